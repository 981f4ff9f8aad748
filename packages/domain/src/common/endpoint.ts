import type { z, ZodType } from 'zod';
import type { Envelope } from './envelope';

/**
 * One endpoint of the API, as both sides see it (issue 20): the wire method and path (`:name` for a path
 * parameter), who may call it, the shared schemas of what it reads, and the schema of the envelope's `data`
 * it answers. The server registers its route from this (`route()` in apps/server), the web calls it through
 * `call()` (apps/web/src/lib/api.ts) and the server tests through `as(app, user).request()`; none of them
 * types the URL again. What only the server needs (summary, tags, rate limits) stays with the route.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** 'user': a valid token is required (401 otherwise); 'optional': read if present; 'none': public. */
  auth: 'user' | 'optional' | 'none';
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** How a client sends the body: JSON (the default) or a form (the spec's form calls). */
  bodyAs?: 'json' | 'form';
  /** The envelope's `data`; absent when the answer carries only `success` and `message`. */
  data?: ZodType;
}

/** Declares an endpoint; answers the argument itself with its exact type, so the schemas stay typed. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** What the envelope's `data` holds for an endpoint (`undefined` when it has none). */
export type DataOf<E> = E extends { data: infer D extends ZodType } ? z.output<D> : undefined;

/** The envelope a successful call answers: `data` is present whenever the endpoint declares it. */
export type AnswerOf<E> = [DataOf<E>] extends [undefined]
  ? Envelope<undefined>
  : Envelope<DataOf<E>> & { data: DataOf<E> };

/**
 * What a caller passes for a schema: the schema's input, where a coercing field (ids and numbers in a path or
 * query, typed `unknown` by zod) takes the value the server will read.
 */
type WireOf<S extends ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

/** The values of one call: `params` and `body` when the endpoint reads them, `query` always optional. */
export type CallInput<E> = (E extends { params: infer P extends ZodType } ? { params: WireOf<P> } : object) &
  (E extends { query: infer Q extends ZodType } ? { query?: WireOf<Q> } : object) &
  (E extends { body: infer B extends ZodType } ? { body: WireOf<B> } : object);

/** Whether an endpoint can be called without any input (`call(ep)` instead of `call(ep, {...})`). */
export type NeedsInput<E> = E extends { params: ZodType } | { body: ZodType } ? true : false;

type WireValue = string | number | boolean | null | undefined;

/**
 * The URL of one call: path parameters filled in (encoded), then the query string, skipping absent values.
 * A missing path parameter throws, so a caller never requests `/api/app/fav_add/:music_id`.
 */
export function endpointUrl(
  ep: Pick<EndpointDef, 'path'>,
  params?: Record<string, WireValue> | object,
  query?: Record<string, WireValue> | object,
): string {
  const values = (params ?? {}) as Record<string, WireValue>;
  const path = ep.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined || v === null || v === '') throw new Error(`${ep.path}: no value for :${name}`);
    return encodeURIComponent(String(v));
  });
  const qs = wireEntries(query ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/**
 * A query or form body as text pairs, the way the spec's form calls send them: every value as text, absent
 * values left out (`new URLSearchParams(wireEntries(body))` on the web).
 */
export function wireEntries(values: object): [string, string][] {
  return Object.entries(values as Record<string, WireValue>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
}
