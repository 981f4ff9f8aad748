import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteEndpoints as ep, type CallInput, type FavouriteItem } from '@vsqx/domain';
import { as, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';

describe('favourites', () => {
  const t = useTestApp();
  let author: TestUser;
  beforeAll(async () => {
    author = await registerUser(t.app);
  });
  const list = (u: TestUser, query: CallInput<typeof ep.list>['query'] = {}) =>
    as(t.app, u).answer(ep.list, { query });
  const ids = (res: { data: FavouriteItem[] }) => res.data.map((r) => r.music_id);
  const fav = (music_id: number) => ({ params: { music_id } });

  it('401 without a token; fav_status is public', async () => {
    const id = (await buildProject(t.app, { owner: author.uid })).music_id;
    const anonymous = as(t.app, null);
    for (const res of [
      await anonymous.request(ep.list),
      await anonymous.request(ep.add, fav(id)),
      await anonymous.request(ep.cancel, fav(id)),
    ])
      expect(res.statusCode).toBe(401);
    expect((await anonymous.request(ep.status, fav(id))).json()).toEqual({
      success: true,
      message: '',
      data: { favourite: false, count: 0 },
    });
  });

  it('404 for a missing project, 400 for a bad id', async () => {
    const u = await registerUser(t.app);
    for (const e of [ep.add, ep.cancel, ep.status]) {
      const res = await as(t.app, u).request(e, fav(99999999));
      expect(res.statusCode, e.path).toBe(404);
      expect(res.json().success).toBe(false);
    }
    // Ids the shared schema refuses (too large for a column, not a number, not positive) are a 400.
    expect((await as(t.app, u).get('/api/app/fav_add/99999999999')).statusCode).toBe(400);
    expect((await as(t.app, u).get('/api/app/fav_add/abc')).statusCode).toBe(400);
    expect((await as(t.app, u).get('/api/app/fav_add/0')).statusCode).toBe(400);
  });

  it('adding is idempotent; cancelling removes; the status follows', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = (await buildProject(t.app, { owner: author.uid, music_name: '千年之约' })).music_id;
    expect((await as(t.app, u).request(ep.add, fav(id))).json()).toMatchObject({
      success: true,
      message: '收藏成功',
    });
    const first = (await list(u)).data[0].add_time;
    expect((await as(t.app, u).request(ep.add, fav(id))).json().success).toBe(true);
    const once = await list(u);
    expect(once).toMatchObject({ success: true, total: 1 });
    expect(once.data[0]).toMatchObject({ music_id: id, music_name: '千年之约', add_time: first });
    await as(t.app, other).request(ep.add, fav(id));
    expect((await as(t.app, u).request(ep.status, fav(id))).json().data).toEqual({
      favourite: true,
      count: 2,
    });

    expect((await as(t.app, u).request(ep.cancel, fav(id))).json()).toEqual({
      success: true,
      message: '已取消收藏',
    });
    expect(await list(u)).toMatchObject({ total: 0, data: [] });
    expect((await as(t.app, u).request(ep.status, fav(id))).json().data).toEqual({
      favourite: false,
      count: 1,
    });
    // Cancelling again changes nothing and does not touch the other user's favourite.
    expect((await as(t.app, u).request(ep.cancel, fav(id))).json().success).toBe(true);
    expect((await list(other)).total).toBe(1);
  });

  it('rows carry the spec fields; an original credits the uploader, a repost its original author', async () => {
    const u = await registerUser(t.app);
    const original = (
      await buildProject(t.app, {
        owner: author.uid,
        p_name: 'ignored',
        music_type: 1,
        zan: 1,
        download_num: 2,
        comment_num: 3,
        click_num: 4,
      })
    ).music_id;
    const repost = (await buildProject(t.app, { owner: author.uid, p_name: 'ryo', music_type: 2 })).music_id;
    await as(t.app, u).request(ep.add, fav(original));
    await as(t.app, u).request(ep.add, fav(repost));
    const res = await list(u);
    expect(Object.keys(res.data[1]).sort()).toEqual(
      [
        'add_time',
        'click_num',
        'comment_num',
        'download_num',
        'music_id',
        'music_length',
        'music_name',
        'p_name',
        'pic_exist',
        'pic_version',
        'vsqx_uid',
        'zan',
      ].sort(),
    );
    expect(res.data[1]).toMatchObject({
      music_id: original,
      p_name: author.username,
      zan: 1,
      download_num: 2,
      comment_num: 3,
      click_num: 4,
      pic_exist: 0,
    });
    expect(res.data[0]).toMatchObject({ music_id: repost, p_name: 'ryo' });
  });

  it('pages of 10 sorted by time (newest favourite first) or popularity, with the total', async () => {
    const u = await registerUser(t.app);
    const made: number[] = [];
    // Popularity rises and falls so the two orders differ: score = 15 x likes.
    const likes = [5, 1, 9, 3, 7, 0, 8, 2, 6, 4, 10, 11];
    for (const zan of likes) {
      const id = (await buildProject(t.app, { owner: author.uid, zan })).music_id;
      made.push(id);
      await as(t.app, u).request(ep.add, fav(id));
    }
    const byTime = [...made].reverse();
    const p1 = await list(u, { page: 1, page_size: 10, sort: 'time' });
    expect(p1.total).toBe(12);
    expect(ids(p1)).toEqual(byTime.slice(0, 10));
    expect(ids(await list(u, { page: 2, sort: 'time' }))).toEqual(byTime.slice(10));
    const byHot = made
      .map((id, i) => ({ id, zan: likes[i] }))
      .sort((a, b) => b.zan - a.zan)
      .map((x) => x.id);
    expect(ids(await list(u, { page: 1, sort: 'hot' }))).toEqual(byHot.slice(0, 10));
    expect(ids(await list(u, { page: 2, sort: 'hot' }))).toEqual(byHot.slice(10));
    // Without paging: the whole list (spec §7), default order time.
    expect(ids(await list(u))).toEqual(byTime);
    // Cancelling one on page 1 pulls the first of page 2 in.
    await as(t.app, u).request(ep.cancel, fav(byTime[0]));
    const after = await list(u, { page: 1, sort: 'time' });
    expect(after.total).toBe(11);
    expect(ids(after)).toEqual(byTime.slice(1, 11));
    expect((await as(t.app, u).get('/api/user/select_my_fav_list?sort=random')).statusCode).toBe(400);
    expect((await as(t.app, u).get('/api/user/select_my_fav_list?page=0')).statusCode).toBe(400);
  });

  it('favourites of a deleted project disappear (FK cascade)', async () => {
    const u = await registerUser(t.app);
    const keep = (await buildProject(t.app, { owner: author.uid })).music_id;
    const gone = (await buildProject(t.app, { owner: author.uid })).music_id;
    await as(t.app, u).request(ep.add, fav(keep));
    await as(t.app, u).request(ep.add, fav(gone));
    await t.app.ctx.db.deleteFrom('vsqx_projects').where('music_id', '=', gone).execute();
    const res = await list(u, { page: 1 });
    expect(res.total).toBe(1);
    expect(ids(res)).toEqual([keep]);
    const rows = await t.app.ctx.db
      .selectFrom('favourites')
      .select('id')
      .where('music_id', '=', gone)
      .execute();
    expect(rows).toEqual([]);
  });

  it("every list is the caller's own", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const id = (await buildProject(t.app, { owner: author.uid })).music_id;
    await as(t.app, a).request(ep.add, fav(id));
    expect(await list(b, { page: 1 })).toMatchObject({ success: true, total: 0, data: [] });
  });

  it("another creator's private project leaves the favourites list and its total, in both orders; an unlisted one stays", async () => {
    const u = await registerUser(t.app);
    const made: number[] = [];
    for (const zan of [3, 1, 2, 0]) {
      const id = (await buildProject(t.app, { owner: author.uid, zan })).music_id;
      made.push(id);
      await as(t.app, u).request(ep.add, fav(id));
    }
    const [hidden, unlisted] = made;
    const setVis = (id: number, visibility: 'public' | 'unlisted' | 'private') =>
      t.app.ctx.db.updateTable('vsqx_projects').set({ visibility }).where('music_id', '=', id).execute();
    await setVis(hidden, 'private');
    await setVis(unlisted, 'unlisted');
    const byTime = await list(u, { page: 1, sort: 'time' });
    expect([byTime.total, ids(byTime)]).toEqual([3, [made[3], made[2], unlisted]]);
    const byHot = await list(u, { page: 1, sort: 'hot' });
    expect([byHot.total, ids(byHot)]).toEqual([3, [made[2], unlisted, made[3]]]);
    expect(ids(await list(u, { page: 2, page_size: 2, sort: 'time' }))).toEqual([unlisted]);
    // The status answers as for a missing project, to the favouriter and to nobody; the owner still sees it.
    for (const who of [u, null])
      expect((await as(t.app, who).request(ep.status, fav(hidden))).statusCode).toBe(404);
    expect((await as(t.app, author).request(ep.status, fav(hidden))).json().data).toEqual({
      favourite: false,
      count: 1,
    });
    // The favourite is kept, not lost: published again, the project is back in its place.
    await setVis(hidden, 'public');
    expect(ids(await list(u, { page: 1, sort: 'time' }))).toEqual([...made].reverse());
    // The owner's own favourite of their private project stays in their list.
    await setVis(hidden, 'private');
    await as(t.app, author).request(ep.add, fav(hidden));
    expect(await list(author, { page: 1 })).toMatchObject({ total: 1, data: [{ music_id: hidden }] });
  });
});
