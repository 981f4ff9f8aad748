import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

type Method = NonNullable<InjectOptions['method']>;
import { arbitraryOf, type DocSchema } from './schema-arbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: DocSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: DocSchema }> };
  security?: unknown[];
}
interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One operation of the document, with inputs generated from its schemas and the request they make. */
export interface DocumentedCall {
  method: string;
  template: string;
  secured: boolean;
  input: fc.Arbitrary<Input>;
  request: (input: Input) => InjectOptions & { method: Method; url: string };
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A scalar as it travels in a path, a query string or a form field. */
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Parameters of one place: required ones always, optional ones sometimes. */
function paramsOf(params: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(params.map((p) => [p.name, arbitraryOf(p.schema)]));
  return fc.record(shape, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
}

/**
 * Every operation with a JSON or form body, or none, from the served document (multipart uploads take
 * files and are fuzzed by the byte-level property in fuzz.test.ts).
 */
export function documentedCalls(doc: { paths: Record<string, Record<string, Operation>> }): DocumentedCall[] {
  const out: DocumentedCall[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    if (!template.startsWith('/api/') || template.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const type = [JSON_TYPE, FORM_TYPE].find((t) => content[t]) ?? null;
      if (op.requestBody && !type) continue;
      const params = op.parameters ?? [];
      const input = fc.record({
        path: paramsOf(params.filter((p) => p.in === 'path')),
        query: paramsOf(params.filter((p) => p.in === 'query')),
        body: type ? arbitraryOf(content[type].schema ?? {}) : fc.constant(undefined),
      });
      out.push({
        method: method.toUpperCase(),
        template,
        secured: Array.isArray(op.security) && op.security.length > 0,
        input,
        request: ({ path, query, body }) => {
          const qs = new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [k, text(v)]),
          ).toString();
          const url =
            template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(text(path[name]))) +
            (qs ? `?${qs}` : '');
          const req = { method: method.toUpperCase() as Method, url };
          if (type === JSON_TYPE) return { ...req, payload: body as object };
          if (type === FORM_TYPE)
            return {
              ...req,
              payload: new URLSearchParams(
                Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [
                  k,
                  text(v),
                ]),
              ).toString(),
              headers: { 'content-type': FORM_TYPE },
            };
          return req;
        },
      });
    }
  }
  return out;
}
