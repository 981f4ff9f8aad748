import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { insertProjects } from '../test/project-uploads';
import { PROJECT_CARD, refillProjectCards } from './cards';

const CARD = Object.keys(PROJECT_CARD) as (keyof typeof PROJECT_CARD)[];
/** The owner's list appends each item's visibility and schedule to its stored card (modules/visibility/publication-states.repository.ts). */
const LISTED = [...CARD, 'visibility', 'publish_at'] as const;

/** Names that JSON must escape, or must not: quotes, backslashes, control characters, line separators, astral. */
const HOSTILE = [
  '引号"和\\反斜杠',
  'tab\there\nnew\rline\b\f\u0001\u001f',
  '</script><img src=x>',
  '\u2028\u2029 𝄞 🎤 初音ミク',
  "it's ＜全角＞",
  '\u007f\u0080\u00ff',
];

describe('stored project cards (migration 0012)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  /** What JSON.stringify makes of each project's card columns, newest first. */
  const expected = async (uid: number) => {
    const rows = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select(LISTED)
      .where('user_id', '=', uid)
      .orderBy('music_id', 'desc')
      .execute();
    return rows.map((r) =>
      JSON.stringify(Object.fromEntries(LISTED.map((c) => [c, c === 'up_time' ? Number(r[c]) : r[c]]))),
    );
  };
  const listBody = async (user: { token: string }, q = 'page=1&page_size=20') =>
    (await as(t.app, user).get(`/api/user/select_vsqx_project_list?${q}`)).body;

  it('are the very bytes JSON.stringify makes of the row, hostile names included', async () => {
    const a = await registerUser(t.app);
    await insertProjects(
      t.app,
      a.uid,
      HOSTILE.map((name) => ({ name })),
    );
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ music_length: '3:0"1\\' })
      .where('user_id', '=', a.uid)
      .execute();
    const cards = await expected(a.uid);
    expect(await listBody(a)).toBe(
      `{"success":true,"message":"","data":[${cards.join(',')}],"total":${HOSTILE.length}}`,
    );
    const body = JSON.parse(await listBody(a, 'sort=hot'));
    expect(body.data.map((p: { music_name: string }) => p.music_name).sort()).toEqual([...HOSTILE].sort());
  });

  it('follow every change of a card field: clicks, likes, comments, covers, renames, transfers; and go with the project', async () => {
    const a = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const [id, other] = await insertProjects(t.app, a.uid, [{ name: '改我' }, { name: '别动' }]);
    const same = async () =>
      expect(JSON.parse(await listBody(a)).data).toEqual((await expected(a.uid)).map((c) => JSON.parse(c)));
    expect((await as(t.app, fan).get(`/api/app/project/${id}`)).json().success).toBe(true); // click_num, score
    expect((await as(t.app, fan).post(`/api/app/zan/${id}`)).json().success).toBe(true); // zan, score
    expect(
      (await as(t.app, fan).post('/api/app/comment', { scene: 1, project_id: id, text: '好听' })).json()
        .success,
    ).toBe(true);
    const db = t.app.ctx.db;
    await db
      .updateTable('vsqx_projects')
      .set({
        pic_exist: 1,
        pic_version: sql`pic_version + 1`,
        music_name: '新名字',
        music_length: '4:05',
        upload_finish: 2,
      })
      .where('music_id', '=', id)
      .execute();
    const mine = JSON.parse(await listBody(a)).data.find((p: { music_id: number }) => p.music_id === id);
    expect(mine).toMatchObject({
      click_num: 1,
      zan: 1,
      comment_num: 1,
      pic_exist: 1,
      pic_version: 1,
      music_name: '新名字',
      music_length: '4:05',
      upload_finish: 2,
    });
    await same();
    expect((await as(t.app, a).get(`/api/user/delete_project/${id}`)).json().success).toBe(true);
    expect(
      await db.selectFrom('project_cards').select('music_id').where('music_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('project_cards').select('music_id').where('music_id', '=', other).execute(),
    ).toHaveLength(1);
    await same();
  });

  it('make "my favourites" the bytes JSON.stringify makes of each FavouriteItem, reposts credited to their author', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const db = t.app.ctx.db;
    const ids = await insertProjects(
      t.app,
      owner.uid,
      HOSTILE.map((name) => ({ name, counts: { zan: 2, click_num: 3 } })),
    );
    await db
      .updateTable('vsqx_projects')
      .set({ music_type: 2, p_name: '原作者"\\' })
      .where('music_id', '=', ids[1])
      .execute();
    for (const id of ids)
      expect((await as(t.app, fan).get(`/api/app/fav_add/${id}`)).json().success).toBe(true);
    expect((await as(t.app, owner).post(`/api/app/zan/${ids[2]}`)).json().success).toBe(true);
    const rows = await db
      .selectFrom('favourites as f')
      .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
      .select([
        'p.music_id',
        'p.music_name',
        'p.music_length',
        'p.pic_exist',
        'p.pic_version',
        'p.vsqx_uid',
        'f.add_time',
        'p.zan',
        'p.download_num',
        'p.comment_num',
        'p.click_num',
        'p.music_type',
        'p.p_name',
      ])
      .where('f.user_id', '=', fan.uid)
      .orderBy('f.id', 'desc')
      .execute();
    const items = rows.map(({ music_type, p_name, ...r }) => ({
      ...r,
      add_time: Number(r.add_time),
      p_name: music_type === 2 ? p_name : owner.username,
    }));
    const body = (await as(t.app, fan).get('/api/user/select_my_fav_list?page=1&page_size=20')).body;
    expect(body).toBe(JSON.stringify({ success: true, message: '', data: items, total: HOSTILE.length }));
    const item = (id: number) => JSON.parse(body).data.find((x: { music_id: number }) => x.music_id === id);
    expect(item(ids[1]).p_name).toBe('原作者"\\');
    expect(item(ids[0]).p_name).toBe(owner.username);
    expect(item(ids[2]).zan).toBe(3);
  });

  it('are remade by refillProjectCards for loads that bypassed the triggers', async () => {
    const a = await registerUser(t.app);
    await insertProjects(t.app, a.uid, [{ name: 'x1' }, { name: 'x2' }]);
    const db = t.app.ctx.db;
    const before = await db.selectFrom('project_cards').selectAll().orderBy('music_id').execute();
    await db.updateTable('project_cards').set({ card: '{}' }).execute();
    await refillProjectCards(db as never, t.app.ctx.dialect);
    expect(await db.selectFrom('project_cards').selectAll().orderBy('music_id').execute()).toEqual(before);
  });
});
