// A fresh database for a benchmark: a new SQLite file in a temp folder, or a new PostgreSQL schema, migrated
// with the server's own createDatabase + migrateToLatest. Answers the server environment that points at it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import {
  createDatabase,
  migrateToLatest,
  type DatabaseHandle,
  type Dialect,
} from '../../apps/server/src/db/database';
import { rebuildListCounts } from '../../apps/server/src/db/list-counts';
import { refillMessageCards, refillProjectCards, refillProjectItems } from '../../apps/server/src/db/cards';
import { refillSearchIndex } from '../../apps/server/src/db/migrations/0030-search-index';
import { mergeSearchIndexes } from '../../apps/server/src/modules/search/index-merge.repository';
import type { Loader } from './big-world';

export const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

export interface WorldDb {
  dialect: Dialect;
  handle: DatabaseHandle;
  /** What the generators insert through (see Loader). */
  loader: Loader;
  dataDir: string;
  /** Environment for a server process on this database. */
  env: Record<string, string>;
  /** Refreshes planner statistics, and vacuums (PostgreSQL) or checkpoints the WAL (SQLite), as a settled production database has. */
  settle(): Promise<void>;
  drop(): Promise<void>;
}

export async function pgAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function isSuperuser(db: DatabaseHandle['db']): Promise<boolean> {
  const r = await sql<{
    s: boolean;
  }>`select rolsuper as s from pg_roles where rolname = current_user`.execute(db);
  return r.rows[0]?.s === true;
}

export async function openWorldDb(dialect: Dialect, label: string): Promise<WorldDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vsqx-bench-${label}-`));
  let schema: string | undefined;
  if (dialect === 'postgres') {
    schema = `bench_${label}_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  }
  const databaseUrl = dialect === 'postgres' ? PG_URL : `sqlite:${path.join(dataDir, 'vsqx.db')}`;
  // The loader's bulk statements and settle()'s refills run for minutes on a busy machine: no 10 s cut-off here.
  const handle = createDatabase({
    dataDir,
    databaseUrl,
    pgSchema: schema,
    pgStatementTimeoutMs: 30 * 60_000,
  });
  await migrateToLatest(handle);
  if (dialect === 'sqlite') {
    // The loader's own connection only: no fsync per bulk commit and a large page cache. The server opens
    // the file with its own settings (WAL, synchronous=FULL).
    await sql`pragma synchronous = off`.execute(handle.db);
    await sql`pragma cache_size = -262144`.execute(handle.db);
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...(schema ? { PG_SCHEMA: schema } : {}),
  };
  const loader: Loader = {
    db: handle.db,
    dialect,
    replica: dialect === 'postgres' && (await isSuperuser(handle.db)),
  };
  return {
    dialect,
    handle,
    loader,
    dataDir,
    env,
    async settle() {
      if (loader.replica) {
        await refillProjectItems(handle.db as never, dialect);
        await rebuildListCounts(handle.db, dialect);
        await refillProjectCards(handle.db as never, dialect);
        await refillMessageCards(handle.db as never, dialect);
        await refillSearchIndex(handle.db as never, dialect);
      }
      if (dialect === 'postgres') {
        // What autovacuum does to a production database soon after a bulk load: without the visibility map,
        // PostgreSQL cannot page on an index alone and plans a deep page as a scan of the primary key.
        for (const t of [
          'users',
          'vsqx_projects',
          'midi_projects',
          'project_items',
          'favourites',
          'messages',
          'list_counts',
          'search_v',
          'search_m',
        ])
          await sql`vacuum analyze ${sql.table(t)}`.execute(handle.db);
      } else {
        // What the server's background merge (modules/search/merge-schedule.ts) does to a live index after
        // its writes, in the server's own steps: each FTS5 index back into one segment (the bulk load left
        // several, 7 at 100k). The steps' lengths are printed: the lock each would hold in a running server.
        for (const r of await mergeSearchIndexes(handle.db, dialect)) {
          if (!r.steps) continue;
          const ms = [...r.stepMs].sort((a, b) => a - b);
          console.log(
            `search index merge: ${r.index} ${r.before.segments} → ${r.after.segments} segments, ${r.after.pages} pages, ` +
              `${r.steps} steps (p50 ${ms[ms.length >> 1].toFixed(1)} ms, max ${ms.at(-1)!.toFixed(1)}, sum ${(ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s)`,
          );
        }
        await sql`analyze`.execute(handle.db);
        await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
      }
    },
    async drop() {
      await handle.close();
      if (schema) {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
