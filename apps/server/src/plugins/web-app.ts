import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type fastifyStaticPlugin from '@fastify/static';
import { msg } from '@vsqx/domain';

/** Site paths of DESIGN §4 that the site's router renders (SPA fallback to the site's index.html). */
const SITE_PATHS = [
  /^\/$/, /^\/login$/, /^\/register$/, /^\/upload$/, /^\/project\/(vn|mn)\d+$/, /^\/article\/an\d+$/,
  /^\/space\/\d+$/, /^\/square$/, /^\/square\/sn\d+$/, /^\/v_course(\/\d+)?$/, /^\/feedback$/, /^\/search$/,
  /^\/forgot_password$/, /^\/reset_password$/, /^\/verify_email$/,
];

/**
 * Serves the built web app: the site at `/` (path routes) and the creator centre at `/creator/` (hash
 * routes). Hashed assets are cached for a year; the HTML is always revalidated so a deploy shows at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null, fastifyStatic: typeof fastifyStaticPlugin) {
  const apiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ success: false, message: msg('notFound', req.lang ?? 'zh') });
  if (!webDist) {
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const siteIndex = path.join(webDist, 'index.html');
  const creatorIndex = path.join(webDist, 'creator', 'index.html');
  if (!fs.existsSync(siteIndex)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendHtml = (file: string) => fs.readFileSync(file, 'utf8');
  app.get('/creator', (_req, reply) => reply.redirect('/creator/'));
  app.get('/creator/', (_req, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').send(sendHtml(creatorIndex)));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (req.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/files/')) {
      const known = SITE_PATHS.some((re) => re.test(url));
      return reply.status(known ? 200 : 404).type('text/html').header('Cache-Control', 'no-cache').send(sendHtml(siteIndex));
    }
    return apiNotFound(req, reply);
  });
}
