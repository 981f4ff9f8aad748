import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { pageQuery, preparedQuery, SHALLOW_OFFSET } from './prepared-query';

describe('preparedQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.ctx.db;
    for (const name of ['pq_a', 'pq_b', 'pq_c', 'pq_d']) await db.insertInto('users').values({ username: name, password_hash: 'x', created_at: 1 }).execute();
  });
  afterAll(async () => t.close());

  it('runs the once-compiled query with each call\'s values, constants kept', async () => {
    const db = t.app.ctx.db;
    const page = preparedQuery(db, (prefix: string, limit: number, offset: number) =>
      db.selectFrom('users').select('username').where('username', 'like', prefix).where('is_manager', '=', 0).orderBy('username').limit(limit).offset(offset));
    expect((await page('pq_%', 2, 0)).map((r) => r.username)).toEqual(['pq_a', 'pq_b']);
    expect((await page('pq_%', 2, 2)).map((r) => r.username)).toEqual(['pq_c', 'pq_d']);
    expect((await page('pq_c%', 10, 0)).map((r) => r.username)).toEqual(['pq_c']);
  });

  it('refuses a build that does not bind each argument exactly once', async () => {
    const db = t.app.ctx.db;
    const twice = preparedQuery(db, (id: number) => db.selectFrom('users').select('id').where('id', '=', id).where('id', '>=', id));
    await expect(twice(1)).rejects.toThrow(/used 2 times/);
    const raw = preparedQuery(db, (n: number) => db.selectFrom('users').select('id').where(sql.raw<boolean>(`id > ${n}`)));
    await expect(raw(1)).rejects.toThrow(/used 0 times/);
  });

  it('never reads rows another request has not committed: it waits for that transaction', async () => {
    const db = t.app.ctx.db;
    const byName = preparedQuery(db, (name: string) => db.selectFrom('users').select('username').where('username', '=', name));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const tx = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values({ username: 'pq_tx', password_hash: 'x', created_at: 1 }).execute();
        inserted();
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedYet;
    const during = byName('pq_tx');
    release();
    expect(await tx).toBe('rolled back');
    expect(await during).toEqual([]);
    expect(await byName('pq_a')).toEqual([{ username: 'pq_a' }]);
  });

  it('pageQuery answers the same rows in its direct and ids-first forms, across the switch', async () => {
    const db = t.app.ctx.db;
    const names = Array.from({ length: SHALLOW_OFFSET + 30 }, (_, i) => `pq_p${String(i).padStart(4, '0')}`);
    await db.insertInto('users').values(names.map((username) => ({ username, password_hash: 'x', created_at: 1 }))).execute();
    const ids = (name: string) => db.selectFrom('users').select('id').where('username', 'like', name);
    const page = pageQuery(db, (deep) => (prefix: string, limit: number, offset: number) =>
      deep
        ? db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids(prefix).orderBy('id', 'desc').limit(limit).offset(offset)).orderBy('id', 'desc')
        : db.selectFrom('users').select(['id', 'username']).where('username', 'like', prefix).orderBy('id', 'desc').limit(limit).offset(offset));
    const all = await db.selectFrom('users').select(['id', 'username']).where('username', 'like', 'pq_p%').orderBy('id', 'desc').execute();
    for (const offset of [0, SHALLOW_OFFSET - 7, SHALLOW_OFFSET - 1, SHALLOW_OFFSET, SHALLOW_OFFSET + 25]) {
      expect(await page('pq_p%', 10, offset)).toEqual(all.slice(offset, offset + 10));
    }
  });
});
