import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { initialMigration } from './migrations/0001-initial';
import { singerUnmatchedMigration } from './migrations/0009-singer-unmatched';
import { listCountsMigration } from './migrations/0010-list-counts';
import { listVersionsMigration } from './migrations/0011-list-versions';
import { projectCardsMigration } from './migrations/0012-project-cards';
import { allowConvertMigration } from './migrations/0016-allow-convert';
import { accountEmailMigration } from './migrations/0017-account-email';
import { projectItemsMigration } from './migrations/0018-project-items';
import { loginFailuresMigration } from './migrations/0019-login-failures';
import { projectVersionsMigration } from './migrations/0020-project-versions';
import { tusUploadsMigration } from './migrations/0021-tus-uploads';
import { privateProjectsMigration } from './migrations/0045-private-projects';
import { stagedSha256Migration } from './migrations/0026-staged-sha256';
import { midiVersionsMigration } from './migrations/0027-midi-versions';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import { analyticsMigration } from './migrations/0050-analytics';
import { analyticsSummariesMigration } from './migrations/0051-analytics-summaries';
import { withCommitHooks } from './after-commit';
import { liveMigration } from './migrations/0055-live-messages';
import { storageIndexMigration } from './migrations/0056-storage-index';
import { jobSubjectsMigration } from './migrations/0057-job-subjects';
import { itemStatesMigration } from './migrations/0058-item-states';
import { messageCardsMigration } from './migrations/0060-message-cards';
import { visibilityMigration } from './migrations/0035-visibility';
import { searchIndexMigration } from './migrations/0030-search-index';
import { licencesCreditsMigration } from './migrations/0040-licences-credits';
import { pipelinedReads } from './pipelined-reads';
import { registerPgReads, registerSqliteConnection, registerSqliteReader } from './prepared-query';
import { sqliteReader } from './sqlite-reader';
import { StablePlanSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';
import type { DB, Dialect } from './types';

export type { DB, Dialect } from './types';

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  pgSchema?: string;
  close(): Promise<void>;
  /**
   * SQLite only: `PRAGMA data_version`, which changes when another process (the admin command) commits to
   * the file and never for this connection's own writes (modules/live/memory-bus.ts watches it).
   */
  dataVersion?: () => number;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string;
  /** PostgreSQL schema to work in (tests give each app its own); default `public`. */
  pgSchema?: string;
  pgPoolSize?: number;
  /** The prepared reads' pipelined connections (pipelined-reads.ts); default 2. */
  pgReadConnections?: number;
  pgStatementTimeoutMs?: number;
}

// COUNT(*) and bigint columns come back from PostgreSQL as strings; every figure here fits in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl.startsWith('postgres')) {
    const options = [
      opts.pgSchema ? `-c search_path=${opts.pgSchema}` : '',
      `-c statement_timeout=${opts.pgStatementTimeoutMs ?? 10_000}`,
      // No JIT: a generic plan's cost estimate grows with the table (it cannot see a page's LIMIT), and past
      // jit_above_cost PostgreSQL compiled a search page that reads 46 rows, on every execution: 275 ms
      // against 0.75 at 1M projects (docs/performance.md "Growth"). Nothing here
      // runs long enough to win the compile back (a 125,000-row count: 540-630 ms with it, 550 without).
      '-c jit=off',
    ]
      .filter(Boolean)
      .join(' ');
    const max = opts.pgPoolSize ?? 10;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max, options });
    const db = new Kysely<Database>({ dialect: withCommitHooks(new OwnSchemaPostgresDialect({ pool })) });
    // The prepared list reads (prepared-query.ts) run on their own connections, few and pipelined
    // (pipelined-reads.ts), whose sessions keep one generic plan per statement. With the default plan_cache_mode
    // PostgreSQL judged a page read's generic plan (LIMIT and OFFSET unknown) dearer than a custom one and planned
    // it again on every execution: 290-350 µs a read against 150-230 µs (docs/performance.md). The plan does not
    // depend on the values, as on SQLite (sqlite-dialect.ts); every other query keeps PostgreSQL's own choice. No
    // parallel workers either: a generic plan cannot see a page's LIMIT, guesses a tenth of the rows, and planned
    // a search walk as a parallel scan whose workers took 20-30 ms to start for a page that reads 80 rows
    // (docs/performance.md "Search reads prepared").
    const reads = pipelinedReads(
      {
        connectionString: opts.databaseUrl,
        options: `${options} -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0`,
      },
      opts.pgReadConnections ?? 2,
    );
    registerPgReads(db, reads);
    const close = async () => {
      await db.destroy();
      await reads.end();
    };
    return { db, dialect: 'postgres', pgSchema: opts.pgSchema, close };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.databaseUrl.startsWith('sqlite:')
    ? opts.databaseUrl.slice('sqlite:'.length)
    : path.join(opts.dataDir, 'vsqx.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash (docs/reliability.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  forgetSearchIndexSamples(sqlite);
  const db = new Kysely<Database>({
    dialect: withCommitHooks(new StablePlanSqliteDialect({ database: withStatementCache(sqlite) })),
  });
  registerSqliteConnection(db, sqlite);
  // Search pages read on a worker thread's connection (sqlite-reader.ts); an in-memory database has no file to share.
  const reader = sqlite.memory ? undefined : sqliteReader(sqlite.name);
  if (reader) registerSqliteReader(db, reader);
  const dataVersion = () => sqlite.pragma('data_version', { simple: true }) as number;
  const close = async () => {
    await reader?.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close, dataVersion };
}

/**
 * Drops ANALYZE's samples (sqlite_stat4) of the FTS5 search indexes' own tables. FTS5 finds a term's leaf page
 * with `select pgno from <index>_idx where segid = ? and term <= ? …`; with samples of that table, SQLite's planner
 * reads the bound term, so every new term expires the statement and FTS5 parsed and planned it again for every
 * term of every lookup: 7.6 % of the server's CPU on a selective search (docs/performance.md "Search, session 39").
 * The table's primary key is the only plan either way. An operator's ANALYZE writes them again; the next start
 * drops them.
 */
function forgetSearchIndexSamples(sqlite: SQLite.Database) {
  if (!sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get()) return;
  const { changes } = sqlite.prepare("delete from sqlite_stat4 where tbl glob 'search_[vma]_*'").run();
  // Reloads the statistics this connection plans with, without analysing anything.
  if (changes) sqlite.exec('analyze sqlite_schema');
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const all: Record<string, Migration> = { '0001-initial': initialMigration(handle.dialect) };
  all['0009-singer-unmatched'] = singerUnmatchedMigration(handle.dialect);
  all['0010-list-counts'] = listCountsMigration(handle.dialect);
  all['0011-list-versions'] = listVersionsMigration(handle.dialect);
  all['0012-project-cards'] = projectCardsMigration(handle.dialect);
  all['0016-allow-convert'] = allowConvertMigration();
  all['0017-account-email'] = accountEmailMigration(handle.dialect);
  all['0018-project-items'] = projectItemsMigration(handle.dialect);
  all['0019-login-failures'] = loginFailuresMigration();
  all['0020-project-versions'] = projectVersionsMigration(handle.dialect);
  all['0021-tus-uploads'] = tusUploadsMigration();
  all['0026-staged-sha256'] = stagedSha256Migration();
  all['0027-midi-versions'] = midiVersionsMigration();
  all['0050-analytics'] = analyticsMigration(handle.dialect);
  all['0051-analytics-summaries'] = analyticsSummariesMigration();
  all['0055-live-messages'] = liveMigration();
  all['0056-storage-index'] = storageIndexMigration();
  all['0057-job-subjects'] = jobSubjectsMigration(handle.dialect);
  all['0058-item-states'] = itemStatesMigration(handle.dialect);
  all['0060-message-cards'] = messageCardsMigration(handle.dialect);
  all['0035-visibility'] = visibilityMigration(handle.dialect);
  all['0030-search-index'] = searchIndexMigration(handle.dialect);
  all['0040-licences-credits'] = licencesCreditsMigration(handle.dialect);
  all['0045-private-projects'] = privateProjectsMigration();
  const provider: MigrationProvider = { getMigrations: async () => all };
  // Name the schema: otherwise Kysely may find another schema's migration tables and skip creating its own.
  // Helpers number their migrations by feature, not by date: a data folder may have met 0009 before 0002.
  const migrator = new Migrator({
    db: handle.db,
    provider,
    allowUnorderedMigrations: true,
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
