import { useMutation } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, msg } from '@vsqx/domain';
import { CoverPicker } from '../../../components/cover-picker';
import { fileUrls } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { uploadMidiCover } from '../api/upload';

interface Props {
  midiUid: string;
  picVersion?: number;
  /** The cover reached the server (spec §7: on HTTP 200 it is marked changed and present). */
  onChanged(): void;
}

/** Click, crop at 1.6 to 200x126, and the JPEG goes up through `update_project.php` at once. */
export function MidiCoverField({ midiUid, picVersion, onChanged }: Props) {
  const { t } = useTranslation('midi');
  const upload = useMutation({
    mutationFn: (blob: Blob) => uploadMidiCover(midiUid, blob),
    onSuccess: () => {
      onChanged();
      toast.success(t('cover.done'));
    },
    onError: (err) => toast.error(err.message || msg('uploadFailed', currentLang())),
  });
  return (
    <CoverPicker
      src={fileUrls.cover(midiUid, picVersion)}
      aspect={LIMITS.coverRatio}
      output={LIMITS.projectCover}
      dialogTitle={t('cover.dialog')}
      testId="midi-cover"
      hint={
        <Typography.Text type="secondary">
          {upload.isPending ? t('cover.uploading') : t('cover.hint')}
        </Typography.Text>
      }
      onCropped={(blob) => upload.mutate(blob)}
    />
  );
}
