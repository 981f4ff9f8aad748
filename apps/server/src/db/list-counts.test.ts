import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../test/build-test-app';
import { as, buildProject, registerUser, useTestApp, type TestUser } from '../test/factories';
import { rebuildListCounts } from './list-counts';
import { refillProjectItems } from './cards';

/** A MIDI project row (migration 0018 counts it in the list `items`). */
async function insertMidi(t: TestApp, userId: number) {
  const uid = `lc${Math.random().toString(36).slice(2)}`;
  return (
    await t.app.ctx.db
      .insertInto('midi_projects')
      .values({
        midi_uid: uid,
        user_id: userId,
        midi_name: 'm',
        midi_type: '1',
        agreement: 1,
        midi_language: '2',
        trick_num: '1',
        p_name: '',
        midi_desc: '',
        tag: '',
        up_time: Date.now(),
        updated_at: Date.now(),
      })
      .returning('midi_id')
      .executeTakeFirstOrThrow()
  ).midi_id;
}

/** list_counts must equal a fresh count of every counted list, and hold no empty row. */
async function expectCountsExact(t: TestApp) {
  const db = t.app.ctx.db;
  const kept = await db
    .selectFrom('list_counts')
    .select(['user_id', 'list', 'n'])
    .orderBy('user_id')
    .orderBy('list')
    .execute();
  const fresh = await sql<{ user_id: number; list: string; n: number }>`
    select user_id, list, n from (
      select user_id, 'vsqx' as list, count(*) as n from vsqx_projects group by user_id
      union all select user_id, 'items', count(*) from (select user_id from vsqx_projects union all select user_id from midi_projects) p group by user_id
      union all select user_id, 'fav', count(*) from favourites group by user_id
      union all select to_user_id, 'msg_' || kind, count(*) from messages group by to_user_id, kind
    ) c order by user_id, list`.execute(db);
  expect(kept.map((r) => ({ ...r, n: Number(r.n) }))).toEqual(
    fresh.rows.map((r) => ({ user_id: Number(r.user_id), list: r.list, n: Number(r.n) })),
  );
  expect(kept.every((r) => Number(r.n) > 0)).toBe(true);
  // project_items (migration 0018) holds exactly one row per project and per MIDI project, with its sort columns.
  const items = await db
    .selectFrom('project_items')
    .select(['kind', 'item_id', 'user_id', 'up_time', 'score'])
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
  const rows = await sql<{ kind: number; item_id: number; user_id: number; up_time: number; score: number }>`
    select 1 as kind, music_id as item_id, user_id, up_time, score from vsqx_projects
    union all select 2, midi_id, user_id, up_time, score from midi_projects order by kind, item_id`.execute(
    db,
  );
  const num = (r: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
  expect(items.map(num)).toEqual(rows.rows.map(num));
}

const total = async (t: TestApp, u: TestUser, url: string, body?: object) =>
  (body ? await as(t.app, u).post(url, body) : await as(t.app, u).get(url)).json().total as number;

describe('list totals kept by triggers (migration 0010)', () => {
  const t = useTestApp();

  it('follow favourites, comments and deletions made through the API', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const ids = [
      (await buildProject(t.app, { owner: a.uid })).music_id,
      (await buildProject(t.app, { owner: a.uid })).music_id,
      (await buildProject(t.app, { owner: a.uid })).music_id,
    ];
    for (const id of ids) await as(t.app, b).get(`/api/app/fav_add/${id}`);
    await as(t.app, b).get(`/api/app/fav_add/${ids[0]}`); // idempotent: still one
    await as(t.app, b).get(`/api/app/fav_cancel/${ids[2]}`);
    await as(t.app, b).get(`/api/app/fav_cancel/${ids[2]}`); // nothing left to cancel
    for (const text of ['好听', '求参数']) {
      expect(
        (await as(t.app, b).post('/api/app/comment', { scene: 1, project_id: ids[1], text })).statusCode,
      ).toBe(200);
    }
    expect(await total(t, a, '/api/user/select_vsqx_project_list?page=1')).toBe(3);
    expect(await total(t, b, '/api/user/select_my_fav_list?page=1')).toBe(2);
    expect(await total(t, a, '/api/user/select_comment_msg_v2', { pageIndex: 1 })).toBe(2);
    await expectCountsExact(t);

    // Deleting a favourited project takes its favourites along (foreign key cascade): both totals follow.
    expect((await as(t.app, a).get(`/api/user/delete_project/${ids[0]}`)).json().success).toBe(true);
    expect(await total(t, a, '/api/user/select_vsqx_project_list?page=1')).toBe(2);
    expect(await total(t, b, '/api/user/select_my_fav_list?page=1')).toBe(1);
    expect(await total(t, b, '/api/user/select_vsqx_project_list?page=1')).toBe(0);
    await expectCountsExact(t);
  });

  it('follow rows that move to another owner or kind, and rows removed in bulk', async () => {
    const db = t.app.ctx.db;
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const id = (await buildProject(t.app, { owner: a.uid })).music_id;
    await buildProject(t.app, { owner: a.uid });
    await db.updateTable('vsqx_projects').set({ user_id: b.uid }).where('music_id', '=', id).execute();
    await db.updateTable('vsqx_projects').set({ music_name: '改名' }).where('music_id', '=', id).execute(); // no move
    const midi = await insertMidi(t, a.uid);
    await insertMidi(t, b.uid);
    await db
      .updateTable('midi_projects')
      .set({ user_id: b.uid, up_time: 5, score: 7 })
      .where('midi_id', '=', midi)
      .execute();
    const msg = {
      from_user_id: b.uid,
      scene: 1,
      project_id: id,
      project_name: 'x',
      comment_type: 1,
      text: 't',
      created_at: Date.now(),
    };
    await db
      .insertInto('messages')
      .values([
        { ...msg, to_user_id: a.uid, kind: 'comment' },
        { ...msg, to_user_id: a.uid, kind: 'comment' },
      ])
      .execute();
    await db
      .updateTable('messages')
      .set({ kind: 'at' })
      .where('to_user_id', '=', a.uid)
      .where('kind', '=', 'comment')
      .execute();
    await expectCountsExact(t);
    await db.deleteFrom('messages').where('to_user_id', '=', a.uid).execute();
    await db.deleteFrom('vsqx_projects').where('user_id', 'in', [a.uid, b.uid]).execute();
    await db.deleteFrom('midi_projects').where('user_id', 'in', [a.uid, b.uid]).execute();
    await expectCountsExact(t);
    expect(
      await db.selectFrom('list_counts').select('n').where('user_id', 'in', [a.uid, b.uid]).execute(),
    ).toEqual([]);
  });

  it('give a list a new version whenever it gains, loses or reorders an item, and only then (migration 0011)', async () => {
    const db = t.app.ctx.db;
    const a = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const version = async (uid: number, list: string) =>
      (
        await db
          .selectFrom('list_counts')
          .select('version')
          .where('user_id', '=', uid)
          .where('list', '=', list)
          .executeTakeFirst()
      )?.version;
    const changes = async (uid: number, list: string, what: () => Promise<unknown>) => {
      const before = await version(uid, list);
      await what();
      return (await version(uid, list)) !== before;
    };
    const id = (await buildProject(t.app, { owner: a.uid })).music_id;
    expect(await changes(a.uid, 'vsqx', () => buildProject(t.app, { owner: a.uid }))).toBe(true);
    expect(await changes(a.uid, 'vsqx', () => as(t.app, fan).post(`/api/app/zan/${id}`))).toBe(true); // score: the hot order
    expect(
      await changes(a.uid, 'vsqx', () =>
        db
          .updateTable('vsqx_projects')
          .set({ music_name: '改名', score: sql`score + 1` })
          .where('music_id', '=', id)
          .execute(),
      ),
    ).toBe(true);
    expect(
      await changes(a.uid, 'vsqx', () =>
        db.updateTable('vsqx_projects').set({ music_name: '再改' }).where('music_id', '=', id).execute(),
      ),
    ).toBe(false);
    expect(await changes(fan.uid, 'fav', () => as(t.app, fan).get(`/api/app/fav_add/${id}`))).toBe(true);
    expect(await changes(fan.uid, 'fav', () => as(t.app, fan).get(`/api/app/fav_add/${id}`))).toBe(false); // already there
    expect(
      await changes(a.uid, 'msg_comment', () =>
        as(t.app, fan).post('/api/app/comment', { scene: 1, project_id: id, text: '好听' }),
      ),
    ).toBe(true);
    expect(
      await changes(a.uid, 'msg_comment', () => as(t.app, a).get('/api/user/already_read_all_comment_msg/1')),
    ).toBe(false); // read, not moved
    const second = (await buildProject(t.app, { owner: a.uid })).music_id;
    expect(await changes(a.uid, 'vsqx', () => as(t.app, a).get(`/api/user/delete_project/${second}`))).toBe(
      true,
    );
    expect(typeof (await version(a.uid, 'vsqx'))).not.toBe('undefined');
    // The merged list (migration 0018): both kinds' additions, score changes and removals move it; a rename does not.
    expect(await changes(a.uid, 'items', () => buildProject(t.app, { owner: a.uid }))).toBe(true);
    const midi = await insertMidi(t, a.uid);
    expect(await changes(a.uid, 'items', () => as(t.app, fan).post(`/api/app/zan/${midi}?type=m`))).toBe(
      true,
    );
    expect(await changes(a.uid, 'items', () => as(t.app, fan).post(`/api/app/zan/${id}`))).toBe(true);
    expect(
      await changes(a.uid, 'items', () =>
        db.updateTable('midi_projects').set({ midi_name: '改名' }).where('midi_id', '=', midi).execute(),
      ),
    ).toBe(false);
    expect(
      await changes(a.uid, 'items', () =>
        db.deleteFrom('midi_projects').where('midi_id', '=', midi).execute(),
      ),
    ).toBe(true);
  });

  it('refillProjectItems and rebuildListCounts remake project_items and every list from the rows', async () => {
    await insertMidi(t, (await registerUser(t.app)).uid);
    await t.app.ctx.db.deleteFrom('list_counts').execute();
    await refillProjectItems(t.app.ctx.db as never, t.app.ctx.dialect);
    await rebuildListCounts(t.app.ctx.db, t.app.ctx.dialect);
    await expectCountsExact(t);
  });

  it('page the favourites by their own index: every page is the plain newest-first order', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await buildProject(t.app, { owner: owner.uid })).music_id);
    for (const id of ids) await as(t.app, fan).get(`/api/app/fav_add/${id}`);
    const pages: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const body = (await as(t.app, fan).get(`/api/user/select_my_fav_list?page=${p}&page_size=10`)).json();
      expect(body.total).toBe(23);
      pages.push(...body.data.map((r: { music_id: number }) => r.music_id));
    }
    expect(pages).toEqual([...ids].reverse());
    expect(
      (await as(t.app, fan).get('/api/user/select_my_fav_list?page=4&page_size=10')).json().data,
    ).toEqual([]);
  });
});
