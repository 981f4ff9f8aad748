import type { FastifyInstance } from 'fastify';

export interface DocRoute {
  method: string;
  /** The path with `:param` placeholders filled in. */
  url: string;
  template: string;
  secured: boolean;
  bodyProps: string[];
  hasBody: boolean;
}

/** Every API route of the OpenAPI document, with path parameters filled by `fill`. */
export async function documentedRoutes(
  app: FastifyInstance,
  fill: (param: string) => string = () => '1',
): Promise<DocRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const out: DocRoute[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    if (!template.startsWith('/api/') || template.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        template,
        url: template.replace(/\{(\w+)\}/g, (_m, p: string) => fill(p)),
        secured: Array.isArray(op.security) && op.security.length > 0,
        bodyProps: Object.keys(schema?.properties ?? {}),
        hasBody: !!schema,
      });
    }
  }
  return out;
}
