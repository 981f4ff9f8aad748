import crypto from 'node:crypto';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@vsqx/domain';
import { as } from '../test/factories';
import { inlineScripts, rootOf, useSiteApp } from '../test/web-dist';
import { AFTER_PAINT_SCRIPT } from './scripts-after-paint';

/**
 * Runs the page's first-paint script as the browser would at the top of the head, with the address's hash
 * and what localStorage holds, and answers the attributes it set on `<html>` (which the markup's CSS reads).
 */
function runInBrowser(script: string, hash: string, stored: Record<string, string> | 'blocked') {
  const attrs: Record<string, string> = {};
  const localStorage = {
    getItem: (k: string) => {
      if (stored === 'blocked') throw new Error('SecurityError: storage is disabled');
      return stored[k] ?? null;
    },
  };
  const document = {
    documentElement: { setAttribute: (n: string, v: string) => void (attrs[n] = v) },
  };
  vm.runInNewContext(script, { localStorage, location: { hash }, document });
  return attrs;
}

describe('issue 19: the creator centre painted from its HTML, before the app runs', () => {
  const t = useSiteApp();
  const page = (headers: Record<string, string> = {}) =>
    as(t.app, null).call({ method: 'GET', url: '/creator/', headers });

  it('draws the frame (top bar, upload, every sidebar entry in order) and the home part, shown by the mark', async () => {
    const res = await page({ 'accept-language': 'zh-CN' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-paint');
    expect(root).toContain('<a href="/">主站</a>');
    expect(root).toContain('<a href="/creator/#/home">创作中心</a>');
    expect(root).toContain('href="/upload"');
    const entries = [...root.matchAll(/<li data-k="([^"]+)"[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(entries.map((m) => [m[1], m[3]])).toEqual(SIDEBAR.map((e) => [e.key, e.label.zh]));
    expect(root).toContain('<a href="#/content?page=1">工程管理</a>');
    // The managers' entry is drawn hidden, shown only when the browser's session says manager.
    expect(root).toContain('<li data-k="v_course" class="fpc-adm">');
    expect(root).toContain('html[data-fp-admin] .fpc-side li.fpc-adm{display:block}');
    // The entry the route highlights is selected by the mark on <html>.
    expect(root).toContain('html[data-fp=content] .fpc-side [data-k=content] a');
    // The home's heading and slide show on the home only (the slide as the box's background).
    expect(root).toContain('.fpc-home{display:none}html[data-fp=home] .fpc-home{display:block}');
    const home = /<div class="fpc-home">([\s\S]*?)<\/main>/.exec(root)![1]!;
    expect(home).toContain('<div class="fpc-car" role="img" aria-label="slide 1"></div>');
    expect(root).toContain('background:url(/carousel/slide-1.jpg) left center/cover no-repeat');
    expect(root).not.toContain('<img src="/carousel');
    expect(root.match(/<h1[ >]/g)).toHaveLength(1);
    expect(home).toContain('<h1 class="fpc-hide">首页</h1>');
    // Nothing about the visitor: no user menu, no personal space, no name.
    expect(root).not.toContain('/space/');
    expect(root).not.toContain(t.owner.username);
    // The frame is hidden until the script has marked the page.
    expect(root).toMatch(/\.fpc\{display:none;[^}]*\}html\[data-fp\] \.fpc\{display:block\}/);
    // Its paint does not wait for the app's stylesheet, which the app applies before its first render.
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/route-loading-1a2b.css" data-deferred-style>',
    );
    expect(res.body).not.toContain('rel="stylesheet"');
  });

  it("is in the app's language, the stored choice first", async () => {
    const en = await page({ 'accept-language': 'en-GB' });
    expect(en.body).toContain('<html lang="en"');
    expect(rootOf(en.body)).toContain('<a href="/">main site</a>');
    expect(rootOf(en.body)).toContain('>Project management</a>');
    expect(rootOf(en.body)).toContain('<h1 class="fpc-hide">Home</h1>');
    const stored = await page({ 'accept-language': 'en-GB', cookie: 'lang=zh' });
    expect(stored.body).toContain('<html lang="zh-CN"');
    expect(rootOf(stored.body)).toContain('>工程管理</a>');
  });

  it('is built once per language and encoding: each visit gets its own language, compressed as it asked', async () => {
    const plain = { zh: (await page()).body, en: (await page({ 'accept-language': 'en' })).body };
    expect(plain.zh).toContain('<html lang="zh-CN"');
    expect(plain.en).toContain('<html lang="en"');
    for (const round of [1, 2])
      for (const lang of ['en', 'zh'] as const)
        for (const encoding of ['br', 'gzip', 'identity'] as const) {
          const res = await page({ 'accept-encoding': encoding, 'accept-language': lang });
          const raw = res.rawPayload;
          const html =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw).toString()
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw).toString()
                : raw.toString();
          expect(res.headers['content-encoding'], `${lang} ${encoding} visit ${round}`).toBe(
            encoding === 'identity' ? undefined : encoding,
          );
          expect(res.headers['vary']).toBe('Accept-Encoding');
          expect(html, `${lang} ${encoding} visit ${round}`).toBe(plain[lang]);
        }
  });

  it('has two inline scripts, both allowed by the CSP by their hashes, and no other way to run code', async () => {
    const res = await page();
    const scripts = inlineScripts(res.body);
    // The route's mark and, after the markup, the loader of the app's scripts (scripts-after-paint.ts).
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe(AFTER_PAINT_SCRIPT);
    expect(res.body).not.toContain('<script type="module"');
    // First in the head after the charset: before the stylesheet.
    expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('data-deferred-style'));
    expect(res.body.indexOf('<script>')).toBeGreaterThan(res.body.indexOf('<meta charset'));
    // The slide's preload right after it: the page's first request.
    const preload = res.body.indexOf(
      '<link rel="preload" as="image" href="/carousel/slide-1.jpg" fetchpriority="high">',
    );
    expect(preload).toBeGreaterThan(res.body.indexOf('<script>'));
    expect(preload).toBeLessThan(res.body.indexOf('data-deferred-style'));
    const hash = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc.split(' ')).toEqual(["'self'", ...scripts.map(hash)]);
    expect(res.body).not.toMatch(/ on[a-z]+=/);
  });

  it('marks the route as the app will route it: the frame with a session, the home part on the home only', async () => {
    const script = inlineScripts((await page()).body)[0]!;
    const creator = { token: 'abc', uid: '7', isAdmin: 'false' };
    const manager = { ...creator, isAdmin: 'true' };
    const home = { 'data-fp': 'home' };
    const cases: [string, Record<string, string> | 'blocked', Record<string, string>][] = [
      ['#/home', creator, home],
      ['', creator, home],
      ['#/', creator, home],
      // The app sends an unknown path to the home, and a managers' page too for anyone else.
      ['#/no/such', creator, home],
      ['#/constructor', creator, home],
      ['#/v_course', creator, home],
      ['#/content?page=2', creator, { 'data-fp': 'content' }],
      ['#/at', creator, { 'data-fp': 'comment' }],
      ['#/v_course', manager, { 'data-fp': 'v_course', 'data-fp-admin': '' }],
      ['#/home', manager, { 'data-fp': 'home', 'data-fp-admin': '' }],
      // Without a session the app sends the visitor to log in: nothing is drawn.
      ['#/home', {}, {}],
      ['#/home', { token: 'abc' }, {}],
      ['#/no_login', creator, {}],
      ['#/home', 'blocked', {}],
    ];
    for (const [hash, stored, expected] of cases)
      expect(runInBrowser(script, hash, stored), `${hash} ${JSON.stringify(stored)}`).toEqual(expected);
  });
});
