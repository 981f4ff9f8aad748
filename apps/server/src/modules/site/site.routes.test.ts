import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { addArticle, addMidi, addVsqx, inbox } from './site.test-helpers';

describe('square, check-in, trend', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  });
  afterAll(async () => t.close());

  it('square: public list newest first, posting needs a token and text, mentions notify with scene 3', async () => {
    expect((await as(t.app, null).post('/api/app/square', { text: 'hi' })).statusCode).toBe(401);
    const empty = await as(t.app, a).post('/api/app/square', { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请输入动态内容');
    expect((await as(t.app, a).post('/api/app/square', { text: 'x'.repeat(LIMITS.postMax + 1) })).json().message).toBe('动态最长1000个字');
    const first = (await as(t.app, a).post('/api/app/square', { text: 'first post' })).json().data;
    const second = (await as(t.app, a).post('/api/app/square', { text: `hello @${b.username}!` })).json().data;
    expect(second).toMatchObject({ uid: a.uid, username: a.username, comment_num: 0 });
    const list = (await as(t.app, null).get('/api/app/square')).json();
    expect(list.total).toBe(2);
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect((await as(t.app, null).get(`/api/app/square/${first.id}`)).json().data.text).toBe('first post');
    expect((await as(t.app, null).get('/api/app/square/999999')).statusCode).toBe(404);
    const at = await inbox(t.app, b.uid, 'at');
    expect(at).toHaveLength(1);
    expect(at[0]).toMatchObject({ scene: 3, project_id: second.id, from_user_id: a.uid });
  });

  it('check-in: 401 without a token; once per UTC day per user; 409 the second time, nothing added', async () => {
    expect((await as(t.app, null).post('/api/app/checkin')).statusCode).toBe(401);
    expect((await as(t.app, null).get('/api/app/checkin')).statusCode).toBe(401);
    expect((await as(t.app, a).get('/api/app/checkin')).json().data).toEqual({ checked_in: false, checkin_score: 0 });
    const first = await as(t.app, a).post('/api/app/checkin');
    expect(first.json()).toMatchObject({ success: true, message: '签到成功', data: { checked_in: true, checkin_score: 1 } });
    const again = await as(t.app, a).post('/api/app/checkin');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: '今天已经签到过了' });
    // Another user is not affected by a's check-in, and a's score is unchanged by the refused second call.
    expect((await as(t.app, b).get('/api/app/checkin')).json().data).toEqual({ checked_in: false, checkin_score: 0 });
    expect((await as(t.app, a).get('/api/user/select_vsqx_data')).json().data.checkin_score).toBe(1);
    // The next day counts again.
    await t.app.ctx.db.updateTable('users').set({ last_checkin_day: '2000-01-01' }).where('id', '=', a.uid).execute();
    expect((await as(t.app, a).post('/api/app/checkin')).json().data).toEqual({ checked_in: true, checkin_score: 2 });
  });

  it('check-in: racing calls on one day count once', async () => {
    const c = await registerUser(t.app);
    const results = await Promise.all([1, 2, 3, 4].map(() => as(t.app, c).post('/api/app/checkin')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await as(t.app, c).get('/api/app/checkin')).json().data.checkin_score).toBe(1);
  });

  it('trend: 401 without a token; every day present with zeros; only the caller\'s own projects of the kind', async () => {
    expect((await as(t.app, null).get('/api/user/trend')).statusCode).toBe(401);
    expect((await as(t.app, a).get('/api/user/trend?days=0')).statusCode).toBe(400);
    expect((await as(t.app, a).get('/api/user/trend?kind=x')).statusCode).toBe(400);
    const mine = await addVsqx(t.app, a.uid);
    const theirs = await addVsqx(t.app, b.uid);
    const midi = await addMidi(t.app, a.uid);
    await as(t.app, b).get(`/api/app/project/${mine.music_id}`);
    await as(t.app, b).post(`/api/app/zan/${mine.music_id}`);
    await as(t.app, b).post('/api/app/comment', { scene: 1, project_id: mine.music_id, text: 'hi' });
    await as(t.app, a).get(`/api/app/project/${theirs.music_id}`);
    await as(t.app, b).get(`/api/app/midi/${midi.midi_id}`);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await t.app.ctx.db.insertInto('daily_stats').values({ project_type: 'v', project_id: mine.music_id, user_id: a.uid, day: tenDaysAgo, downloads: 3 }).execute();

    const trend = (await as(t.app, a).get('/api/user/trend?kind=vsqx&days=30')).json().data;
    expect(trend).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(trend[29]).toEqual({ day: today, clicks: 1, downloads: 0, likes: 1, comments: 1 });
    expect(trend[19]).toEqual({ day: tenDaysAgo, clicks: 0, downloads: 3, likes: 0, comments: 0 });
    expect(trend[0]).toEqual({ day: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), clicks: 0, downloads: 0, likes: 0, comments: 0 });
    const midiTrend = (await as(t.app, a).get('/api/user/trend?kind=midi')).json().data;
    expect(midiTrend).toHaveLength(30);
    expect(midiTrend[29]).toMatchObject({ clicks: 1, likes: 0 });
    const theirTrend = (await as(t.app, b).get('/api/user/trend?kind=vsqx&days=7')).json().data;
    expect(theirTrend).toHaveLength(7);
    expect(theirTrend[6]).toMatchObject({ clicks: 1, likes: 0, comments: 0 });
  });
});

describe('home, search, spaces, username suggestions', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await registerUser(t.app, 'Alice_P');
    b = await registerUser(t.app, 'bob_fan');
  });
  afterAll(async () => t.close());

  it('home lists the newest and the most popular projects and the newest articles', async () => {
    const old = await addVsqx(t.app, a.uid, { music_name: 'popular one', score: 500 });
    const fresh = await addVsqx(t.app, b.uid, { music_name: 'fresh one', score: 3 });
    await addArticle(t.app, a.uid, 'newest article');
    const home = (await as(t.app, null).get('/api/app/home')).json().data;
    expect(home.newest[0]).toMatchObject({ music_id: fresh.music_id, username: 'bob_fan', uid: b.uid });
    expect(home.popular[0]).toMatchObject({ music_id: old.music_id });
    expect(home.articles[0]).toMatchObject({ article_title: 'newest article', username: 'Alice_P' });
    expect(JSON.stringify(home)).not.toMatch(/password|file_name|meta_json/);
  });

  it('search finds by title, tag and author name, case-insensitively, with escaped wildcards', async () => {
    await addVsqx(t.app, a.uid, { music_name: '100% Love', tag: 'V5' });
    await addVsqx(t.app, a.uid, { music_name: 'a_b song', tag: '古风' });
    await addVsqx(t.app, a.uid, { music_name: 'axb decoy', tag: '古风' });
    await addVsqx(t.app, b.uid, { music_name: 'plain', tag: '星尘', p_name: 'SomeProducer' });
    const search = async (q: string, kind = 'vsqx') =>
      (await as(t.app, null).get(`/api/app/search?q=${encodeURIComponent(q)}&kind=${kind}`)).json();
    expect((await search('100%')).data.map((p: { music_name: string }) => p.music_name)).toEqual(['100% Love']);
    expect((await search('%')).data.map((p: { music_name: string }) => p.music_name)).toEqual(['100% Love']);
    expect((await search('a_b')).data.map((p: { music_name: string }) => p.music_name)).toEqual(['a_b song']);
    expect((await search('LOVE')).total).toBe(1);
    expect((await search('星尘')).data[0].music_name).toBe('plain');
    expect((await search('someproducer')).data[0].music_name).toBe('plain');
    expect((await search('alice')).total).toBeGreaterThanOrEqual(3);
    expect((await search('nothing-like-this')).total).toBe(0);
    await addMidi(t.app, a.uid, { midi_name: 'Midi Hit' });
    await addArticle(t.app, b.uid, 'Tuning Guide');
    expect((await search('hit', 'midi')).data[0]).toMatchObject({ midi_name: 'Midi Hit', username: 'Alice_P' });
    expect((await search('guide', 'article')).data[0]).toMatchObject({ article_title: 'Tuning Guide' });
    expect((await as(t.app, null).get(`/api/app/search?q=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('search pages 10 at a time with the total', async () => {
    for (let i = 0; i < 12; i++) await addVsqx(t.app, b.uid, { music_name: `paged ${i}` });
    const p1 = (await as(t.app, null).get('/api/app/search?q=paged')).json();
    const p2 = (await as(t.app, null).get('/api/app/search?q=paged&page=2')).json();
    expect(p1.total).toBe(12);
    expect(p1.data).toHaveLength(10);
    expect(p2.data).toHaveLength(2);
  });

  it('space: the public profile only, and paged lists; 404 for an unknown user', async () => {
    await t.app.ctx.db.updateTable('users').set({ p_desc: 'hello, I tune', p_website: 'https://example.com', default_upload_desc: 'PRIVATE_DEFAULT' }).where('id', '=', a.uid).execute();
    const res = await as(t.app, null).get(`/api/app/space/${a.uid}`);
    expect(res.json().data).toMatchObject({ uid: a.uid, username: 'Alice_P', p_desc: 'hello, I tune', p_website: 'https://example.com', avatar_exist: 0 });
    expect(res.body).not.toMatch(/PRIVATE_DEFAULT|password|hash|is_manager|checkin/);
    const projects = (await as(t.app, null).get(`/api/app/space/${a.uid}/projects`)).json();
    expect(projects.total).toBe(res.json().data.project_num);
    expect(projects.data.every((p: { uid: number }) => p.uid === a.uid)).toBe(true);
    expect((await as(t.app, null).get(`/api/app/space/${a.uid}/midi`)).json().total).toBe(1);
    expect((await as(t.app, null).get(`/api/app/space/${b.uid}/articles`)).json().data[0].article_title).toBe('Tuning Guide');
    expect((await as(t.app, null).get(`/api/app/space/${b.uid}/projects?page=2`)).json().data.length).toBeGreaterThan(0);
    expect((await as(t.app, null).get('/api/app/space/999999')).statusCode).toBe(404);
    expect((await as(t.app, null).get('/api/app/space/999999/projects')).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/app/space/${a.uid}/secrets`)).statusCode).toBe(400);
  });

  it('username suggestions: logged in only, by prefix, case-insensitive, wildcards literal', async () => {
    expect((await as(t.app, null).get('/api/app/users?prefix=al')).statusCode).toBe(401);
    expect((await as(t.app, b).get('/api/app/users?prefix=al')).json().data).toEqual([{ uid: a.uid, username: 'Alice_P', avatar_exist: 0 }]);
    expect((await as(t.app, b).get('/api/app/users?prefix=%25')).json().data).toEqual([]);
    expect((await as(t.app, b).get('/api/app/users?prefix=bob_')).json().data.map((u: { username: string }) => u.username)).toEqual(['bob_fan']);
  });
});
