import { useEffect } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { msg, type ProfileForm as ProfileValues } from '@vsqx/domain';
import { ApiError } from '../../../lib/api';
import { alertDialog, toast } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { ProfileLoadError, useUserInfo } from '../api/user-info';
import { changeUserInfo } from '../api/change-user-info';
import { profileKeys } from '../api/profile-keys';
import { ProfileForm } from '../components/profile-form';

/** /info (我的信息): loads the profile, shows the form, saves it. */
export default function InfoPage() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const info = useUserInfo();

  // Spec §8: the load failures are alerted with their ids.
  useEffect(() => {
    const err = info.error;
    if (err instanceof ProfileLoadError && !err.silent) void alertDialog(err.message, 'error');
  }, [info.error]);

  const change = useMutation({
    mutationFn: changeUserInfo,
    onSuccess: async (message) => {
      toast.success(message || msg('profileSaved', currentLang()));
      await queryClient.invalidateQueries({ queryKey: profileKeys.info });
    },
    // A success:false answer was already alerted with the server's message; anything else is an exception.
    onError: (err) => {
      if (!(err instanceof ApiError && err.envelope))
        void alertDialog(msg('profileSaveFailed', currentLang()), 'error');
    },
  });
  /** True once saved: the form forgets its unsaved changes then. */
  const save = (values: ProfileValues) =>
    change.mutateAsync(values).then(
      () => true,
      () => false,
    );

  return (
    <Card title={t('info.title')} data-testid="info-page">
      {info.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {info.isError && (
        <Result
          status="warning"
          title={info.error.message}
          extra={<Button onClick={() => void info.refetch()}>{t('info.retry')}</Button>}
        />
      )}
      {info.data && (
        <ProfileForm
          key={JSON.stringify(info.data)}
          initial={info.data}
          saving={change.isPending}
          onSave={save}
        />
      )}
    </Card>
  );
}
