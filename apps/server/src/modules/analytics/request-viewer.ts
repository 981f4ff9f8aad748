import type { FastifyRequest } from 'fastify';
import type { ClientViewSource, ViewSource } from '@vsqx/domain';
import { viewSource, type Viewer } from './analytics.record';

/** The viewer of a request: the user, else the client's address (behind the proxy) and browser. */
export function viewerOf(req: FastifyRequest): Viewer {
  return {
    userId: req.user?.id ?? null,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
  };
}

/** Where this view came from: the web's checked `?from=` label, else the Referer's host when not this site, else direct. */
export function originOf(
  req: FastifyRequest,
  from: ClientViewSource | undefined,
): { source: ViewSource; host: string } {
  const referer = req.headers.referer;
  return viewSource(from, typeof referer === 'string' ? referer : undefined, req.hostname);
}
