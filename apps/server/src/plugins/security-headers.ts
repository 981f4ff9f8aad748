import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CREATOR_ROUTE_SCRIPT_CSP } from './creator-first-screen';
import { AFTER_PAINT_SCRIPT_CSP } from './scripts-after-paint';

/**
 * What the pages may load (docs/decisions.md "Security headers"). Scripts only from this origin as files, and
 * two inline scripts by their hashes: the creator centre's first paint, which reads its hash route and whether a
 * session is stored (plugins/creator-first-screen.ts), and the loader that asks for the app's scripts after a
 * first paint (plugins/scripts-after-paint.ts). The built HTML has no other inline script and no bundle
 * uses `eval`, so no nonces are needed.
 * Ant Design writes its CSS-in-JS as <style> elements, hence inline styles. Images: our own files, the
 * cropper's and the previews' `blob:` URLs, `data:` icons, and the http(s) images that the article
 * allow-list keeps (lib/sanitize.ts); an image cannot run code. Audio previews play our mp3 files.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", CREATOR_ROUTE_SCRIPT_CSP, AFTER_PAINT_SCRIPT_CSP],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** helmet's options: the policy above, framing denied, no HSTS. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // The same as frame-ancestors 'none' for browsers that predate CSP level 2.
  frameguard: { action: 'deny' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // TLS ends at the reverse proxy (docs/deploy.md), which owns HSTS for its domain and subdomains.
  strictTransportSecurity: false,
};

/**
 * The headers helmet writes for these options, asked of it once: its middleware run on a stand-in response
 * records what it sets. (@fastify/helmet rebuilt the middleware, parsing the policy again, on every
 * request: 13 % of the server's CPU on the static bench route.) helmet also removes `X-Powered-By`, which
 * Fastify never sets.
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer: pages, API answers, assets and stored files (issue 18 "HTTP"), set on
 * the raw response before routing as helmet did. A route that sets its own stricter policy (the piano-roll
 * SVG) keeps it: Fastify's own headers are written over the ones on the raw response.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
