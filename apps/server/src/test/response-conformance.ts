import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** `#/components/schemas/X` references replaced by the schema itself, so one Ajv call checks a body. */
function inline(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return inline(components[ref.replace('#/components/schemas/', '')], components);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, components)]));
}

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

/**
 * Issue 20: every answer a test receives is checked against the served OpenAPI document: its status must
 * be documented for the route, its content type among the documented ones, and a JSON body must match
 * the documented schema. Violations are collected and fail the suite when the app closes, so a status,
 * shape or type the document does not describe cannot go unnoticed.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  const violations: string[] = [];
  const ajv = new Ajv({ strict: false, allErrors: false });
  const validators = new Map<string, ValidateFunction>();
  let doc: Doc | undefined;

  app.addHook('onSend', async (req, reply, payload) => {
    const template = req.routeOptions.url;
    // Only the API's operations (registered through `route`); the web app's pages are not in the contract.
    if (!template || !(req.routeOptions.config as { doc?: unknown }).doc || req.method === 'HEAD')
      return payload;
    doc ??= (app as unknown as { swagger(): Doc }).swagger();
    const path = template.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[req.method.toLowerCase()];
    if (!op) {
      violations.push(`${req.method} ${path}: not in the document`);
      return payload;
    }
    const where = `${req.method} ${path} → ${reply.statusCode}`;
    const answer = op.responses?.[String(reply.statusCode)];
    if (!answer) {
      const body =
        typeof payload === 'string' || Buffer.isBuffer(payload) ? String(payload).slice(0, 200) : '';
      violations.push(`${where}: status not documented ${body}`.trim());
      return payload;
    }
    const documented = Object.keys(answer.content ?? {});
    const type = mediaType(reply.getHeader('content-type'));
    if (
      documented.length === 0 ||
      documented.some((d) => d === 'application/octet-stream' || d === 'image/*')
    )
      return payload;
    if (!documented.includes(type)) {
      violations.push(`${where}: content type ${type || '(none)'} not among ${documented.join(', ')}`);
      return payload;
    }
    if (type !== 'application/json' || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const key = `${where} json`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(
        inline(answer.content!['application/json'].schema ?? {}, doc.components?.schemas ?? {}) as object,
      );
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(String(payload));
    } catch {
      violations.push(`${where}: the body is not JSON`);
      return payload;
    }
    if (!validate(body)) violations.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    return payload;
  });

  return {
    violations,
    /** Throws with every answer the document does not describe. */
    assertNone() {
      if (violations.length > 0)
        throw new Error(`answers not described by /api/docs:\n${[...new Set(violations)].join('\n')}`);
    },
  };
}
