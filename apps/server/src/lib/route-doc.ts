import type { OpenAPIV3 } from 'openapi-types';
import { z, type ZodType } from 'zod';

/**
 * What a route answers with HTTP 200, for the OpenAPI document: the JSON envelope (most routes), the
 * envelope or a refusal envelope (`success: false`, HTTP 200: the spec's manager-only calls), plain
 * JSON (the spec's `.php` calls that answer an array or object), a spec text marker, either of the last
 * two, a file, or an image.
 */
export type AnswerKind =
  'envelope' | 'refusable' | 'json' | 'text' | 'json-or-text' | 'file' | 'image' | 'event-stream';

/** Documentation a route carries beside its schemas; read by the OpenAPI transform below. */
export interface RouteDoc {
  answers: AnswerKind;
  auth: 'user' | 'optional' | 'none';
  /** A multipart upload. */
  upload: boolean;
  /** Reads a request body (413 past the size limit, 415 for a type it does not read). */
  takesBody: boolean;
  /** The envelope's `data`, where a route documents it (JSON schema); otherwise any. */
  data?: unknown;
}

/** The shared zod schemas as OpenAPI 3.0 schemas (booleans for exclusive bounds, `nullable`). */
export function docSchema(schema: ZodType | undefined) {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });
  } catch {
    return undefined;
  }
}

/**
 * An answer's schema: what the server sends (`io: 'output'`), so an object lists exactly its fields
 * (`additionalProperties: false`) and the test suite's conformance hook fails on a field the type lacks.
 */
export function dataSchema(schema: ZodType) {
  return nullInEnums(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }));
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum lists `null` itself (otherwise a
 * validator refuses the null the schema allows, e.g. a licence request's `use_type`).
 */
function nullInEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullInEnums) as T;
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, nullInEnums(v)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out as T;
}

/** A multipart upload's body: one `file` and the text fields the route reads (name → what it is). */
export function multipartBody(fields: Record<string, string>) {
  return {
    type: 'object',
    required: ['file'],
    properties: {
      ...Object.fromEntries(
        Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]),
      ),
      file: { type: 'string', format: 'binary', description: 'The file (exactly one).' },
    },
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Shared response schemas, registered once under `components.schemas`. */
export const RESPONSE_COMPONENTS: Record<string, OpenAPIV3.SchemaObject> = {
  Envelope: {
    type: 'object',
    required: ['success', 'message'],
    properties: {
      success: { type: 'boolean', enum: [true] },
      message: { type: 'string' },
      data: { description: 'The answer (see the summary).' },
      total: { type: 'integer', minimum: 0, description: 'Paged lists: the number of items in all pages.' },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    required: ['success', 'message'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      message: { type: 'string', description: 'A localized message (zh-CN or en by Accept-Language).' },
    },
  },
};

/** `type: 'null'` is how @fastify/swagger writes an answer without content. */
const noBody = (description: string) => ({ type: 'null', description });
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('ErrorEnvelope') } },
});

function okAnswer(kind: AnswerKind, data?: unknown) {
  // A documented `data` narrows the envelope, so the test app's conformance check reads its fields too.
  const envelope = data
    ? { allOf: [ref('Envelope'), { type: 'object', required: ['data'], properties: { data } }] }
    : ref('Envelope');
  const json = { 'application/json': { schema: kind === 'envelope' ? envelope : {} } };
  const text = { 'text/plain': { schema: { type: 'string' } } };
  switch (kind) {
    case 'envelope':
    case 'json':
      return { description: 'OK', content: json };
    case 'refusable':
      return {
        description: 'The answer, or `success: false` with the reason (spec §6: HTTP 200).',
        content: { 'application/json': { schema: { anyOf: [ref('Envelope'), ref('ErrorEnvelope')] } } },
      };
    case 'text':
      return { description: 'A text marker (spec §8), always HTTP 200.', content: text };
    case 'json-or-text':
      return {
        description: 'JSON for the owner, otherwise a text marker (spec §8).',
        content: { ...json, ...text },
      };
    case 'file':
      return {
        description: 'The file (byte ranges supported).',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'image':
      return {
        description: 'The image.',
        content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'event-stream':
      return {
        description: 'A Server-Sent Events stream that stays open (DESIGN §8 "Live messages").',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      };
  }
}

/**
 * Every documented answer of a route: its 200, the error envelope for bad input and for what is not
 * found or not allowed, 401 where a token is needed, 429 where a rate limit applies, 503 under load.
 */
export function responsesFor(doc: RouteDoc, rateLimited: boolean) {
  return {
    200: okAnswer(doc.answers, doc.data),
    400: errorAnswer('Bad input: the spec’s message for the first rule broken.'),
    401: errorAnswer(
      doc.auth === 'user' ? 'No valid token.' : 'A token was sent but is not valid (expired or revoked).',
    ),
    403: errorAnswer('Not allowed for this user.'),
    404: errorAnswer('Not found (or not yours).'),
    409: errorAnswer('Conflicts with the current state (e.g. a file still going live).'),
    ...(doc.takesBody
      ? {
          413: errorAnswer(
            doc.upload ? 'The file is larger than this upload allows.' : 'The body is too large.',
          ),
        }
      : {}),
    ...(doc.takesBody ? { 415: errorAnswer('A body type this call does not read.') } : {}),
    ...(doc.answers === 'file'
      ? {
          206: noBody('The requested byte range.'),
          304: noBody('Not modified (ETag).'),
          416: noBody('The range cannot be satisfied.'),
        }
      : {}),
    ...(rateLimited ? { 429: errorAnswer('Too many requests; see Retry-After.') } : {}),
    ...(doc.answers === 'event-stream'
      ? { 429: errorAnswer('Too many open streams of this user on this instance.') }
      : {}),
    500: errorAnswer(
      'An unexpected failure (e.g. the database is unreachable): a generic message, nothing changed.',
    ),
    503: errorAnswer('The server is shedding load or shutting down; retry.'),
  };
}
