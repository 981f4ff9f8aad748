import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  endpointUrl,
  wireEntries,
  type AnswerOf,
  type CallInput,
  type EndpointDef,
  type NeedsInput,
} from '@vsqx/domain';

/*
 * How the server tests call the API: as a user or anonymously, by URL or through the domain's endpoint table
 * (the same URLs the web's client builds), and multipart bodies by hand. Re-exported by factories.ts.
 */

/**
 * An answer of `request()`: its JSON typed as the endpoint's success envelope, so a test reads `data` without
 * casting (a failure's envelope has only `success` and `message`; the conformance hook checks every shape).
 */
export type EndpointResponse<E> = Omit<LightMyRequestResponse, 'json'> & { json(): AnswerOf<E> };

/** The endpoint's input, optional when it reads no params and no body. */
type InputArg<E> = NeedsInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

/** Calls the API as a user (or anonymously with `null`). */
export function as(app: FastifyInstance, user: { token: string } | null) {
  const headers = user ? { authorization: `Bearer ${user.token}` } : {};
  const call = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
  /** One endpoint of the domain's table, its URL built as the web builds it (no URL typed in a test). */
  const request = async <E extends EndpointDef>(ep: E, ...[input]: InputArg<E>) => {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: object };
    const url = endpointUrl(ep, params, query);
    const res =
      body === undefined
        ? await call({ method: ep.method, url })
        : ep.bodyAs === 'form'
          ? await call({
              method: ep.method,
              url,
              payload: new URLSearchParams(wireEntries(body)).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })
          : await call({ method: ep.method, url, payload: body });
    return res as EndpointResponse<E>;
  };
  /** `request()` that must succeed: answers the envelope with its `data` typed (throws with the body otherwise). */
  const data = async <E extends EndpointDef>(ep: E, ...args: InputArg<E>): Promise<AnswerOf<E>> => {
    const res = await request(ep, ...args);
    const env = res.json() as AnswerOf<E>;
    if (res.statusCode !== 200 || !env.success) throw new Error(`${ep.method} ${ep.path}: ${res.body}`);
    return env;
  };
  return {
    request,
    answer: data,
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload?: object) => call({ method: 'POST', url, payload }),
    /** application/x-www-form-urlencoded, as the spec's form calls send. */
    form: (url: string, fields: Record<string, string | number>) =>
      call({
        method: 'POST',
        url,
        payload: new URLSearchParams(
          Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    call,
  };
}

/** Builds a multipart body by hand (no client library needed for inject). */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer; type?: string },
) {
  const boundary = `----vsqx${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
