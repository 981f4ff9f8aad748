import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { StablePlanSqliteDialect } from './sqlite-dialect';

interface T {
  t: { id: Generated<number>; k: number; v: number; s: string | null };
}

/** 20,000 rows where k = 1 is common and k = 2 rare, with ANALYZE's samples (sqlite_stat4) stored. */
function skewed() {
  const raw = new SQLite(':memory:');
  raw.exec(
    'create table t (id integer primary key, k integer not null, v integer not null, s text); create index t_k on t (k); create index t_v on t (v);',
  );
  const ins = raw.prepare('insert into t (k, v, s) values (?, ?, ?)');
  raw.transaction(() => {
    for (let i = 0; i < 20_000; i++) ins.run(i % 4000 === 0 ? 2 : 1, i, i % 2 ? `s${i}` : null);
  })();
  raw.exec('analyze');
  return raw;
}

describe('SQLite dialect with plans that do not depend on bound values', () => {
  const raw = skewed();
  const stable = new Kysely<T>({ dialect: new StablePlanSqliteDialect({ database: raw }) });
  const plain = new Kysely<T>({ dialect: new SqliteDialect({ database: raw }) });
  afterAll(() => stable.destroy());

  const query = (db: Kysely<T>, k: number) =>
    db
      .selectFrom('t')
      .select('id')
      .where('k', '=', k)
      .where('v', '>=', 100)
      .where('v', '<=', 300)
      .limit(50)
      .compile();
  const plan = (db: Kysely<T>, k: number) => {
    const q = query(db, k);
    return raw
      .prepare(`explain query plan ${q.sql}`)
      .all(...(q.parameters as number[]))
      .map((r) => (r as { detail: string }).detail)
      .join(' | ');
  };

  it('writes every bound value as +?', () => {
    expect(query(stable, 1).sql).toBe(
      'select "id" from "t" where "k" = +? and "v" >= +? and "v" <= +? limit +?',
    );
  });

  it('keeps one plan whatever value is bound, where a bare ? lets SQLite re-plan (and re-prepare) per value', () => {
    // The mechanism exists in this SQLite build: with a bare ?, the rare and the common value get different plans…
    expect(plan(plain, 2)).not.toBe(plan(plain, 1));
    // …so a statement re-bound on every call is re-prepared on every call. With +? it is planned once.
    expect(plan(stable, 2)).toBe(plan(stable, 1));
  });

  it('gives the same rows as bare placeholders: comparisons, IN lists, row values, LIKE, NULLs, LIMIT/OFFSET, writes', async () => {
    const reads = (db: Kysely<T>) =>
      Promise.all([
        db.selectFrom('t').select(['id', 'v']).where('k', '=', 2).orderBy('id').execute(),
        db.selectFrom('t').select('id').where('id', 'in', [3, 5, 7000]).orderBy('id').execute(),
        db
          .selectFrom('t')
          .select('id')
          .where((eb) => eb(eb.refTuple('k', 'v'), '<', eb.tuple(1, 10)))
          .orderBy('id', 'desc')
          .limit(3)
          .offset(2)
          .execute(),
        db.selectFrom('t').select('id').where('s', 'like', 's1999%').orderBy('id').execute(),
        db.selectFrom('t').select('id').where('s', 'is', null).where('v', '<', 6).orderBy('id').execute(),
        db
          .selectFrom('t')
          .select(sql<string>`${'a'} || s`.as('x'))
          .where('id', '=', 2)
          .execute(),
      ]);
    expect(await reads(stable)).toEqual(await reads(plain));
    await stable.updateTable('t').set({ v: -1, s: 'stable' }).where('id', '=', 4).execute();
    expect(await plain.selectFrom('t').select(['v', 's']).where('id', '=', 4).executeTakeFirst()).toEqual({
      v: -1,
      s: 'stable',
    });
    const { id } = await stable
      .insertInto('t')
      .values({ k: 3, v: 7, s: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await plain.selectFrom('t').select(['k', 'v', 's']).where('id', '=', id).executeTakeFirst(),
    ).toEqual({ k: 3, v: 7, s: null });
  });
});
