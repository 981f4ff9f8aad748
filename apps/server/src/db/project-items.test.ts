import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { insertProjects } from '../test/project-uploads';
import { projectItemsMigration } from './migrations/0018-project-items';

describe('project_items on a database that already holds projects (migration 0018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const insertMidi = async (userId: number, upTime: number) =>
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
    await migration.down(db as never);
    expect(await db.selectFrom('list_counts').select('n').where('list', '=', 'items').execute()).toEqual([]);
    await insertMidi(a.uid, 7); // made while the table did not exist
    await migration.up(db as never);

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
});
