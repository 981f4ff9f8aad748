import { DetailedError, Upload } from 'tus-js-client';
import { TUS_ENDPOINT, type Envelope, type TusTarget } from '@vsqx/domain';
import { goToLogin } from './api';
import { currentLang } from './i18n';
import { clearSession, getSession } from './session';
import type { UploadHandlers, UploadRequest } from './upload-request';

/** What a resumable upload is for (DESIGN §8): its target and the vsqx_uid / midi_uid it belongs to. */
export interface ResumableTarget {
  target: TusTarget;
  uid?: string;
  /** `cover` for an article cover. */
  kind?: string;
}

export interface TransferStats {
  /** Smoothed over the last seconds; 0 before the first measure. */
  bytesPerSecond: number;
  /** null while unknown (nothing measured yet). */
  secondsLeft: number | null;
}

export interface ResumableHandlers extends UploadHandlers {
  onStats?(stats: TransferStats): void;
  /** The connection dropped and the client is waiting to try again (back-off). */
  onRetrying?(): void;
  /** An earlier upload of this file (before a reload or a failure) is being continued. */
  onResumed?(): void;
  /** 秒传: the server already stored these bytes of this user's, so nothing was sent (called before onDone). */
  onInstant?(): void;
}

/** '1.2 MB' style sizes for the speed line. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${Math.round(n)} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** '1:05' style durations for the time left. */
export function formatSeconds(s: number): string {
  const m = Math.floor(s / 60);
  const h = Math.floor(m / 60);
  const pad = (x: number) => String(x).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m % 60)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

export interface ResumableRequest extends UploadRequest {
  pause(): void;
  resume(): void;
}

/** Retries after a dropped connection: at once, then backing off up to 20 s (then the upload fails). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];
/** Files up to this size send their SHA-256 at creation (秒传); hashing a bigger one costs more than it saves. */
const HASH_MAX_BYTES = 110 * 1024 * 1024;

async function sha256Hex(file: Blob): Promise<string | undefined> {
  if (file.size > HASH_MAX_BYTES || !globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function envelopeOf(body: string | undefined): Envelope<unknown> | null {
  try {
    return body ? (JSON.parse(body) as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}

/** Speed as an exponential average of per-progress-event rates (a single stall does not zero it). */
function speedMeter(total: number) {
  let last = { t: performance.now(), bytes: 0 };
  let rate = 0;
  return {
    /** After a pause: the time away is not counted as a slow transfer. */
    restart() {
      last = { t: performance.now(), bytes: last.bytes };
    },
    sample(bytes: number): TransferStats {
      const now = performance.now();
      const dt = (now - last.t) / 1000;
      if (dt >= 0.25) {
        const r = (bytes - last.bytes) / dt;
        rate = rate === 0 ? r : rate * 0.7 + r * 0.3;
        last = { t: now, bytes };
      }
      return { bytesPerSecond: rate, secondsLeft: rate > 0 ? Math.ceil((total - bytes) / rate) : null };
    },
  };
}

/**
 * One file up through tus (DESIGN §8 "Resumable uploads"): progress with speed and time left, pause and
 * resume, retries with back-off, and resuming after a reload (the upload's address is kept in
 * localStorage under a fingerprint of the file, its target and uid, and the user). The server stages the
 * finished file like the multipart upload of the same kind; the final answer is that upload's envelope.
 */
export function sendResumableUpload(
  file: File | (Blob & { name?: string }),
  to: ResumableTarget,
  h: ResumableHandlers,
): ResumableRequest {
  const name = (file as File).name ?? 'blob';
  const meter = speedMeter(file.size);
  let instant: Envelope<unknown> | null = null;
  let stopped = false;
  let upload: Upload | null = null;

  const fail = (message: string | undefined) => {
    if (!stopped) h.onFail(message);
  };

  const begin = async () => {
    const sha256 = to.target === 'vsqx_file' ? await sha256Hex(file).catch(() => undefined) : undefined;
    if (stopped) return;
    upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      retryDelays: RETRY_DELAYS,
      // A File is recognised after a reload by name, size and date; a Blob (a cropped image) is not, so it never resumes.
      storeFingerprintForResuming: file instanceof File,
      removeFingerprintOnSuccess: true,
      metadata: {
        target: to.target,
        filename: name,
        ...(to.uid ? { uid: to.uid } : {}),
        ...(to.kind ? { kind: to.kind } : {}),
        ...(sha256 ? { sha256 } : {}),
      },
      fingerprint: async (f) =>
        [
          'vsqx-tus',
          getSession()?.uid ?? 0,
          to.target,
          to.uid ?? '',
          f.name,
          f.type,
          f.size,
          (f as File).lastModified,
        ].join('-'),
      // Read at each request: a refreshed token or a switched language applies to the retries too.
      onBeforeRequest: (req) => {
        const token = getSession()?.token;
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
        req.setHeader('X-Lang', currentLang());
      },
      onAfterResponse: (_req, res) => {
        // 秒传: the server already had these bytes and answered the finished upload at creation.
        if (res.getHeader('Upload-Complete') === '1') instant = envelopeOf(res.getBody());
      },
      onShouldRetry: (err, _attempt, options) => {
        // 秒传 answers the creation without a Location, which tus-js-client reports as an error: it is done, not retried.
        if (instant?.success) return false;
        const status = err.originalResponse?.getStatus() ?? 0;
        if (h.onRetrying && (status === 0 || status >= 500)) h.onRetrying();
        // The default: no retry on a refusal (4xx but 409/423), nor while the browser says it is offline… which
        // it may wrongly say, so an offline browser is retried too (the delays bound it).
        return !(status >= 400 && status < 500 && status !== 409 && status !== 423) && !!options.retryDelays;
      },
      onProgress: (sent, total) => {
        h.onProgress(Math.min(99, Math.floor((sent / Math.max(total, 1)) * 100)));
        h.onStats?.(meter.sample(sent));
      },
      onSuccess: ({ lastResponse }) => {
        const env = envelopeOf(lastResponse.getBody());
        if (env?.success) {
          if (instant?.success) h.onInstant?.();
          h.onProgress(100);
          h.onDone(env);
        } else fail(env?.message || undefined);
      },
      onError: (err) => {
        if (instant?.success) {
          h.onInstant?.();
          h.onProgress(100);
          return h.onDone(instant);
        }
        const res = err instanceof DetailedError ? err.originalResponse : null;
        const status = res?.getStatus() ?? 0;
        if (status === 401 || status === 403) {
          clearSession();
          goToLogin();
          return fail(undefined);
        }
        fail(envelopeOf(res?.getBody())?.message || undefined);
      },
    });
    const previous = await upload.findPreviousUploads();
    if (previous.length) {
      upload.resumeFromPreviousUpload(previous[0]);
      h.onResumed?.();
    }
    if (!stopped) upload.start();
  };
  void begin().catch(() => fail(undefined));

  return {
    /** Cancel: the server's partial upload is terminated too. */
    abort() {
      stopped = true;
      void upload?.abort(true).catch(() => undefined);
    },
    pause() {
      void upload?.abort(false);
    },
    resume() {
      meter.restart();
      upload?.start();
    },
  };
}

/** A promise for small files (images): the envelope on success, else an Error with the server's message. */
export function uploadResumable(
  file: File | (Blob & { name?: string }),
  to: ResumableTarget,
): Promise<Envelope<unknown>> {
  return new Promise((resolve, reject) => {
    sendResumableUpload(file, to, {
      onProgress: () => undefined,
      onDone: resolve,
      onFail: (message) => reject(new Error(message ?? '')),
    });
  });
}
