import type { Envelope } from '@vsqx/domain';
import { goToLogin } from './api';
import { clearSession, getSession } from './session';
import { currentLang } from './i18n';

export interface UploadHandlers {
  /** Whole percent of the body sent so far. */
  onProgress(percent: number): void;
  onDone(envelope: Envelope<unknown>): void;
  /** The server's message when it sent one, else undefined (network failure, no envelope). */
  onFail(message: string | undefined): void;
}

export interface UploadRequest {
  abort(): void;
}

/**
 * A multipart upload with progress (fetch cannot report upload progress, XHR can): the fields first, then
 * `file`, with the token and the UI language like every other call. 401/403 clear the session (spec §6).
 */
export function sendUpload(
  action: string,
  data: Record<string, string>,
  file: Blob & { name?: string },
  h: UploadHandlers,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const body = new FormData();
  // The server checks the owner from the fields before it stores a byte, so they go before the file.
  for (const [k, v] of Object.entries(data)) body.append(k, v);
  body.append('file', file, file.name ?? 'blob');
  let aborted = false;

  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable && e.total > 0) h.onProgress(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
  };
  xhr.onload = () => {
    if (xhr.status === 401 || xhr.status === 403) {
      clearSession();
      goToLogin();
      return h.onFail(undefined);
    }
    let env: Envelope<unknown> | null = null;
    try {
      env = JSON.parse(xhr.responseText) as Envelope<unknown>;
    } catch {
      env = null;
    }
    if (env?.success) {
      h.onProgress(100);
      h.onDone(env);
    } else h.onFail(env?.message || undefined);
  };
  xhr.onerror = () => {
    if (!aborted) h.onFail(undefined);
  };
  xhr.open('POST', action);
  const token = getSession()?.token;
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  xhr.setRequestHeader('X-Lang', currentLang());
  xhr.send(body);
  return {
    abort() {
      aborted = true;
      xhr.abort();
    },
  };
}
