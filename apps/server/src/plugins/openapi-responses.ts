import type { SwaggerTransform } from '@fastify/swagger';
import { responsesFor, type RouteDoc } from '../lib/route-doc';

/**
 * @fastify/swagger's per-route transform: adds the documented answers of each route to the document only.
 * They are not put on the route's own schema, where Fastify would compile them into its serializer and
 * drop every member a schema does not list.
 */
export const documentResponses: SwaggerTransform = ({ schema, url, route }) => {
  const config = (route.config ?? {}) as { doc?: RouteDoc; rateLimit?: unknown };
  if (!config.doc) return { schema, url };
  return { schema: { ...schema, response: responsesFor(config.doc, !!config.rateLimit) }, url };
};
