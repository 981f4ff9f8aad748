import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { preparedQuery } from './prepared-query';

// PostgreSQL only (*.pg.test.ts): SQLite's side of the same rule is sqlite-dialect.test.ts.
describe('prepared reads on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("run on sessions that keep one generic plan per statement and start no parallel workers, while Kysely queries keep PostgreSQL's own choice", async () => {
    const db = t.app.ctx.db;
    const { id } = await db
      .insertInto('users')
      .values({ username: 'plans', password_hash: 'x', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mode = preparedQuery(db, (uid: number) =>
      db
        .selectFrom('users')
        .select(sql<string>`current_setting('plan_cache_mode')`.as('m'))
        .where('id', '=', uid),
    );
    expect(await mode(id)).toEqual([{ m: 'force_generic_plan' }]);
    const workers = preparedQuery(db, (uid: number) =>
      db
        .selectFrom('users')
        .select(sql<string>`current_setting('max_parallel_workers_per_gather')`.as('w'))
        .where('id', '=', uid),
    );
    expect(await workers(id)).toEqual([{ w: '0' }]);
    expect(
      (await sql<{ m: string }>`select current_setting('plan_cache_mode') as m`.execute(db)).rows,
    ).toEqual([{ m: 'auto' }]);
  });

  it('never JIT-compile, on the prepared reads nor on the pool (a generic plan of a grown table was compiled per execution)', async () => {
    const db = t.app.ctx.db;
    const jit = preparedQuery(db, (name: string) =>
      db
        .selectFrom('users')
        .select(sql<string>`current_setting('jit')`.as('j'))
        .where('username', '=', name),
    );
    await db.insertInto('users').values({ username: 'nojit', password_hash: 'x', created_at: 1 }).execute();
    expect(await jit('nojit')).toEqual([{ j: 'off' }]);
    expect((await sql<{ j: string }>`select current_setting('jit') as j`.execute(db)).rows).toEqual([
      { j: 'off' },
    ]);
  });
});
