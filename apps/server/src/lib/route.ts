import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { isAcrossFields, isMessageKey, type AnswerOf, type EndpointDef, type Envelope } from '@vsqx/domain';
import { z, type ZodType } from 'zod';
import type { AuthUser } from './context';
import { SchemaRefusal, unauthorized } from './errors';
import { dataSchema, docSchema, multipartBody, type AnswerKind, type RouteDoc } from './route-doc';

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export interface RouteSpec<B, Q, P> {
  method: HTTPMethods;
  url: string;
  summary: string;
  /** Longer OpenAPI text, e.g. the statuses a text-answer endpoint uses. */
  description?: string;
  tags: string[];
  /** 'user': a valid token is required (401 otherwise); 'optional': read if present; 'none': public. */
  auth: 'user' | 'optional' | 'none';
  body?: B;
  query?: Q;
  params?: P;
  /** Multipart or raw handlers parse their own body (or parse `body` later, e.g. after a permission check). */
  rawBody?: boolean;
  /** Documents a raw multipart body: the text fields read beside the one `file` (name → what it is). */
  upload?: Record<string, string>;
  /** Documents a raw form body the handler parses itself (the spec's `.php` calls). */
  form?: ZodType;
  /** What HTTP 200 carries (the OpenAPI document): the JSON envelope unless said otherwise. */
  answers?: AnswerKind;
  /** Documents the envelope's `data` (OpenAPI only; the handler's answer is not filtered by it). */
  data?: ZodType;
  /** Route options for plugins, e.g. `{ rateLimit: {...} }`. */
  config?: Record<string, unknown>;
}

export interface RouteInput<B, Q, P> {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  user: AuthUser;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Parses with a shared schema; the first issue's message key becomes the 400 answer. */
export function parseWith<S extends ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    throw new SchemaRefusal('badRequest', keys, keys, issue.code);
  }
  const across = isAcrossFields(issue) || (issue.code === 'custom' && !field);
  if (isMessageKey(issue.message))
    throw new SchemaRefusal(issue.message, undefined, field, issue.code, across);
  throw new SchemaRefusal('badRequest', field || 'body', field, issue.code, across);
}

/** What a route adds to its endpoint (packages/domain): the document's texts and the server's options. */
export type RouteExtras = Omit<
  RouteSpec<never, never, never>,
  'method' | 'url' | 'auth' | 'body' | 'query' | 'params' | 'data'
>;

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends ZodType } ? S : undefined;

/** The handler's input for an endpoint: its parsed params, query and body. */
export type EndpointInput<E> = RouteInput<SchemaOf<E, 'body'>, SchemaOf<E, 'query'>, SchemaOf<E, 'params'>>;

/**
 * What an endpoint's handler may answer: the envelope with the endpoint's `data` (checked at compile time), or
 * stored cards already serialised (checked against the same schema by the test suite's conformance hook).
 */
export type EndpointAnswer<E> = AnswerOf<E> | SerialisedJson;

/**
 * Registers one endpoint: auth → parse with the shared schemas → handler. With an endpoint of the domain's
 * table (the usual form) the handler's answer is checked against the endpoint's `data` type; the older form
 * takes the whole spec and lets the handler answer anything (the spec's text endpoints, uploads).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: (input: EndpointInput<E>) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>,
): void;
export function route<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
  handler: (input: RouteInput<B, Q, P>) => Promise<unknown> | unknown,
): void;
export function route(
  app: FastifyInstance,
  specOrEndpoint: RouteSpec<ZodType, ZodType, ZodType> | EndpointDef,
  extrasOrHandler: RouteExtras | ((input: RouteInput<ZodType, ZodType, ZodType>) => unknown),
  endpointHandler?: (input: RouteInput<ZodType, ZodType, ZodType>) => unknown,
) {
  if (typeof extrasOrHandler === 'function') {
    register(app, specOrEndpoint as RouteSpec<ZodType, ZodType, ZodType>, extrasOrHandler);
    return;
  }
  const { path, bodyAs: _sentAs, ...wire } = specOrEndpoint as EndpointDef;
  register(app, { ...wire, url: path, ...extrasOrHandler }, endpointHandler!);
}

function register<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
  handler: (input: RouteInput<B, Q, P>) => Promise<unknown> | unknown,
) {
  // A misspelt query parameter is refused, not silently ignored: what the document lists is what is read.
  const query = spec.query instanceof z.ZodObject ? spec.query.strict() : spec.query;
  const doc: RouteDoc = {
    answers: spec.answers ?? 'envelope',
    auth: spec.auth,
    upload: !!spec.upload,
    takesBody: !!(spec.body || spec.rawBody || spec.form),
    ...(spec.data ? { data: dataSchema(spec.data) } : {}),
  };
  app.route({
    method: spec.method,
    url: spec.url,
    config: { ...spec.config, doc },
    schema: {
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      ...(spec.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
      // A body the handler parses itself (`rawBody`) is still documented when its schema is named.
      ...(spec.body ? { body: docSchema(spec.body) } : {}),
      ...(spec.upload ? { consumes: ['multipart/form-data'], body: multipartBody(spec.upload) } : {}),
      ...(spec.form ? { consumes: ['application/x-www-form-urlencoded'], body: docSchema(spec.form) } : {}),
      ...(spec.query ? { querystring: docSchema(spec.query) } : {}),
      ...(spec.params ? { params: docSchema(spec.params) } : {}),
    },
    handler: async (req, reply) => {
      if (spec.auth === 'user' && !req.user) throw unauthorized();
      const body = spec.body && !spec.rawBody ? parseWith(spec.body, req.body) : undefined;
      const parsedQuery = query ? parseWith(query, req.query) : undefined;
      const params = spec.params ? parseWith(spec.params, req.params) : undefined;
      const out = await handler({
        body: body as Infer<B>,
        query: parsedQuery as Infer<Q>,
        params: params as Infer<P>,
        user: req.user as AuthUser,
        req,
        reply,
      });
      if (!(out instanceof SerialisedJson)) return out;
      reply.type('application/json; charset=utf-8');
      return out.text;
    },
  });
}

/** An answer already serialised as JSON: the route sends its text as it is. */
export class SerialisedJson {
  constructor(readonly text: string) {}
}

/**
 * The envelope `ok(items, { total })` where each item is already JSON text (stored cards, migration 0012):
 * the same bytes, without turning the items into objects and back.
 */
export function okCards(items: readonly string[], total: number): SerialisedJson {
  return new SerialisedJson(`{"success":true,"message":"","data":[${items.join(',')}],"total":${total}}`);
}

/** The success envelope; `data` is left out when undefined (an answer with only a message). */
export function ok(): Envelope<undefined>;
export function ok<T>(data: T, extra?: Partial<Envelope<T>>): Envelope<T> & { data: T };
export function ok<T>(data?: T, extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return { success: true, message: '', ...(data === undefined ? {} : { data }), ...extra };
}
