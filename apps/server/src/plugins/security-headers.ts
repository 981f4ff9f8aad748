import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { CREATOR_ROUTE_SCRIPT_CSP } from './creator-first-screen';

/**
 * What the pages may load (docs/decisions.md "Security headers"). Scripts only from this origin as files, and
 * one inline script by its hash: the creator centre's first paint, which reads its hash route and whether a
 * session is stored (plugins/creator-first-screen.ts). The built HTML has no other inline script and no bundle
 * uses `eval`, so no nonces are needed.
 * Ant Design writes its CSS-in-JS as <style> elements, hence inline styles. Images: our own files, the
 * cropper's and the previews' `blob:` URLs, `data:` icons, and the http(s) images that the article
 * allow-list keeps (lib/sanitize.ts); an image cannot run code. Audio previews play our mp3 files.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", CREATOR_ROUTE_SCRIPT_CSP],
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

/**
 * Security headers on every answer: pages, API answers, assets and stored files (issue 18 "HTTP").
 * A route that sets its own stricter policy (the piano-roll SVG) keeps it: Fastify's own headers are
 * written over the ones helmet put on the raw response.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The same as frame-ancestors 'none' for browsers that predate CSP level 2.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // TLS ends at the reverse proxy (docs/deploy.md), which owns HSTS for its domain and subdomains.
    strictTransportSecurity: false,
  });
}
