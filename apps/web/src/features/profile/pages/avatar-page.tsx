import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, msg, type MeData } from '@vsqx/domain';
import { CoverPicker } from '../../../components/cover-picker';
import { ApiError, fileUrls } from '../../../lib/api';
import { alertDialog, toast } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { updateSession, useSession } from '../../../lib/session';
import { submitAvatar, uploadAvatar } from '../api/avatar';
import { useMe } from '../api/me';
import { profileKeys } from '../api/profile-keys';

/**
 * /avatar (修改头像): choose an image, crop it square in '裁剪头像' with a live preview, upload the
 * 252x252 JPEG (staged on the server), then save to make it live. Save stays disabled until an avatar
 * has been uploaded and while an upload runs.
 */
export default function AvatarPage() {
  const { t } = useTranslation('profile');
  const session = useSession()!;
  const me = useMe();
  const queryClient = useQueryClient();
  const [staged, setStaged] = useState(false);

  // Refresh the session flags from the server (another tab or device may have changed the avatar).
  useEffect(() => {
    if (me.data)
      updateSession({ avatar_exist: me.data.avatar_exist, avatar_version: me.data.avatar_version });
  }, [me.data]);

  const upload = useMutation({
    mutationFn: (blob: Blob) => uploadAvatar(session.uid, blob),
    onMutate: () => setStaged(false),
    onSuccess: () => setStaged(true),
    onError: (err) => {
      const text =
        err instanceof ApiError && err.envelope?.message
          ? err.envelope.message
          : msg('uploadFailed', currentLang());
      if (!(err instanceof ApiError && (err.status === 401 || err.status === 403)))
        void alertDialog(text, 'sorry');
    },
  });

  const save = useMutation({
    mutationFn: submitAvatar,
    onSuccess: ({ message, state }) => {
      // The change is visible at once: the new version goes into every avatar address.
      updateSession({ avatar_exist: state.avatar_exist, avatar_version: state.avatar_version });
      queryClient.setQueryData<MeData>(profileKeys.me, (old) => old && { ...old, ...state });
      setStaged(false);
      toast.success(message || msg('avatarSaved', currentLang()), 4);
    },
    // A success:false answer was alerted by the client with the server's message: nothing more to say.
  });

  const uploading = upload.isPending;
  const saving = save.isPending;
  const version = session.avatar_version ?? session.avatar_exist;
  return (
    <Card title={t('avatar.title')} data-testid="avatar-page">
      <Flex vertical gap={24} style={{ maxWidth: 640 }}>
        <Typography.Text type="secondary">{t('avatar.hint')}</Typography.Text>
        <CoverPicker
          key={version}
          src={fileUrls.avatar(session.uid, version || undefined)}
          aspect={1}
          output={LIMITS.avatar}
          dialogTitle={t('avatar.cropTitle')}
          onCropped={(blob) => upload.mutate(blob)}
          testId="avatar-picker"
        />
        {uploading && <Alert type="info" showIcon title={t('avatar.uploading')} />}
        {staged && !uploading && (
          <Alert type="success" showIcon title={t('avatar.staged')} data-testid="avatar-staged" />
        )}
        <div>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!staged || uploading}
            loading={saving}
            onClick={() => save.mutate()}
            data-testid="avatar-save"
          >
            {saving ? t('avatar.saving') : t('avatar.save')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
