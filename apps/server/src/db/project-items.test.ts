import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { insertProjects } from '../test/project-uploads';
import { projectItemsMigration } from './migrations/0018-project-items';
import { itemStatesMigration } from './migrations/0058-item-states';

describe('project_items on a database that already holds projects (migration 0018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const insertMidi = async (
    userId: number,
    upTime: number,
    state: { visibility?: 'public' | 'unlisted' | 'private'; publish_at?: number } = {},
  ) =>
    (
      await t.app.ctx.db
        .insertInto('midi_projects')
        .values({
          midi_uid: `pi${Math.random().toString(36).slice(2)}`,
          user_id: userId,
          midi_name: 'm',
          midi_type: '1',
          agreement: 1,
          midi_language: '2',
          trick_num: '1',
          p_name: '',
          midi_desc: '',
          tag: '',
          up_time: upTime,
          updated_at: upTime,
          ...state,
        })
        .returning('midi_id')
        .executeTakeFirstOrThrow()
    ).midi_id;
  const total = async (user: { token: string }) =>
    (await as(t.app, user).get('/api/user/select_all_project_list?page=1')).json().total as number;

  it('fills the table and the `items` totals from the rows there, then keeps them by triggers', async () => {
    const db = t.app.ctx.db;
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await insertProjects(t.app, a.uid, [{ name: 'a1' }, { name: 'a2' }]);
    await insertMidi(a.uid, 5);
    await insertMidi(b.uid, 6);
    // As a data folder made before 0018 was: no table, no triggers, no `items` rows.
    const migration = projectItemsMigration(t.app.ctx.dialect);
    const states = itemStatesMigration(t.app.ctx.dialect);
    await states.down(db as never);
    await migration.down(db as never);
    expect(await db.selectFrom('list_counts').select('n').where('list', '=', 'items').execute()).toEqual([]);
    await insertMidi(a.uid, 7); // made while the table did not exist
    await migration.up(db as never);
    await states.up(db as never);

    expect(await total(a)).toBe(4);
    expect(await total(b)).toBe(1);
    const kept = await db
      .selectFrom('project_items')
      .select(['kind', 'item_id', 'user_id'])
      .where('user_id', 'in', [a.uid, b.uid])
      .orderBy('kind')
      .orderBy('item_id')
      .execute();
    const rows = await sql<{ kind: number; item_id: number; user_id: number }>`
      select 1 as kind, music_id as item_id, user_id from vsqx_projects where user_id in (${a.uid}, ${b.uid})
      union all select 2, midi_id, user_id from midi_projects where user_id in (${a.uid}, ${b.uid}) order by kind, item_id`.execute(
      db,
    );
    expect(kept.map((r) => [Number(r.kind), Number(r.item_id), Number(r.user_id)])).toEqual(
      rows.rows.map((r) => [Number(r.kind), Number(r.item_id), Number(r.user_id)]),
    );

    // The triggers are back: a new MIDI project and a deleted one move the one total.
    const m = await insertMidi(a.uid, Date.now());
    expect(await total(a)).toBe(5);
    await db.deleteFrom('midi_projects').where('midi_id', '=', m).execute();
    await db.deleteFrom('vsqx_projects').where('user_id', '=', a.uid).execute();
    expect(await total(a)).toBe(2);
  });

  it("keeps each item's visibility and schedule beside its card (migration 0058)", async () => {
    const db = t.app.ctx.db;
    const a = await registerUser(t.app);
    await insertProjects(t.app, a.uid, [{ name: 's1' }, { name: 's2' }]);
    const m = await insertMidi(a.uid, 8);
    const [v1, v2] = (
      await db.selectFrom('vsqx_projects').select('music_id').where('user_id', '=', a.uid).execute()
    ).map((r) => r.music_id);
    const at = Date.now() + 3_600_000;
    await db
      .updateTable('vsqx_projects')
      .set({ visibility: 'private', publish_at: at })
      .where('music_id', '=', v1)
      .execute();
    await db.updateTable('midi_projects').set({ visibility: 'unlisted' }).where('midi_id', '=', m).execute();
    // A row inserted with its state already set (as a restore writes it).
    await db.deleteFrom('vsqx_projects').where('music_id', '=', v2).execute();
    const m2 = await insertMidi(a.uid, 9);
    await db
      .updateTable('midi_projects')
      .set({ publish_at: at + 1 })
      .where('midi_id', '=', m2)
      .execute();

    const items = await db
      .selectFrom('project_items')
      .select(['kind', 'item_id', 'visibility', 'publish_at'])
      .where('user_id', '=', a.uid)
      .orderBy('kind')
      .orderBy('item_id')
      .execute();
    const rows = await sql<{ kind: number; item_id: number; visibility: string; publish_at: number | null }>`
      select 1 as kind, music_id as item_id, visibility, publish_at from vsqx_projects where user_id = ${a.uid}
      union all select 2, midi_id, visibility, publish_at from midi_projects where user_id = ${a.uid} order by kind, item_id`.execute(
      db,
    );
    const norm = (r: {
      kind: number;
      item_id: number;
      visibility: string;
      publish_at: number | string | null;
    }) =>
      `${Number(r.kind)}:${Number(r.item_id)}:${r.visibility}:${r.publish_at === null ? null : Number(r.publish_at)}`;
    expect(items.map(norm)).toEqual(rows.rows.map(norm));
    expect(items.map(norm)).toContain(`1:${v1}:private:${at}`);
    expect(items.map(norm)).toContain(`2:${m}:unlisted:null`);
    expect(items.map(norm)).toContain(`2:${m2}:public:${at + 1}`);

    // The list sends them.
    const page = (await as(t.app, a).get('/api/user/select_all_project_list?page=1&page_size=10')).json();
    const sent = (
      page.data as {
        kind: string;
        music_id?: number;
        midi_id?: number;
        visibility: string;
        publish_at: number | null;
      }[]
    ).map((r) => `${r.kind}:${r.music_id ?? r.midi_id}:${r.visibility}:${r.publish_at}`);
    expect(sent.sort()).toEqual(
      [`m:${m}:unlisted:null`, `m:${m2}:public:${at + 1}`, `v:${v1}:private:${at}`].sort(),
    );
  });

  it('a MIDI project inserted with a state of its own keeps it', async () => {
    const db = t.app.ctx.db;
    const a = await registerUser(t.app);
    const midi_id = await insertMidi(a.uid, 1, { visibility: 'private', publish_at: 12345 });
    const item = await db
      .selectFrom('project_items')
      .select(['visibility', 'publish_at'])
      .where('kind', '=', 2)
      .where('item_id', '=', midi_id)
      .executeTakeFirstOrThrow();
    expect([item.visibility, Number(item.publish_at)]).toEqual(['private', 12345]);
  });
});
