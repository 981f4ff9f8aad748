import { beforeAll, describe, expect, it } from 'vitest';
import { siteEndpoints as site } from '@vsqx/domain';
import {
  as,
  buildArticle,
  buildMidi,
  buildProject,
  registerUser,
  useTestApp,
  type TestUser,
} from '../../test/factories';

describe('home, search, spaces, username suggestions', () => {
  const t = useTestApp();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    a = await registerUser(t.app, 'Alice_P');
    b = await registerUser(t.app, 'bob_fan');
  });

  it('home lists the newest and the most popular projects and the newest articles', async () => {
    const old = await buildProject(t.app, { owner: a.uid, music_name: 'popular one', score: 500 });
    const fresh = await buildProject(t.app, { owner: b.uid, music_name: 'fresh one', score: 3 });
    await buildArticle(t.app, { owner: a.uid, article_title: 'newest article' });
    const home = (await as(t.app, null).request(site.home)).json().data;
    expect(home.newest[0]).toMatchObject({ music_id: fresh.music_id, username: 'bob_fan', uid: b.uid });
    expect(home.popular[0]).toMatchObject({ music_id: old.music_id });
    expect(home.articles[0]).toMatchObject({ article_title: 'newest article', username: 'Alice_P' });
    expect(JSON.stringify(home)).not.toMatch(/password|file_name|meta_json/);
  });

  it('search finds by title, tag and author name, case-insensitively, with escaped wildcards', async () => {
    await buildProject(t.app, { owner: a.uid, music_name: '100% Love', tag: 'V5' });
    await buildProject(t.app, { owner: a.uid, music_name: 'a_b song', tag: '古风' });
    await buildProject(t.app, { owner: a.uid, music_name: 'axb decoy', tag: '古风' });
    await buildProject(t.app, { owner: b.uid, music_name: 'plain', tag: '星尘', p_name: 'SomeProducer' });
    const search = async (q: string, kind = 'vsqx') =>
      (await as(t.app, null).get(`/api/app/search?q=${encodeURIComponent(q)}&kind=${kind}`)).json();
    expect((await search('100%')).data.map((p: { music_name: string }) => p.music_name)).toEqual([
      '100% Love',
    ]);
    expect((await search('%')).data.map((p: { music_name: string }) => p.music_name)).toEqual(['100% Love']);
    expect((await search('a_b')).data.map((p: { music_name: string }) => p.music_name)).toEqual(['a_b song']);
    expect((await search('LOVE')).total).toBe(1);
    expect((await search('星尘')).data[0].music_name).toBe('plain');
    expect((await search('someproducer')).data[0].music_name).toBe('plain');
    expect((await search('alice')).total).toBeGreaterThanOrEqual(3);
    expect((await search('nothing-like-this')).total).toBe(0);
    await buildMidi(t.app, { owner: a.uid, midi_name: 'Midi Hit' });
    await buildArticle(t.app, { owner: b.uid, article_title: 'Tuning Guide' });
    expect((await search('hit', 'midi')).data[0]).toMatchObject({
      midi_name: 'Midi Hit',
      username: 'Alice_P',
    });
    expect((await search('guide', 'article')).data[0]).toMatchObject({ article_title: 'Tuning Guide' });
    expect((await as(t.app, null).get(`/api/app/search?q=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('search pages 10 at a time with the total', async () => {
    for (let i = 0; i < 12; i++) await buildProject(t.app, { owner: b.uid, music_name: `paged ${i}` });
    const p1 = (await as(t.app, null).get('/api/app/search?q=paged')).json();
    const p2 = (await as(t.app, null).get('/api/app/search?q=paged&page=2')).json();
    expect(p1.total).toBe(12);
    expect(p1.data).toHaveLength(10);
    expect(p2.data).toHaveLength(2);
  });

  it('space: the public profile only, and paged lists; 404 for an unknown user', async () => {
    await t.app.ctx.db
      .updateTable('users')
      .set({
        p_desc: 'hello, I tune',
        p_website: 'https://example.com',
        default_upload_desc: 'PRIVATE_DEFAULT',
      })
      .where('id', '=', a.uid)
      .execute();
    const res = await as(t.app, null).request(site.space, { params: { uid: a.uid } });
    expect(res.json().data).toMatchObject({
      uid: a.uid,
      username: 'Alice_P',
      p_desc: 'hello, I tune',
      p_website: 'https://example.com',
      avatar_exist: 0,
    });
    expect(res.body).not.toMatch(/PRIVATE_DEFAULT|password|hash|is_manager|checkin/);
    const projects = (
      await as(t.app, null).request(site.spaceList, { params: { uid: a.uid, list: 'projects' } })
    ).json();
    expect(projects.total).toBe(res.json().data.project_num);
    // A space list answers one kind of card; `uid` is on every kind.
    expect([...projects.data].every((p) => p.uid === a.uid)).toBe(true);
    expect(
      (await as(t.app, null).request(site.spaceList, { params: { uid: a.uid, list: 'midi' } })).json().total,
    ).toBe(1);
    expect(
      (await as(t.app, null).request(site.spaceList, { params: { uid: b.uid, list: 'articles' } })).json()
        .data[0],
    ).toMatchObject({
      article_title: 'Tuning Guide',
    });
    expect(
      (
        await as(t.app, null).request(site.spaceList, {
          params: { uid: b.uid, list: 'projects' },
          query: { page: 2 },
        })
      ).json().data.length,
    ).toBeGreaterThan(0);
    expect((await as(t.app, null).request(site.space, { params: { uid: 999999 } })).statusCode).toBe(404);
    expect(
      (await as(t.app, null).request(site.spaceList, { params: { uid: 999999, list: 'projects' } }))
        .statusCode,
    ).toBe(404);
    expect((await as(t.app, null).get(`/api/app/space/${a.uid}/secrets`)).statusCode).toBe(400);
  });

  it('username suggestions: logged in only, by prefix, case-insensitive, wildcards literal', async () => {
    expect((await as(t.app, null).get('/api/app/users?prefix=al')).statusCode).toBe(401);
    expect((await as(t.app, b).get('/api/app/users?prefix=al')).json().data).toEqual([
      { uid: a.uid, username: 'Alice_P', avatar_exist: 0 },
    ]);
    expect((await as(t.app, b).get('/api/app/users?prefix=%25')).json().data).toEqual([]);
    expect(
      (await as(t.app, b).get('/api/app/users?prefix=bob_'))
        .json()
        .data.map((u: { username: string }) => u.username),
    ).toEqual(['bob_fan']);
  });
});
