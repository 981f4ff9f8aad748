import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('prepared statement reuse for Kysely on SQLite', () => {
  it('answers the same statement for the same SQL and keeps at most `max`, dropping the least recently used', () => {
    const raw = new SQLite(':memory:');
    const db = withStatementCache(raw, 2);
    const a = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(a);
    const b = db.prepare('select 2');
    db.prepare('select 1'); // 1 is now the most recent
    db.prepare('select 3'); // evicts 2
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
    db.close();
  });

  it('gives the same results as fresh statements, across writes, schema changes and a failed statement', async () => {
    const db = new Kysely<{ t: { id: number; v: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }),
    });
    await sql`create table t (id integer primary key, v text not null)`.execute(db);
    for (let i = 1; i <= 3; i++)
      await db
        .insertInto('t')
        .values({ id: i, v: `v${i}` })
        .execute();
    const read = () => db.selectFrom('t').select(['id', 'v']).where('id', '>=', 2).orderBy('id').execute();
    expect(await read()).toEqual([
      { id: 2, v: 'v2' },
      { id: 3, v: 'v3' },
    ]);
    await expect(db.insertInto('t').values({ id: 1, v: 'dup' }).execute()).rejects.toThrow(/UNIQUE/);
    await sql`alter table t add column w text not null default 'x'`.execute(db);
    await db.updateTable('t').set({ v: 'changed' }).where('id', '=', 3).execute();
    expect(await read()).toEqual([
      { id: 2, v: 'v2' },
      { id: 3, v: 'changed' },
    ]);
    await db.destroy();
  });
});
