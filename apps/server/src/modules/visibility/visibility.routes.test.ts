import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, buildArticle, buildMidi, buildProject, registerUser, type TestUser } from '../../test/factories';
import { fakeSiteDist } from '../../test/web-dist';

/**
 * DESIGN §8 visibility on every public surface, for the owner, another user and nobody: public everywhere,
 * unlisted by its link only, private the owner only (404 to the rest, downloads and files included).
 */
describe('visibility: public, unlisted, private', () => {
  let t: TestApp;
  let web: string;
  let owner: TestUser;
  let other: TestUser;
  const items: Record<
    'public' | 'unlisted' | 'private',
    { v: number; vUid: string; m: number; mUid: string; a: number }
  > = {} as never;

  beforeAll(async () => {
    web = fakeSiteDist();
    t = await buildTestApp({ webDist: web, publicUrl: 'https://vsqx.example' });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    for (const vis of ['public', 'unlisted', 'private'] as const) {
      const v = await buildProject(t.app, { owner: owner.uid, music_name: `vis-${vis}-song` });
      const m = await buildMidi(t.app, { owner: owner.uid, midi_name: `vis-${vis}-midi` });
      const a = await buildArticle(t.app, { owner: owner.uid, article_title: `vis-${vis}-article` });
      const db = t.app.ctx.db;
      await db
        .updateTable('vsqx_projects')
        .set({ visibility: vis, pic_exist: 1 })
        .where('music_id', '=', v.music_id)
        .execute();
      await db
        .updateTable('midi_projects')
        .set({ visibility: vis })
        .where('midi_id', '=', m.midi_id)
        .execute();
      await db
        .updateTable('articles')
        .set({ visibility: vis })
        .where('article_id', '=', a.article_id)
        .execute();
      for (const [key, body] of [
        [fileKeys.projectFile(v.vsqx_uid, 'vsqx'), '<vsqx/>'],
        [fileKeys.midi(m.midi_uid), 'MThd'],
        [fileKeys.cover(v.vsqx_uid), 'jpg'],
        [fileKeys.mp3(v.vsqx_uid), 'mp3'],
      ]) {
        const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from(body));
        await t.app.ctx.files.commit(stagedKey, key);
      }
      items[vis] = { v: v.music_id, vUid: v.vsqx_uid, m: m.midi_id, mUid: m.midi_uid, a: a.article_id };
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  /** Every by-link surface of one item. */
  const byLink = (i: (typeof items)['public']) => [
    `/api/app/project/${i.v}`,
    `/api/app/midi/${i.m}`,
    `/api/app/article/${i.a}`,
    `/api/app/download/${i.v}`,
    `/api/app/download/${i.v}?version=1`,
    `/api/app/download_midi/${i.m}`,
    `/api/app/project/${i.v}/versions`,
    `/files/cover/${i.vUid}.jpg`,
    `/files/mp3/${i.vUid}.mp3`,
    `/api/app/comments?scene=1&project_id=${i.v}`,
    `/api/app/comments?scene=4&project_id=${i.m}`,
    `/api/app/comments?scene=2&project_id=${i.a}`,
  ];

  it('a private item is 404 to another user and to nobody on every by-link surface, and answers its owner', async () => {
    for (const url of byLink(items.private)) {
      for (const user of [null, other])
        expect([url, user?.uid ?? 0, (await as(t.app, user).get(url)).statusCode]).toEqual([
          url,
          user?.uid ?? 0,
          404,
        ]);
      // ?version=1 names a version the direct rows do not have: the owner gets past visibility to that answer.
      // Files are fetched by image and audio tags, which carry no token: the session cookie is tested below.
      if (!url.includes('version=') && !url.startsWith('/files/'))
        expect([url, (await as(t.app, owner).get(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it("a private item's cover and preview answer its owner's session cookie (as an <img> sends it), no one else's", async () => {
    const file = (url: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: token ? { cookie: `theme=dark; vsqx_files=${encodeURIComponent(token)}` } : {},
      });
    for (const url of [`/files/cover/${items.private.vUid}.jpg`, `/files/mp3/${items.private.vUid}.mp3`]) {
      const mine = await file(url, owner.token);
      expect([url, mine.statusCode, mine.headers['cache-control']]).toEqual([url, 200, 'private, no-cache']);
      for (const token of [other.token, 'not-a-token', undefined])
        expect([url, token, (await file(url, token)).statusCode]).toEqual([url, token, 404]);
      // The bearer header is the API's, not the files': a file is for tags, which cannot send it.
      expect((await as(t.app, owner).get(url)).statusCode).toBe(404);
    }
    // A public file is shared as before, whoever asks.
    expect((await file(`/files/cover/${items.public.vUid}.jpg`, other.token)).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('an unlisted item is reachable by its link by anyone, a public one too', async () => {
    for (const vis of ['unlisted', 'public'] as const)
      for (const url of byLink(items[vis]).filter((u) => !u.includes('version=')))
        for (const user of [null, other])
          expect([url, (await as(t.app, user).get(url)).statusCode]).toEqual([url, 200]);
  });

  it('nobody but the owner may like or comment on a private item', async () => {
    const i = items.private;
    expect((await as(t.app, other).post(`/api/app/zan/${i.v}?type=v`)).statusCode).toBe(404);
    expect(
      (await as(t.app, other).post('/api/app/comment', { scene: 1, project_id: i.v, text: 'hi' })).statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, owner).post('/api/app/comment', { scene: 1, project_id: i.v, text: 'mine' }))
        .statusCode,
    ).toBe(200);
  });

  it('only public items appear in the home lists, search, the space and its counts', async () => {
    for (const user of [null, other, owner]) {
      const home = JSON.stringify((await as(t.app, user).get('/api/app/home')).json().data);
      expect(home).toContain('vis-public-song');
      expect(home).toContain('vis-public-article');
      expect(home).not.toMatch(/vis-(unlisted|private)/);
      for (const kind of ['vsqx', 'midi', 'article']) {
        const s = (await as(t.app, user).get(`/api/app/search?q=vis-&kind=${kind}`)).json();
        expect(s.total).toBe(1);
        expect(JSON.stringify(s.data)).toContain('vis-public');
      }
      const space = (await as(t.app, user).get(`/api/app/space/${owner.uid}`)).json().data;
      expect(space).toMatchObject({ project_num: 1, midi_num: 1, article_num: 1 });
      for (const list of ['projects', 'midi', 'articles']) {
        const page = (await as(t.app, user).get(`/api/app/space/${owner.uid}/${list}`)).json();
        expect([list, page.total, page.data.length]).toEqual([list, 1, 1]);
      }
    }
  });

  it("the owner's own lists and statistics still count every item", async () => {
    const mine = (await as(t.app, owner).get('/api/user/select_all_project_list?page=1&page_size=20')).json();
    expect(mine.total).toBe(6);
    // Each row of every owner's list says who sees it (the status badges), and the lists filter by it.
    const states = (rows: { visibility: string; publish_at: number | null }[]) =>
      rows.map((r) => `${r.visibility}:${r.publish_at}`).sort();
    expect(states(mine.data)).toEqual([
      'private:null',
      'private:null',
      'public:null',
      'public:null',
      'unlisted:null',
      'unlisted:null',
    ]);
    const at = Date.now() + 3_600_000;
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ publish_at: at })
      .where('music_id', '=', items.private.v)
      .execute();
    const lists = {
      vsqx: async (qs: string) =>
        (await as(t.app, owner).get(`/api/user/select_vsqx_project_list?page=1${qs}`)).json(),
      all: async (qs: string) =>
        (await as(t.app, owner).get(`/api/user/select_all_project_list?page=1${qs}`)).json(),
      midi: async (qs: string) =>
        (
          await as(t.app, owner).form(`/api/user/midi/select_p_midi.php?page=1${qs}`, { uid: owner.uid })
        ).json(),
      articles: async (qs: string) =>
        (await as(t.app, owner).get(`/api/article/get_article_list/${owner.uid}?page=1${qs}`)).json(),
    };
    for (const [name, list] of Object.entries(lists)) {
      const all = await list('');
      expect([
        name,
        all.data.every((r: { visibility?: string }) =>
          ['public', 'unlisted', 'private'].includes(r.visibility ?? ''),
        ),
      ]).toEqual([name, true]);
      for (const vis of ['public', 'unlisted', 'private'] as const) {
        const page = await list(`&visibility=${vis}`);
        expect([name, vis, page.total, states(page.data).every((x: string) => x.startsWith(vis))]).toEqual([
          name,
          vis,
          name === 'all' ? 2 : 1,
          true,
        ]);
      }
    }
    expect((await lists.vsqx('&visibility=private')).data[0]).toMatchObject({
      music_id: items.private.v,
      visibility: 'private',
      publish_at: at,
    });
    expect(
      (await as(t.app, owner).get('/api/user/select_vsqx_project_list?visibility=secret')).statusCode,
    ).toBe(400);
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ publish_at: null })
      .where('music_id', '=', items.private.v)
      .execute();
    const data = (await as(t.app, owner).get('/api/user/select_vsqx_data')).json().data;
    expect(JSON.stringify(data)).toBeTruthy();
  });

  it('a private item shares no title in its link preview; an unlisted one does', async () => {
    const html = (url: string) =>
      as(t.app, null)
        .get(url)
        .then((r) => r.body);
    expect(await html(`/project/vn${items.private.v}`)).not.toContain('vis-private');
    expect(await html(`/project/mn${items.private.m}`)).not.toContain('vis-private');
    expect(await html(`/article/an${items.private.a}`)).not.toContain('vis-private');
    expect(await html(`/project/vn${items.unlisted.v}`)).toContain('vis-unlisted-song');
  });
});
