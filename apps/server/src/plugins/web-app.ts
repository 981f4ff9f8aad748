import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type fastifyStaticPlugin from '@fastify/static';
import { msg, type Lang } from '@vsqx/domain';
import { shareMetaFor, withShareTags } from '../modules/detail/share-meta';
import { projectFirstScreen } from '../modules/detail/project-first-screen';
import { firstScreenPreloads, withEarlyTags, withPreloads } from './first-screen-preloads';
import { siteHomeFirstScreen } from './site-home-first-screen';
import { withFirstPaint } from './first-paint-frame';
import { creatorFirstPaint, withCreatorHead } from './creator-first-screen';

/** Site paths of DESIGN §4 that the site's router renders (SPA fallback to the site's index.html). */
const SITE_PATHS = [
  /^\/$/,
  /^\/login$/,
  /^\/register$/,
  /^\/upload$/,
  /^\/project\/(vn|mn)\d+$/,
  /^\/article\/an\d+$/,
  /^\/space\/\d+$/,
  /^\/square$/,
  /^\/square\/sn\d+$/,
  /^\/v_course(\/\d+)?$/,
  /^\/feedback$/,
  /^\/search$/,
  /^\/forgot_password$/,
  /^\/reset_password$/,
  /^\/verify_email$/,
  /^\/licence\/[A-Za-z0-9_-]{1,64}$/,
];

/** Built per request: brotli's default (quality 11) costs milliseconds even on a few kilobytes. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Formats the web build writes `.br` / `.gz` copies of (apps/web/vite/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * A path naming a file (an extension in its last segment) or anything under an assets folder. Such a path
 * that matched no file is a missing file: it answers a plain 404, never the HTML shell, or a stale tab that
 * asks for a chunk removed by a deploy would get HTML as JavaScript and show a blank page instead of the
 * "new version" prompt (issue 18).
 */
type Encoding = 'br' | 'gzip' | 'identity';

const FILE_PATH = /(^|\/)assets\/|\.[A-Za-z0-9]+$/;

/**
 * Serves the built web app: the site at `/` (path routes) and the creator centre at `/creator/` (hash
 * routes). Hashed assets are cached for a year; the HTML is always revalidated so a deploy shows at once.
 * Text files go out as the build's precompressed brotli or gzip copy when the client accepts one.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  fastifyStatic: typeof fastifyStaticPlugin,
) {
  const apiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ success: false, message: msg('notFound', req.lang ?? 'zh') });
  if (!webDist) {
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const siteIndex = path.join(webDist, 'index.html');
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
    preCompressed: true,
    // The `.br` / `.gz` copies are only sent in place of their original, never under their own names.
    allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
    setHeaders(res, file) {
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A shared cache must keep the brotli, gzip and plain answers apart.
      if (COMPRESSIBLE.test(file.replace(/\.(br|gz)$/, ''))) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const preloads = firstScreenPreloads(webDist);
  /*
   * The two pages, read once like the build's manifest above: a deploy starts new instances (docs/deploy.md), so
   * a page and its preloads stay of one build. A stale tab's asset of a removed build still answers 404 (the
   * file check below), and the app then offers to reload (issue 18).
   */
  const siteHtml = fs.readFileSync(siteIndex, 'utf8');
  const creatorIndex = path.join(webDist, 'creator', 'index.html');
  const creatorHtml = fs.existsSync(creatorIndex) ? fs.readFileSync(creatorIndex, 'utf8') : null;
  /** The app's language as it last stored it (apps/web lib/i18n.ts), else the request's. */
  const appLang = (req: FastifyRequest): Lang => {
    const stored = /(?:^|;\s*)lang=(zh|en)\b/.exec(req.headers.cookie ?? '')?.[1];
    return stored === 'en' || stored === 'zh' ? stored : (req.lang ?? 'zh');
  };
  /** The encoding an HTML answer goes out in: brotli or gzip when the client accepts one. */
  const encodingOf = (req: FastifyRequest): Encoding => {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  };
  const encode = (html: string, encoding: Encoding) =>
    encoding === 'br'
      ? zlib.brotliCompressSync(html, BROTLI_FAST)
      : encoding === 'gzip'
        ? zlib.gzipSync(html)
        : html;
  /** An HTML answer built here: revalidated on every visit and compressed like the build's own copies. */
  const sendHtml = (req: FastifyRequest, reply: FastifyReply, html: string) => {
    const encoding = encodingOf(req);
    return sendEncoded(reply, encoding, encode(html, encoding));
  };
  const sendEncoded = (reply: FastifyReply, encoding: Encoding, body: string | Buffer) => {
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };
  app.get('/creator', (_req, reply) => reply.redirect('/creator/'));
  // A build without the creator centre answers /creator/ with the site's 404 page (it threw a 500 before).
  if (creatorHtml !== null) {
    // Its frame and the home's slide, drawn before the scripts when the browser's session and hash ask for
    // them (creator-first-screen.ts, its script first in the head); the build's stylesheet then waits for
    // the app, as on the site's pages. The page depends on the language only: built and compressed once per
    // language and encoding, not per visit.
    const creatorPages = new Map<string, string | Buffer>();
    const creatorPage = (lang: Lang, encoding: Encoding) => {
      const key = `${lang} ${encoding}`;
      let page = creatorPages.get(key);
      if (page === undefined) {
        const html = withCreatorHead(withPreloads(creatorHtml, preloads.creator(lang)));
        page = encode(withFirstPaint(html, creatorFirstPaint(lang), lang), encoding);
        creatorPages.set(key, page);
      }
      return page;
    };
    app.get('/creator/', (req, reply) => {
      const encoding = encodingOf(req);
      return sendEncoded(reply, encoding, creatorPage(appLang(req), encoding));
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (req.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/files/')) {
      if (FILE_PATH.test(url))
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send('Not Found');
      if (SITE_PATHS.some((re) => re.test(url))) {
        // The page is in the language the app will draw it in (its stored choice, else the request's).
        const lang = appLang(req);
        const none = { head: '', paint: '', meta: null };
        // The home's data, largest picture and first screen travel with its HTML (site-home-first-screen.ts).
        const home =
          url === '/'
            ? await siteHomeFirstScreen(app.ctx, lang).catch((err: unknown) => {
                req.log.warn({ err }, 'home data left out of its HTML');
                return none;
              })
            : none;
        // So do a project page's answer, first screen and share tags, from one read of the project
        // (modules/detail/project-first-screen.ts); its cover preload is a share tag.
        const project = await projectFirstScreen(app.ctx, url, lang).catch((err: unknown) => {
          req.log.warn({ err }, 'project data left out of its HTML');
          return none;
        });
        // An article or a space carries its own title and Open Graph tags for link previews too (issue 19).
        const meta =
          project.meta ??
          (await shareMetaFor(app.ctx.db, url, lang).catch((err: unknown) => {
            req.log.warn({ err }, 'share tags left out');
            return null;
          }));
        const tags = [project.head, preloads.site(url, lang)].filter(Boolean).join('\n    ');
        const paint = home.paint || project.paint;
        if (!meta && !tags && !home.head && !paint) return reply.sendFile('index.html');
        // The home's cover preload (and its data) goes first; a project's cover preload is a share tag, at the title.
        const shell = withEarlyTags(withPreloads(siteHtml, tags), home.head);
        const html = withFirstPaint(shell, paint, lang);
        return sendHtml(
          req,
          reply,
          meta ? withShareTags(html, meta, { publicUrl: app.ctx.config.publicUrl, path: url, lang }) : html,
        );
      }
      // Not sendFile: a conditional request would turn its 304 into an empty 404.
      return reply.status(404).type('text/html').header('Cache-Control', 'no-cache').send(siteHtml);
    }
    return apiNotFound(req, reply);
  });
}
