import { describe, expect, it } from 'vitest';
import { as, buildArticle, buildMidi, buildProject, registerUser } from '../../test/factories';
import { appScripts, inlineScripts, SITE_INDEX as INDEX, useSiteApp } from '../../test/web-dist';
import { AFTER_PAINT_SCRIPT } from '../../plugins/scripts-after-paint';

/** Every `<meta property|name=... content=...>` of a page, by key, unescaped the way a crawler reads them. */
function metaTags(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    out[m[1]] = unescape(m[2]);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) out.title = unescape(title[1]);
  return out;
}

describe('issue 19 shared links: title, description and Open Graph tags in the served HTML', () => {
  const t = useSiteApp();

  const page = (url: string, lang?: 'en') =>
    as(t.app, null).call({ method: 'GET', url, headers: lang ? { 'x-lang': lang } : {} });

  it('gives a project page its name, description, cover and address, with the HTML still uncached', async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: '千年之约' });
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ pic_exist: 1, pic_version: 4, music_desc: '<b>古风</b>  调教\n工程' })
      .where('music_id', '=', p.music_id)
      .execute();
    const res = await page(`/project/vn${p.music_id}?from=share`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body.match(/name="description"/g)).toHaveLength(1); // the build's own one gave way
    expect(metaTags(res.body)).toEqual({
      title: '千年之约 - V家工程站',
      description: '古风 调教 工程',
      'og:site_name': 'V家工程站',
      'og:type': 'article',
      'og:title': '千年之约 - V家工程站',
      'og:description': '古风 调教 工程',
      'og:url': `https://vsqx.example/project/vn${p.music_id}`,
      'og:image': `https://vsqx.example/files/cover/${p.vsqx_uid}.jpg?v=4`,
      'twitter:card': 'summary_large_image',
    });
    // The app itself is untouched: its entry is loaded after the first paint (plugins/scripts-after-paint.ts),
    // and nothing else that runs was added (the page's data block is not run:
    // project-first-screen.routes.test.ts).
    expect(appScripts(res.body)[0]).toBe('/assets/site-1a2b.js');
    expect(inlineScripts(res.body)).toEqual([AFTER_PAINT_SCRIPT]);
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The cover, the first screen's largest picture, is asked for by the HTML at the address the page uses.
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="/files/cover/${p.vsqx_uid}.jpg?v=4" fetchpriority="high" />`,
    );
  });

  it("names the site in the visitor's language", async () => {
    const p = await buildMidi(t.app, { owner: t.owner.uid, midi_name: 'Tell Your World' });
    const tags = metaTags((await page(`/project/mn${p.midi_id}`, 'en')).body);
    expect(tags.title).toBe('Tell Your World - V-Project Hub');
    expect(tags['og:url']).toBe(`https://vsqx.example/project/mn${p.midi_id}`);
    // No cover: no picture, a small card.
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
    // No cover of its own: the page shows the default one, nothing is preloaded.
    expect((await page(`/project/mn${p.midi_id}`, 'en')).body).not.toContain('rel="preload" as="image"');
  });

  it("names it in the language the page is drawn in: the reader's stored choice before the request's", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: '千年之约' });
    const res = await as(t.app, null).call({
      method: 'GET',
      url: `/project/vn${p.music_id}`,
      headers: { 'accept-language': 'zh-CN', cookie: 'lang=en' },
    });
    expect(res.body).toContain('<html lang="en"');
    expect(metaTags(res.body)).toMatchObject({
      title: '千年之约 - V-Project Hub',
      'og:site_name': 'V-Project Hub',
    });
  });

  it('escapes a hostile title and description so they cannot leave the attribute or the title', async () => {
    // Within the 64 characters a project name may have.
    const hostile = `"><script>alert(1)</script><meta property="og:title" x='&amp;`;
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: hostile });
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ music_desc: `</title><img src=x onerror=alert(2)>"'` })
      .where('music_id', '=', p.music_id)
      .execute();
    const res = await page(`/project/vn${p.music_id}`);
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);
    const tags = metaTags(res.body);
    expect(tags.title).toBe(`${hostile} - V家工程站`);
    expect(tags['og:title']).toBe(`${hostile} - V家工程站`);
    // The description is plain text: the tag-looking part is dropped, the quotes kept (escaped in the HTML).
    expect(tags['og:description']).toBe(`"'`);
  });

  it('gives an article its title, its text as the description and its cover', async () => {
    const { article_id } = await buildArticle(t.app, { owner: t.owner.uid, article_title: '调教入门' });
    await t.app.ctx.db
      .updateTable('articles')
      .set({
        article_html: `<h2>第一步</h2><p>${'长'.repeat(300)}</p>`,
        article_cover: '/files/article/abcdef0123456789.jpg?v=2',
      })
      .where('article_id', '=', article_id)
      .execute();
    const tags = metaTags((await page(`/article/an${article_id}`)).body);
    expect(tags['og:title']).toBe('调教入门 - V家工程站');
    expect(tags['og:description']).toMatch(/^第一步 长+…$/);
    expect(tags['og:description']).toHaveLength(150);
    expect(tags['og:image']).toBe('https://vsqx.example/files/article/abcdef0123456789.jpg?v=2');
  });

  it("gives a personal space the username and avatar, and a disabled account's space only the generic page", async () => {
    const user = await registerUser(t.app);
    await t.app.ctx.db
      .updateTable('users')
      .set({ avatar_exist: 1, avatar_version: 7, p_desc: '唱见 & P主' })
      .where('id', '=', user.uid)
      .execute();
    const tags = metaTags((await page(`/space/${user.uid}`)).body);
    expect(tags).toMatchObject({
      title: `${user.username} - V家工程站`,
      'og:type': 'profile',
      'og:description': '唱见 & P主',
      'og:image': `https://vsqx.example/files/avatar/${user.uid}.jpg?v=7`,
    });
    await t.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user.uid).execute();
    const hidden = await page(`/space/${user.uid}`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe(INDEX);
  });

  it('serves the plain shell, no item tags, for a missing item or another site page', async () => {
    for (const url of [
      '/project/vn999999999',
      '/project/mn999999999',
      '/article/an999999999',
      '/space/999999999',
      '/square',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("gives the site home's HTML its data and preloads its largest picture, the newest project's cover", async () => {
    const p = await buildProject(t.app, {
      owner: t.owner.uid,
      music_name: '</script><script>alert(1)</script>',
    });
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ pic_exist: 1, pic_version: 7 })
      .where('music_id', '=', p.music_id)
      .execute();
    const api = (await as(t.app, null).get('/api/app/home')).json<{
      data: { newest: { vsqx_uid: string; pic_version: number; music_name: string }[] };
    }>().data;
    expect(api.newest[0]).toMatchObject({ vsqx_uid: p.vsqx_uid, pic_version: 7 });
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // apps/web fileUrls.cover: the same path and version query as the card.
    expect(head).toContain(
      `<link rel="preload" as="image" href="/files/cover/${p.vsqx_uid}.jpg?v=7" fetchpriority="high" />`,
    );
    // The API's answer, in a data block no title can close: the loader of the app's scripts stays the only
    // script that runs.
    const block = /<script type="application\/json" id="site-home-data">([^<]*)<\/script>/.exec(head);
    expect(JSON.parse(block![1])).toEqual(api);
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(inlineScripts(res.body)).toEqual([AFTER_PAINT_SCRIPT]);
    expect(appScripts(res.body)[0]).toBe('/assets/site-1a2b.js');
  });
});
