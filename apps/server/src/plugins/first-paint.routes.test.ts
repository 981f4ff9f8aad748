import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { as, buildMidi, buildProject } from '../test/factories';
import { inlineScripts, rootOf, SITE_INDEX as INDEX, useSiteApp } from '../test/web-dist';
import { FIRST_PAINT_TEXTS } from './first-paint-frame';
import { AFTER_PAINT_SCRIPT } from './scripts-after-paint';
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('issue 19: the first screen painted from the HTML, before the app runs', () => {
  const t = useSiteApp();

  const page = (url: string, headers: Record<string, string> = {}) =>
    as(t.app, null).call({ method: 'GET', url, headers });
  const setDesc = (musicId: number, music_desc: string) =>
    t.app.ctx.db.updateTable('vsqx_projects').set({ music_desc }).where('music_id', '=', musicId).execute();

  it("draws a project's title, author, cover and introduction, the cover sized and asked for first", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: '千年之约', click_num: 1234 });
    await setDesc(p.music_id, '第一行\n第二行');
    const res = await page(`/project/vn${p.music_id}`, { 'accept-language': 'zh-CN' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root.match(/<h1>/g)).toHaveLength(1);
    expect(root).toContain('<h1>千年之约</h1>');
    expect(root).toContain(`href="/space/${t.owner.uid}"`);
    expect(root).toContain(`<span>${t.owner.username}</span>`);
    expect(root).toMatch(
      new RegExp(
        `<img src="/files/cover/${p.vsqx_uid}\\.jpg(\\?v=\\d+)?" alt="" width="240" height="150" fetchpriority="high">`,
      ),
    );
    // Line breaks are kept by CSS (pre-wrap), as the app's text card keeps them.
    expect(root).toContain('<p class="fp-desc">第一行\n第二行</p>');
    expect(root).toContain('<dd>1,234</dd>');
    expect(root).toContain('工程介绍');
    expect(htmlLang(res.body)).toBe('zh-CN');
    // Markup and a stylesheet only: the one script that runs is the loader of the app's scripts.
    expect(inlineScripts(res.body)).toEqual([AFTER_PAINT_SCRIPT]);
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it("draws a MIDI project's page the same way, tagged MIDI", async () => {
    const m = await buildMidi(t.app, { owner: t.owner.uid, midi_name: 'Tell Your World' });
    const root = rootOf((await page(`/project/mn${m.midi_id}`)).body);
    expect(root).toContain('<h1>Tell Your World</h1>');
    expect(root).toContain('<span class="fp-tag">MIDI</span>');
    expect(root).toContain(`/files/cover/${m.midi_uid}.jpg`);
  });

  it('escapes every user text: a title, a name or an introduction cannot add markup', async () => {
    // Within the title's 64 characters (PostgreSQL's column).
    const name = `</h1><script>x</script><img src=x onerror="a('2')">&amp;`;
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: name });
    await setDesc(p.music_id, '<b>bold</b> "quoted" \'single\'');
    const res = await page(`/project/vn${p.music_id}`);
    const root = rootOf(res.body);
    expect(root).toContain(
      '<h1>&lt;/h1&gt;&lt;script&gt;x&lt;/script&gt;&lt;img src=x onerror=&quot;a(&#39;2&#39;)&quot;&gt;&amp;amp;</h1>',
    );
    expect(root).toContain('&lt;b&gt;bold&lt;/b&gt; &quot;quoted&quot; &#39;single&#39;');
    expect(root).not.toContain('<img src=x');
    expect(root).not.toContain('<b>');
    expect(inlineScripts(res.body)).toEqual([AFTER_PAINT_SCRIPT]);
    // The home draws the same title in its newest card, escaped in the text and in the attributes.
    const home = rootOf((await page('/')).body);
    expect(home).not.toContain('<img src=x');
    expect(home).toContain(`alt="&lt;/h1&gt;&lt;script&gt;x&lt;/script&gt;&lt;img src=x onerror=&quot;`);
  });

  it('draws nothing of a private item, whoever asks, and no private project among the home cards', async () => {
    const p = await buildProject(t.app, {
      owner: t.owner.uid,
      music_name: '私密工程',
      visibility: 'private',
    });
    const m = await buildMidi(t.app, { owner: t.owner.uid, midi_name: '私密MIDI', visibility: 'private' });
    for (const [url, user] of [
      [`/project/vn${p.music_id}`, null],
      [`/project/vn${p.music_id}`, t.owner],
      [`/project/mn${m.midi_id}`, t.owner],
    ] as const) {
      const res = await as(t.app, user).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const home = (await as(t.app, t.owner).get('/')).body;
    expect(rootOf(home)).toContain('data-first-paint');
    expect(home).not.toContain('私密工程');
  });

  it("draws the home's title, search form and newest cards, the first cover asked for first", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: '最新的一首' });
    const res = await page('/', { 'accept-language': 'zh-CN,zh;q=0.9' });
    const root = rootOf(res.body);
    expect(root.match(/<h1>/g)).toHaveLength(1);
    expect(root).toContain('<h1>V家工程站</h1>');
    expect(root).toContain('<form class="fp-search" role="search" action="/search" method="get">');
    expect(root).toContain('最新工程');
    const cards = root.match(/<li><div class="fp-item">/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    // The first card is the newest project, its cover at the address the app's card asks for.
    const first = /<li><div class="fp-item"><a href="([^"]+)"><img src="([^"]+)" alt="([^"]*)"[^>]*>/.exec(
      root,
    )!;
    expect(first.slice(1)).toEqual([
      `/project/vn${p.music_id}`,
      `/files/cover/${p.vsqx_uid}.jpg`,
      '最新的一首',
    ]);
    expect(first[0]).toContain('fetchpriority="high"');
    expect(root.match(/fetchpriority="high"/g)).toHaveLength(1);
    // Its preload is the first request after the HTML, before the deferred stylesheet; the app's scripts
    // are asked for after the paint.
    const preload = res.body.indexOf(`<link rel="preload" as="image" href="/files/cover/${p.vsqx_uid}.jpg"`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(res.body.indexOf('data-deferred-style'));
    expect(res.body).not.toContain('<script type="module"');
  });

  it("is in the app's language: the stored choice first, else the browser's", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: 'Lang test' });
    const en = (await page(`/project/vn${p.music_id}`, { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(htmlLang(en)).toBe('en');
    expect(rootOf(en)).toContain('Uploaded ');
    expect(rootOf(en)).toContain('<dt>Clicks</dt>');
    expect(rootOf(en)).toContain('>Log in</a>');
    const home = (await page('/', { 'accept-language': 'en-US' })).body;
    expect(htmlLang(home)).toBe('en');
    expect(rootOf(home)).toContain('<h1>V-Project Hub</h1>');
    expect(rootOf(home)).toContain('Newest projects');
    // The app's stored language (its `lang` cookie) wins over the browser's.
    const stored = (await page('/', { 'accept-language': 'en-US', cookie: 'lang=zh' })).body;
    expect(htmlLang(stored)).toBe('zh-CN');
    expect(rootOf(stored)).toContain('<h1>V家工程站</h1>');
    expect(rootOf(stored)).toContain('最新工程');
  });

  it('leaves the root empty on pages it does not draw', async () => {
    for (const url of ['/square', '/project/vn999999999', '/login'])
      expect(rootOf((await page(url)).body), url).toBe('');
  });

  it("does not let the app's stylesheet hold a drawn page's paint; other pages keep it blocking", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid });
    const sheet = '/assets/route-loading-1a2b.css';
    for (const url of ['/', `/project/vn${p.music_id}`]) {
      const body = (await page(url)).body;
      // Preloaded at once, applied by the app before its first render (apps/web app/deferred-styles.ts).
      expect(body, url).toContain(
        `<link rel="preload" as="style" crossorigin href="${sheet}" data-deferred-style>`,
      );
      expect(body, url).not.toContain('rel="stylesheet"');
      // The markup's own CSS copies the app's zero body margin, so applying the sheet moves nothing.
      expect(rootOf(body), url).toContain('html,body{margin:0}');
    }
    for (const url of ['/square', '/login'])
      expect((await page(url)).body, url).toContain(`<link rel="stylesheet" crossorigin href="${sheet}">`);
  });

  it("uses the web app's own texts in both languages", () => {
    const locales = path.resolve(__dirname, '../../../web/src/locales');
    for (const [lang, dir] of [
      ['zh', 'zh-CN'],
      ['en', 'en'],
    ] as const) {
      const read = (ns: string) =>
        JSON.parse(fs.readFileSync(path.join(locales, dir, `${ns}.json`), 'utf8')) as Record<string, unknown>;
      const ns = { site: read('site'), common: read('common') };
      for (const [key, text] of Object.entries(FIRST_PAINT_TEXTS[lang])) {
        const [space, dotted] = key.includes(':') ? (key.split(':') as ['common', string]) : ['site', key];
        const value = dotted
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ns[space as 'site' | 'common']);
        expect(text, `${lang} ${key}`).toBe(value);
      }
    }
  });
});
