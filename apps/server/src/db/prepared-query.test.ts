import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { preparedQuery } from './prepared-query';
import type { DB } from './types';

/**
 * A transaction (another request between its awaits) that has inserted user `name` and stays open until
 * `release`; then it commits, or rolls back when `rollBack`. `done` says which.
 */
async function openTransaction(db: DB, name: string, createdAt: number, rollBack: boolean) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let inserted!: () => void;
  const insertedYet = new Promise<void>((r) => (inserted = r));
  const done = db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ username: name, password_hash: 'x', created_at: createdAt })
        .execute();
      inserted();
      await gate;
      if (rollBack) throw new Error('roll back');
    })
    .then(
      () => 'committed',
      () => 'rolled back',
    );
  await insertedYet;
  return { release, done };
}

describe('preparedQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.ctx.db;
    for (const name of ['pq_a', 'pq_b', 'pq_c', 'pq_d'])
      await db.insertInto('users').values({ username: name, password_hash: 'x', created_at: 1 }).execute();
  });
  afterAll(async () => t.close());

  it("runs the once-compiled query with each call's values, constants kept", async () => {
    const db = t.app.ctx.db;
    const page = preparedQuery(db, (prefix: string, limit: number, offset: number) =>
      db
        .selectFrom('users')
        .select('username')
        .where('username', 'like', prefix)
        .where('is_manager', '=', 0)
        .orderBy('username')
        .limit(limit)
        .offset(offset),
    );
    expect((await page('pq_%', 2, 0)).map((r) => r.username)).toEqual(['pq_a', 'pq_b']);
    expect((await page('pq_%', 2, 2)).map((r) => r.username)).toEqual(['pq_c', 'pq_d']);
    expect((await page('pq_c%', 10, 0)).map((r) => r.username)).toEqual(['pq_c']);
  });

  it('binds an argument used twice in both places, and refuses one that is not a bound value', async () => {
    const db = t.app.ctx.db;
    const twice = preparedQuery(db, (name: string) =>
      db.selectFrom('users').select('username').where('username', '=', name).where('username', '>=', name),
    );
    expect(await twice('pq_b')).toEqual([{ username: 'pq_b' }]);
    expect(await twice('pq_c')).toEqual([{ username: 'pq_c' }]);
    const raw = preparedQuery(db, (n: number) =>
      db
        .selectFrom('users')
        .select('id')
        .where(sql.raw<boolean>(`id > ${n}`)),
    );
    await expect(raw(1)).rejects.toThrow(/used 0 times/);
  });

  it('never reads rows another request has not committed: it waits for that transaction', async () => {
    const db = t.app.ctx.db;
    const byName = preparedQuery(db, (name: string) =>
      db.selectFrom('users').select('username').where('username', '=', name),
    );
    const open = await openTransaction(db, 'pq_tx', 1, true);
    const during = byName('pq_tx');
    open.release();
    expect(await open.done).toBe('rolled back');
    expect(await during).toEqual([]);
    expect(await byName('pq_a')).toEqual([{ username: 'pq_a' }]);
  });

  it('offLoop: runs on the worker thread, beside an open transaction, and sees each commit at once', async () => {
    const db = t.app.ctx.db;
    const byName = preparedQuery(
      db,
      (name: string) =>
        db.selectFrom('users').select(['username', 'created_at']).where('username', 'like', name),
      { offLoop: true },
    );
    const open = await openTransaction(db, 'pq_off', 2, false);
    // On SQLite a read on the server's connection would wait for the transaction (the test above); the
    // worker's connection answers while it is open, without its row. PostgreSQL has no worker: the same rows.
    expect(await byName('pq_off')).toEqual([]);
    open.release();
    expect(await open.done).toBe('committed');
    expect(await byName('pq_off')).toEqual([{ username: 'pq_off', created_at: 2 }]);
    // Many reads in one turn (one message), each answered with its own rows; a failing read fails alone.
    const names = ['pq_a', 'pq_b', 'pq_c', 'pq_d', 'pq_off'];
    expect((await Promise.all(names.map((n) => byName(n)))).map((r) => r[0].username)).toEqual(names);
    const bad = preparedQuery(
      db,
      (json: string) => db.selectNoFrom(sql<string>`json_extract(${json}, '$')`.as('j')),
      {
        offLoop: true,
      },
    );
    const [good, failed] = await Promise.allSettled([byName('pq_a'), bad('{not json')]);
    expect(good).toEqual({ status: 'fulfilled', value: [{ username: 'pq_a', created_at: 1 }] });
    expect(failed.status).toBe('rejected');
    expect(await byName('pq_b')).toEqual([{ username: 'pq_b', created_at: 1 }]);
  });
});
