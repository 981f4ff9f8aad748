import { useState } from 'react';
import { Form, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  engineFields,
  fileExtension,
  LIMITS,
  msg,
  MP3_EXTENSIONS,
  PROJECT_FILE_EXTENSIONS,
  type Envelope,
  type MessageKey,
  type ProjectMeta,
  type StagedUploadInfo,
} from '@vsqx/domain';
import { CoverPicker } from '../../../components/cover-picker';
import { applyToProjectForm, ProjectMetaHint } from '../../../components/project-meta-hint';
import { UploadField } from '../../../components/upload-field';
import { fileUrls } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { sendUpload } from '../../../lib/upload-request';
import type { UploadFlags } from './form-values';

interface Props {
  vsqxUid: string;
  flags: UploadFlags;
  picVersion: number;
  /** Editing starts with the project file uploaded (spec §4 start states). */
  hasProjectFile: boolean;
  onFlags(patch: Partial<UploadFlags>): void;
}

export function validateProjectFile(file: File): MessageKey | null {
  if (!(PROJECT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return 'projectExtension';
  if (file.size > LIMITS.projectFileMaxBytes) return 'projectTooLarge';
  return null;
}

export function validateMp3(file: File): MessageKey | null {
  if (!(MP3_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'mp3Extension';
  if (file.size > LIMITS.mp3MaxBytes) return 'mp3TooLarge';
  return null;
}

/** A failed cover upload: the server's message when it sent one (none on a network failure). */
class UploadFailed extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'upload failed');
  }
}

/**
 * The three files of the form: the cover (cropped to 200x126 and staged at once), the project file and
 * the mp3 preview. Each is staged on the server; the submit's flags decide what goes live.
 */
export function FileFields({ vsqxUid, flags, picVersion, hasProjectFile, onFlags }: Props) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const form = Form.useFormInstance();
  // What the server read from the file just uploaded (data.meta): offered to the form, never forced.
  const [meta, setMeta] = useState<ProjectMeta | null>(null);
  const data = { vsqx_uid: vsqxUid, page_url: window.location.href };

  // The staged cover goes up through the progress-capable upload request; its progress is not shown.
  const coverUpload = useMutation({
    mutationFn: (blob: Blob) =>
      new Promise<void>((resolve, reject) => {
        sendUpload('/api/app/upload_vsqx_cover', data, Object.assign(blob, { name: 'cover.jpg' }), {
          onProgress: () => undefined,
          onDone: () => resolve(),
          onFail: (m) => reject(new UploadFailed(m)),
        });
      }),
    onMutate: () => onFlags({ if_pic_changed: false }),
    onSuccess: () => onFlags({ if_pic_changed: true, pic_exist: 1 }),
    onError: (err) =>
      toast.error((err instanceof UploadFailed && err.serverMessage) || msg('uploadFailed', lang)),
  });
  const coverBusy = coverUpload.isPending;

  return (
    <>
      <Form.Item label={t('form.cover')}>
        <CoverPicker
          src={fileUrls.cover(vsqxUid, flags.pic_exist ? picVersion : undefined)}
          aspect={LIMITS.coverRatio}
          output={LIMITS.projectCover}
          dialogTitle={t('form.cropCover')}
          onCropped={(blob) => coverUpload.mutate(blob)}
          testId="project-cover-picker"
          hint={
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="cover-status">
              {coverBusy
                ? t('form.coverUploading')
                : flags.if_pic_changed
                  ? t('form.coverStaged')
                  : t('form.coverHint')}
            </Typography.Text>
          }
        />
      </Form.Item>
      <Form.Item
        label={t('form.projectFile')}
        name="file_extension"
        required
        extra={t('form.projectFileHint')}
        rules={[
          {
            validator: async (_r, v: string) => {
              if (!v) throw new Error(msg('projectFileRequired', lang));
            },
          },
        ]}
        valuePropName="data-value"
      >
        <UploadField
          action="/api/upload/vsqx_file"
          data={data}
          accept={PROJECT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          validate={validateProjectFile}
          initialDone={hasProjectFile}
          doneText={t('form.uploaded')}
          reuploadMessage="reuploadProject"
          resumable={{ target: 'vsqx_file', uid: vsqxUid }}
          onUploaded={(env: Envelope<unknown>) => {
            form.setFieldValue('file_extension', (env.data as StagedUploadInfo).file_extension);
            const detected = (env.data as StagedUploadInfo).meta;
            setMeta(detected ?? null);
            // The file says which engine made it: the picker follows (the creator may still change it).
            if (detected?.suggest)
              form.setFieldsValue(
                engineFields(detected.suggest.synthesizer_type, detected.suggest.synthesizer_name),
              );
            void form.validateFields(['file_extension']).catch(() => undefined);
            onFlags({ if_vsqx_changed: true });
          }}
          onCleared={() => {
            setMeta(null);
            form.setFieldValue('file_extension', '');
            onFlags({ if_vsqx_changed: false });
          }}
          testId="project-file"
        />
      </Form.Item>
      <ProjectMetaHint
        meta={meta}
        kind="vsqx"
        uid={vsqxUid}
        onApply={(sug) => applyToProjectForm(form, sug)}
      />
      <Form.Item label={t('form.mp3')} extra={t('form.mp3Hint')}>
        <UploadField
          action="/api/upload/mp3"
          data={data}
          accept=".mp3,audio/mpeg"
          validate={validateMp3}
          initialDone={flags.music_exist === 1}
          doneText={t('form.uploaded')}
          reuploadMessage="reuploadProject"
          resumable={{ target: 'mp3', uid: vsqxUid }}
          onUploaded={() => onFlags({ if_music_changed: true })}
          onCleared={() => onFlags({ if_music_changed: false })}
          testId="project-mp3"
        />
      </Form.Item>
    </>
  );
}
