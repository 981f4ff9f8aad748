import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SECONDS, msg, type Envelope, type MessageKey } from '@vsqx/domain';
import { confirmDialog, toast } from '../lib/feedback';
import { useLang } from '../lib/i18n';
import {
  formatBytes,
  formatSeconds,
  sendResumableUpload,
  type ResumableRequest,
  type ResumableTarget,
  type TransferStats,
} from '../lib/tus-upload';
import { sendUpload, type UploadRequest } from '../lib/upload-request';

type Uploading = {
  phase: 'uploading';
  percent: number;
  name: string;
  stats?: TransferStats;
  paused?: boolean;
  retrying?: boolean;
};
/** `instant`: done by 秒传 (the server had the same bytes of this user's), which the status says. */
type Phase =
  { phase: 'idle' } | Uploading | { phase: 'done'; instant?: boolean } | { phase: 'error'; message: string };

export interface UploadFieldProps {
  /** Where the multipart body goes (`file` plus `data`). */
  action: string;
  data: Record<string, string>;
  accept: string;
  /** The browser-side checks (extension, size); a message key refuses the file before it is sent. */
  validate(file: File): MessageKey | null;
  /** Editing: the project already has its file (spec §4 start states). */
  initialDone: boolean;
  /** Shown in the done state ('uploaded', or 'MIDI工程已上传' for MIDI). */
  doneText: string;
  /** Shown after '已取消本次上传' ('请重新上传vsqx工程' / '请重新上传MIDI工程'). */
  reuploadMessage: MessageKey;
  onUploaded(response: Envelope<unknown>): void;
  /** The file is no longer uploaded (a new upload started, was cancelled or failed). */
  onCleared(): void;
  /**
   * Upload through tus instead of one multipart request (DESIGN §8): resumable after a drop or a reload,
   * with pause/resume, speed and time left. `action` and `data` are then unused.
   */
  resumable?: ResumableTarget;
  testId?: string;
}

/** Under the bar of a resumable upload: paused, retrying, or speed and time left (a blank line until measured). */
function statsLine(state: Uploading, t: (key: string, vars?: Record<string, string>) => string): string {
  if (state.paused) return t('upload.paused');
  if (state.retrying) return t('upload.retrying');
  const s = state.stats;
  if (!s || s.bytesPerSecond <= 0) return '\u00a0';
  const speed = formatBytes(s.bytesPerSecond);
  return s.secondsLeft === null
    ? t('upload.statsNoEta', { speed })
    : t('upload.stats', { speed, left: formatSeconds(s.secondsLeft) });
}

/**
 * The upload widget of spec §4: idle → uploading with percent → done ('uploaded' with an icon, the button
 * becomes 'upload again') | error (the server's message or '上传出错，请刷新重试！') | cancelled (back to idle).
 * Cancelling and re-uploading ask first. One file at a time; the request carries the token and language.
 */
export function UploadField(props: UploadFieldProps) {
  const {
    action,
    data,
    accept,
    validate,
    initialDone,
    doneText,
    reuploadMessage,
    onUploaded,
    onCleared,
    resumable,
    testId = 'upload-field',
  } = props;
  const { t } = useTranslation('widgets');
  const [state, setState] = useState<Phase>(initialDone ? { phase: 'done' } : { phase: 'idle' });
  const request = useRef<UploadRequest | ResumableRequest | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const lang = useLang();

  // A done state keeps itself (its 秒传 note included) when the parent then says the file is there.
  useEffect(
    () =>
      setState((s) =>
        s.phase === 'uploading' || (initialDone && s.phase === 'done')
          ? s
          : initialDone
            ? { phase: 'done' }
            : { phase: 'idle' },
      ),
    [initialDone],
  );
  useEffect(() => () => request.current?.abort(), []);

  const start = (file: File) => {
    onCleared();
    setState({ phase: 'uploading', percent: 0, name: file.name });
    const patch = (p: Partial<Uploading>) => setState((s) => (s.phase === 'uploading' ? { ...s, ...p } : s));
    let instant = false;
    const handlers = {
      onInstant: () => void (instant = true),
      onProgress: (percent: number) => patch({ percent, retrying: false }),
      onStats: (stats: TransferStats) => patch({ stats }),
      onRetrying: () => patch({ retrying: true }),
      onResumed: () => toast.info(t('upload.resumed')),
      onDone: (env: Envelope<unknown>) => {
        request.current = null;
        setState({ phase: 'done', instant });
        onUploaded(env);
      },
      onFail: (message: string | undefined) => {
        request.current = null;
        const text = message ?? msg('uploadFailed', lang);
        setState({ phase: 'error', message: text });
        toast.error(text, 5);
      },
    };
    request.current = resumable
      ? sendResumableUpload(file, resumable, handlers)
      : sendUpload(action, data, file, handlers);
  };

  const togglePause = () => {
    const r = request.current;
    if (!r || !('pause' in r) || state.phase !== 'uploading') return;
    if (state.paused) r.resume();
    else r.pause();
    setState({ ...state, paused: !state.paused, stats: undefined });
  };

  const cancel = async () => {
    if (!(await confirmDialog(msg('confirmCancelUpload', lang)))) return;
    if (!request.current) return; // it finished while the question was open
    request.current.abort();
    request.current = null;
    setState({ phase: 'idle' });
    onCleared();
    toast.info(msg('uploadCancelled', lang));
    toast.warning(msg(reuploadMessage, lang));
  };

  const reupload = async () => {
    if (!(await confirmDialog(msg('confirmReupload', lang)))) return;
    box.current?.querySelector<HTMLInputElement>('input[type=file]')?.click();
  };

  const uploading = state.phase === 'uploading';
  return (
    <div ref={box} data-testid={testId} data-phase={state.phase}>
      <Flex gap={12} align="center" wrap>
        <Upload
          accept={accept}
          multiple={false}
          maxCount={1}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            const problem = validate(file);
            if (problem) {
              toast.error(msg(problem, lang), MESSAGE_SECONDS[problem] ?? 3);
              return Upload.LIST_IGNORE;
            }
            start(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            disabled={uploading}
            data-testid={`${testId}-button`}
            onClick={(e) => {
              if (state.phase !== 'done') return;
              e.stopPropagation();
              void reupload();
            }}
          >
            {state.phase === 'done' ? t('upload.again') : t('upload.choose')}
          </Button>
        </Upload>
        {state.phase === 'done' && (
          <Typography.Text type="success" data-testid={`${testId}-status`}>
            <CheckCircleFilled /> {doneText}
          </Typography.Text>
        )}
        {state.phase === 'done' && state.instant && (
          <Typography.Text type="secondary" data-testid={`${testId}-instant`}>
            {t('upload.instant')}
          </Typography.Text>
        )}
        {state.phase === 'error' && (
          <Typography.Text type="danger" data-testid={`${testId}-status`}>
            <CloseCircleFilled /> {state.message}
          </Typography.Text>
        )}
        {state.phase === 'idle' && (
          <Typography.Text type="secondary" data-testid={`${testId}-status`}>
            {t('upload.none')}
          </Typography.Text>
        )}
      </Flex>
      {uploading && (
        <Flex gap={12} align="center" wrap style={{ marginTop: 8, maxWidth: 480 }}>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text ellipsis type="secondary">
              {t('upload.uploading', { name: state.name })}
            </Typography.Text>
            <Progress
              percent={state.percent}
              size="small"
              status={state.paused ? 'normal' : 'active'}
              data-testid={`${testId}-progress`}
            />
            {resumable && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12 }}
                data-testid={`${testId}-stats`}
                aria-live="polite"
              >
                {statsLine(state, t)}
              </Typography.Text>
            )}
          </Flex>
          {resumable && (
            <Button size="small" onClick={togglePause} data-testid={`${testId}-pause`}>
              {state.paused ? t('upload.resume') : t('upload.pause')}
            </Button>
          )}
          <Button size="small" danger onClick={() => void cancel()} data-testid={`${testId}-cancel`}>
            {t('upload.cancel')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
