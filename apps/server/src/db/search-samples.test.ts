import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from './database';

// SQLite only: PostgreSQL's pg_trgm index has no statements of its own to re-plan.
describe('ANALYZE samples of the FTS5 search indexes (db/database.ts forgetSearchIndexSamples)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-samples-'));
  const file = path.join(dir, 'vsqx.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are dropped when the database is opened; the other tables keep theirs', async () => {
    const first = createDatabase({ databaseUrl: `sqlite:${file}`, dataDir: dir });
    await migrateToLatest(first);
    const rows = Array.from({ length: 300 }, (_, i) => `('夜に駆ける ${i} title ${i % 7}')`).join(',');
    await sql.raw(`insert into search_v (body) values ${rows}`).execute(first.db);
    await sql`analyze`.execute(first.db);
    await first.close();
    const samples = () => {
      const raw = new SQLite(file, { readonly: true });
      const tables = raw
        .prepare('select distinct tbl from sqlite_stat4 order by tbl')
        .all()
        .map((r) => (r as { tbl: string }).tbl);
      raw.close();
      return tables;
    };
    expect(samples()).toContain('search_v_idx');
    const others = samples().filter((t) => !t.startsWith('search_'));
    const again = createDatabase({ databaseUrl: `sqlite:${file}`, dataDir: dir });
    // The connection plans without them at once, and still finds the rows.
    const found = await sql<{
      n: number;
    }>`select count(*) as n from search_v where search_v match ${'"駆ける 12"'}`.execute(again.db);
    expect(found.rows[0].n).toBe(11);
    await again.close();
    expect(samples()).toEqual(others);
  });
});
