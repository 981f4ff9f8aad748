import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './factories';
import { APP_SCRIPTS_ID } from '../plugins/scripts-after-paint';

/**
 * A built web app in miniature, for tests of how the server serves it: the site and creator shells, one
 * hashed asset, and the compressed copies apps/web/vite/precompress.ts writes beside the originals.
 */
export function fakeWebDist(): string {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-web-'));
  fs.mkdirSync(path.join(web, 'creator'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<html>site</html>');
  fs.writeFileSync(path.join(web, 'creator', 'index.html'), '<html>creator</html>');
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(web, 'index.html.gz'), zlib.gzipSync('<html>site</html>'));
  return web;
}

/**
 * The head of the real build's index.html (apps/web/index.html), with the tags the server replaces; its
 * description spans three lines, as Prettier writes it there.
 */
export const SITE_INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>V家工程站</title>
<meta
      name="description"
      content="generic"
    /><script type="module" crossorigin src="/assets/site-1a2b.js"></script>
<link rel="stylesheet" crossorigin href="/assets/route-loading-1a2b.css"></head>
<body><div id="root"></div></body></html>`;

/** The creator centre's page (apps/web/creator/index.html) as built, with the tags the server replaces. */
export const CREATOR_INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>创作中心 - V家工程站</title>
<script type="module" crossorigin src="/assets/creator-1a2b.js"></script>
<link rel="stylesheet" crossorigin href="/assets/route-loading-1a2b.css"></head>
<body><div id="root"></div></body></html>`;

/**
 * What a served page holds in `#root` before the app runs ('' when nothing). After it may come the data block
 * and loader of the app's scripts (plugins/scripts-after-paint.ts).
 */
export const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script[\s\S]*?)?<\/body>/.exec(html)?.[1] ?? '';

/** The inline scripts of a page (not the app's module script, not data blocks). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** The app's scripts a page loads after its first paint, the entry first ([] when it loads them itself). */
export const appScripts = (html: string): string[] =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(html)?.[1] ??
      '[]',
  ) as string[];

/** A fake build whose pages are SITE_INDEX and CREATOR_INDEX, uncompressed: pages the server fills in per request. */
export function fakeSiteDist(): string {
  const web = fakeWebDist();
  fs.writeFileSync(path.join(web, 'index.html'), SITE_INDEX);
  fs.writeFileSync(path.join(web, 'creator', 'index.html'), CREATOR_INDEX);
  fs.rmSync(path.join(web, 'index.html.gz'), { force: true });
  return web;
}

/**
 * The app of a test file about the pages the server fills in (first paint, a page's data, share tags): a real
 * app serving fakeSiteDist() at a public address (`useTestApp`), and a registered user to own what the tests
 * build; its build is removed after the tests. `app` and `owner` exist from the first hook on.
 */
export function useSiteApp(): { readonly app: FastifyInstance; readonly owner: TestUser } {
  let web = '';
  const t = useTestApp(() => ({ webDist: (web = fakeSiteDist()), publicUrl: 'https://vsqx.example' }));
  let owner: TestUser | undefined;
  beforeAll(async () => {
    owner = await registerUser(t.app);
  });
  afterAll(() => {
    if (web) fs.rmSync(web, { recursive: true, force: true });
  });
  return {
    get app() {
      return t.app;
    },
    get owner() {
      if (!owner) throw new Error('useSiteApp: the owner exists from the first beforeAll/test on');
      return owner;
    },
  };
}
