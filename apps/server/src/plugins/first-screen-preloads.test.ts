import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as } from '../test/factories';
import { fakeWebDist } from '../test/web-dist';
import { PRELOADED_PAGES } from './first-screen-preloads';

/** A Vite manifest in miniature: two entries sharing a shell chunk, lazy pages and language packs. */
const MANIFEST = {
  'index.html': { file: 'assets/site-1.js', isEntry: true, imports: ['_shell-1.js'] },
  'creator/index.html': { file: 'assets/creator-1.js', isEntry: true, imports: ['_shell-1.js'] },
  '_shell-1.js': { file: 'assets/shell-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_shell-1.js'] },
  '_lang-pack-1.js': { file: 'assets/lang-pack-1.js' },
  '_dates-1.js': { file: 'assets/dates-1.js' },
  'src/lib/lang-zh.ts': {
    file: 'assets/lang-zh-1.js',
    imports: ['_lang-pack-1.js'],
    dynamicImports: ['_dates-1.js'],
  },
  'src/lib/lang-en.ts': { file: 'assets/lang-en-1.js', imports: ['_lang-pack-1.js'] },
  'src/features/site/pages/site-home-page.tsx': {
    file: 'assets/site-home-page-1.js',
    imports: ['_card-1.js', '_shell-1.js'],
  },
  'src/features/site/pages/project-page.tsx': { file: 'assets/project-page-1.js', imports: ['_card-1.js'] },
  'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_card-1.js'] },
};

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)" \/>/g)]
    .map((m) => m[1])
    .sort();

describe('issue 19 the HTML preloads the first screen’s lazy code', () => {
  it('preloads every page the web build gives first-screen chunks (apps/web/vite/first-screens.json)', () => {
    const file = path.resolve(__dirname, '../../../web/vite/first-screens.json');
    const pages = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    expect(pages.length).toBeGreaterThan(0);
    expect(PRELOADED_PAGES).toEqual(expect.arrayContaining(pages));
  });

  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fakeWebDist();
    for (const html of ['index.html', 'creator/index.html'])
      fs.writeFileSync(path.join(web, html), '<html><head><title>x</title></head><body></body></html>');
    fs.mkdirSync(path.join(web, '.vite'));
    fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await buildTestApp({ webDist: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('names the page, its chunks and the language pack the entry does not load, in the head', async () => {
    const home = await as(t.app, null).get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preloaded(home.body)).toEqual([
      'card-1.js',
      // The pack's dynamic imports (dayjs and its locale): the first render awaits them too.
      'dates-1.js',
      'lang-pack-1.js',
      'lang-zh-1.js',
      'site-home-page-1.js',
    ]);
    expect(home.body).toMatch(/modulepreload[^]*<\/head>/);
    const project = await as(t.app, null).get('/project/vn12');
    expect(preloaded(project.body)).toEqual([
      'card-1.js',
      // The pack's dynamic imports (dayjs and its locale): the first render awaits them too.
      'dates-1.js',
      'lang-pack-1.js',
      'lang-zh-1.js',
      'project-page-1.js',
    ]);
  });

  it('preloads the language pack of the language the app stored, else the request’s', async () => {
    const en = await as(t.app, null).call({ method: 'GET', url: '/', headers: { 'x-lang': 'en' } });
    expect(preloaded(en.body)).toContain('lang-en-1.js');
    expect(preloaded(en.body)).not.toContain('lang-zh-1.js');
    // The language the app stored (its cookie) wins over the browser's.
    const stored = await as(t.app, null).call({
      method: 'GET',
      url: '/creator/',
      headers: { 'accept-language': 'en-US', cookie: 'token=x; lang=zh' },
    });
    expect(preloaded(stored.body)).toContain('lang-zh-1.js');
    expect(preloaded(stored.body)).not.toContain('lang-en-1.js');
  });

  it('preloads the creator home on the creator centre, and nothing on pages it does not list', async () => {
    const creator = await as(t.app, null).get('/creator/');
    expect(preloaded(creator.body)).toEqual([
      'card-1.js',
      'dates-1.js',
      'home-page-1.js',
      'lang-pack-1.js',
      'lang-zh-1.js',
    ]);
    const login = await as(t.app, null).get('/login');
    expect(login.statusCode).toBe(200);
    expect(preloaded(login.body)).toEqual([]);
  });

  it('sends the HTML it built compressed when the client accepts it', async () => {
    const br = await as(t.app, null).call({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(preloaded(zlib.brotliDecompressSync(br.rawPayload).toString())).toContain('site-home-page-1.js');
    const gz = await as(t.app, null).call({
      method: 'GET',
      url: '/creator/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(preloaded(zlib.gunzipSync(gz.rawPayload).toString())).toContain('home-page-1.js');
  });
});
