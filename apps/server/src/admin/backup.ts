import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import type { DB, Dialect } from '../db/database';
import type { FileStore } from '../files/file-store';

/** Parents before children, so a restore satisfies every foreign key as it goes. Unknown tables follow. */
const TABLE_ORDER = [
  'users',
  'sessions',
  'vsqx_projects',
  'midi_projects',
  'upload_slots',
  'staged_uploads',
  'articles',
  'favourites',
  'likes',
  'comments',
  'messages',
  'licence_requests',
  'tutorial_docs',
  'suggestions',
  'square_posts',
  'daily_stats',
  'view_marks',
  'jobs',
];
/** Rows per read: one page of a table is all a backup holds in memory. */
export const BACKUP_PAGE_ROWS = 1000;

interface Manifest {
  format: 1;
  created_at: string;
  dialect: Dialect;
  tables: Record<string, number>;
  /** Live files written under files/ (absent in backups made before files came through the FileStore). */
  files?: number;
}

type Row = Record<string, unknown>;
/** Tables by a name only known at run time (checked against the live schema first). */
type AnyDb = Kysely<Record<string, Row>>;

/** Tables the database derives itself (triggers keep them, migrations 0010, 0012, 0018 and 0030): remade on restore, not dumped. */
const DERIVED = new Set(['list_counts', 'project_cards', 'project_items']);
/** The search text tables (migration 0030) and, on SQLite, their FTS5 shadow tables (`search_v_data`, …): shaped per dialect. */
export const isSearchTable = (table: string) => /^search_[vma](_|$)/.test(table);
const isDerived = (table: string) => DERIVED.has(table) || isSearchTable(table);

/** This database's own tables (on PostgreSQL, its own schema's: db/own-schema-introspector.ts). */
export async function ownTables(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.filter((t) => !t.name.startsWith('kysely_')).map((t) => t.name);
}

async function tablesOf(db: DB): Promise<string[]> {
  const all = (await ownTables(db)).filter((n) => !isDerived(n));
  return [
    ...TABLE_ORDER.filter((t) => all.includes(t)),
    ...all.filter((t) => !TABLE_ORDER.includes(t)).sort(),
  ];
}

/** The primary-key columns of a table, in key order (Kysely's introspection does not say). */
export async function primaryKey(db: DB, dialect: Dialect, table: string): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`
        select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`.execute(db)
      : await sql<{
          name: string;
        }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db);
  if (rows.rows.length === 0)
    throw new Error(`table ${table} has no primary key: a backup cannot page through it`);
  return rows.rows.map((r) => r.name);
}

/**
 * Every row of a table in primary-key order, a page at a time by keyset (`where (pk) > (last) order by pk
 * limit n`): each read starts at an index position, so a large table costs the same per page at its end
 * as at its start (OFFSET would rescan every earlier row), and never sits in memory whole.
 */
async function* rowsOf(db: AnyDb, table: string, key: string[], pageRows: number): AsyncGenerator<Row> {
  const cols = sql.join(key.map((c) => sql.ref(c)));
  let last: Row | undefined;
  for (;;) {
    let q = db.selectFrom(table).selectAll().limit(pageRows);
    for (const c of key) q = q.orderBy(sql.ref(c));
    if (last) {
      const after = sql.join(key.map((c) => last![c]));
      q = q.where(sql<boolean>`(${cols}) > (${after})`);
    }
    const page = await q.execute();
    yield* page;
    if (page.length < pageRows) return;
    last = page[page.length - 1];
  }
}

/** Copies every live file of the store under `dir`, streamed one at a time. */
async function dumpFiles(files: FileStore, dir: string): Promise<number> {
  let count = 0;
  for await (const { key } of files.list()) {
    const target = path.join(dir, key);
    if (!target.startsWith(dir + path.sep)) throw new Error(`bad key in the file store: ${key}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(files.open(key), fs.createWriteStream(target));
    count += 1;
  }
  return count;
}

/** Puts every file under `dir` into the store (staged, then committed: a reader never sees half a file). */
async function loadFiles(files: FileStore, dir: string): Promise<void> {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const staged = await files.stage(fs.createReadStream(full), Number.MAX_SAFE_INTEGER);
    await files.commit(staged.stagedKey, path.relative(dir, full).split(path.sep).join('/'));
  }
}

/**
 * Writes a consistent backup while the server runs: every table read in one transaction (repeatable read
 * on PostgreSQL; SQLite readers see one snapshot under WAL), in primary-key order by keyset pages, then
 * every live file read through the FileStore (the local folder or S3), as one .tar.gz.
 * The dump is dialect-neutral JSON lines, so a backup restores on either database.
 */
export async function backup(
  db: DB,
  dialect: Dialect,
  files: FileStore,
  file: string,
  { pageRows = BACKUP_PAGE_ROWS } = {},
): Promise<Manifest> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-backup-'));
  try {
    const out = fs.createWriteStream(path.join(tmp, 'db.jsonl'));
    const manifest: Manifest = { format: 1, created_at: new Date().toISOString(), dialect, tables: {} };
    const tables = await tablesOf(db);
    let trx = db.transaction();
    if (dialect === 'postgres') trx = trx.setIsolationLevel('repeatable read');
    await trx.execute(async (t) => {
      for (const table of tables) {
        let count = 0;
        const key = await primaryKey(t, dialect, table);
        for await (const row of rowsOf(t as unknown as AnyDb, table, key, pageRows)) {
          if (!out.write(JSON.stringify({ t: table, r: row }) + '\n'))
            await new Promise<void>((r) => out.once('drain', () => r()));
          count += 1;
        }
        manifest.tables[table] = count;
      }
    });
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    fs.mkdirSync(path.join(tmp, 'files'));
    manifest.files = await dumpFiles(files, path.join(tmp, 'files'));
    fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.c({ gzip: true, file, cwd: tmp, portable: true }, ['manifest.json', 'db.jsonl', 'files']);
    return manifest;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an EMPTY database and file store (refuses otherwise): rows in parent-first order in
 * one transaction, identity sequences moved past the restored ids, then the files through the FileStore.
 */
export async function restore(db: DB, dialect: Dialect, files: FileStore, file: string): Promise<Manifest> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) {
    throw new Error('the database is not empty; restore only into a fresh data folder / database');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-restore-'));
  try {
    await tar.x({ file, cwd: tmp });
    const manifest = JSON.parse(fs.readFileSync(path.join(tmp, 'manifest.json'), 'utf8')) as Manifest;
    const known = new Set(await tablesOf(db));
    await db.transaction().execute(async (t) => {
      // Starter docs are inserted at every start; the backup's own copy replaces them.
      await t.deleteFrom('tutorial_docs').execute();
      const lines = readline.createInterface({ input: fs.createReadStream(path.join(tmp, 'db.jsonl')) });
      let batch: { t: string; r: Row }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const table = batch[0].t;
        // Table names come from our own dump and are checked against the live schema above.
        await t
          .insertInto(table as 'users')
          .values(batch.map((b) => b.r) as never)
          .execute();
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        const entry = JSON.parse(line) as { t: string; r: Row };
        if (!known.has(entry.t)) continue;
        if (batch.length > 0 && (batch[0].t !== entry.t || batch.length >= 200)) await flush();
        batch.push(entry);
      }
      await flush();
      if (dialect === 'postgres') {
        const ids = await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and is_identity = 'YES'`.execute(t);
        for (const { table_name, column_name } of ids.rows) {
          await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}), coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(
            t,
          );
        }
      }
    });
    await loadFiles(files, path.join(tmp, 'files'));
    return manifest;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
