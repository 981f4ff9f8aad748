import {
  endpointUrl,
  wireEntries,
  type AnswerOf,
  type CallInput,
  type EndpointDef,
  type Envelope,
  type NeedsInput,
} from '@vsqx/domain';
import i18next from 'i18next';
import { clearSession, getSession } from './session';
import { alertDialog, toast } from './feedback';
import { currentLang } from './i18n';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Do not alert a `success:false` answer (lists ignore failures silently, spec §8). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * A request nothing on screen waits for (the header's badges, the live stream's ticket): sent from a task of
   * its own. Started from a component's mount, a `fetch()` (a few ms each on a phone) ran inside the commit
   * that mounted it, one of the site home's longest tasks (issue 19).
   */
  background?: boolean;
}

/** Where the login page is; the creator centre and the site both send the user there on 401/403. */
export function goToLogin() {
  const back = window.location.pathname + window.location.search + window.location.hash;
  window.location.replace(`/login?redirect=${encodeURIComponent(back)}`);
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { 'X-Lang': currentLang(), ...extra };
  const s = getSession();
  if (s) h.Authorization = `Bearer ${s.token}`;
  return h;
}

async function handleStatus(res: Response) {
  if (res.status === 401 || res.status === 403) {
    // Spec §6: the stored token and user data are cleared and the user goes to the login page.
    const hadSession = !!getSession();
    clearSession();
    if (hadSession || !window.location.pathname.startsWith('/login')) goToLogin();
    throw new ApiError(i18next.t('common:errors.loginAgain'), res.status);
  }
}

async function send<T>(
  method: string,
  url: string,
  body: BodyInit | undefined,
  extraHeaders: Record<string, string>,
  opts: CallOptions,
): Promise<Envelope<T>> {
  if (opts.background) await new Promise((resolve) => setTimeout(resolve, 0));
  let res: Response;
  try {
    res = await fetch(url, { method, body, headers: headers(extraHeaders), signal: opts.signal });
  } catch (err) {
    if ((err as Error).name !== 'AbortError') toast.error(i18next.t('common:errors.network'));
    throw err;
  }
  await handleStatus(res);
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(i18next.t('common:errors.network'), res.status);
  }
  if (!env.success) {
    if (!opts.silent) await alertDialog(env.message, 'notice');
    throw new ApiError(env.message, res.status, env);
  }
  return env;
}

/** The typed client: every call carries the token and the UI language; answers the envelope. */
export const api = {
  get: <T>(url: string, opts: CallOptions = {}) => send<T>('GET', url, undefined, {}, opts),
  post: <T>(url: string, json?: unknown, opts: CallOptions = {}) =>
    send<T>(
      'POST',
      url,
      json === undefined ? undefined : JSON.stringify(json),
      json === undefined ? {} : { 'Content-Type': 'application/json' },
      opts,
    ),
  put: <T>(url: string, json: unknown, opts: CallOptions = {}) =>
    send<T>('PUT', url, JSON.stringify(json), { 'Content-Type': 'application/json' }, opts),
  del: <T>(url: string, opts: CallOptions = {}) => send<T>('DELETE', url, undefined, {}, opts),
  /** application/x-www-form-urlencoded, as the spec's form calls are sent. */
  form: <T>(url: string, fields: Record<string, string | number | boolean>, opts: CallOptions = {}) =>
    send<T>(
      'POST',
      url,
      new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])),
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      opts,
    ),
  /** The spec's text/array endpoints (`*.php`): answers the raw parsed body, no envelope. */
  async raw(method: 'GET' | 'POST', url: string, body?: URLSearchParams | FormData): Promise<unknown> {
    const res = await fetch(url, { method, body, headers: headers() });
    await handleStatus(res);
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  },
};

type InputArg<E> =
  NeedsInput<E> extends true
    ? [input: CallInput<E>, opts?: CallOptions]
    : [input?: CallInput<E>, opts?: CallOptions];

/**
 * Calls one endpoint of the domain's table (issue 20): the URL is built from its path and the given
 * `params`/`query`, the body sent as the endpoint says (JSON or form), and the answer typed from the
 * endpoint's `data` schema, which the server's route is checked against. Same feedback as `api`.
 */
export function call<E extends EndpointDef>(ep: E, ...[input, opts = {}]: InputArg<E>): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: object };
  const url = endpointUrl(ep, params, query);
  if (body === undefined) return send(ep.method, url, undefined, {}, opts) as Promise<AnswerOf<E>>;
  if (ep.bodyAs === 'form')
    return send(
      ep.method,
      url,
      new URLSearchParams(wireEntries(body)),
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      opts,
    ) as Promise<AnswerOf<E>>;
  return send(ep.method, url, JSON.stringify(body), { 'Content-Type': 'application/json' }, opts) as Promise<
    AnswerOf<E>
  >;
}

/**
 * `call()` for code in every first screen's closure (the shell: badges, live notices, message settings). It takes
 * the endpoint as a type (`import type { messageEndpoints }`), so the endpoint's schemas, and zod with them, are not
 * loaded with the first screen (docs/performance.md); the method and path written here must be the endpoint's own
 * (a different one does not compile).
 */
export function callAt<E extends EndpointDef>(
  at: Pick<E, 'method' | 'path'> & { bodyAs?: E['bodyAs'] },
  ...rest: InputArg<E>
): Promise<AnswerOf<E>> {
  return call(at as E, ...rest);
}

/** Adds `?v=` so a changed image shows at once (DESIGN §5). */
export const fileUrls = {
  avatar: (uid: number | string, version?: number | string) =>
    `/files/avatar/${uid}.jpg${version ? `?v=${version}` : ''}`,
  cover: (uid: string, version?: number | string) =>
    `/files/cover/${uid}.jpg${version ? `?v=${version}` : ''}`,
};
