import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { DB, Dialect } from '../db/database';

/** Parents before children, so a restore satisfies every foreign key as it goes. Unknown tables follow. */
const TABLE_ORDER = [
  'users', 'sessions', 'vsqx_projects', 'midi_projects', 'upload_slots', 'staged_uploads', 'articles',
  'favourites', 'likes', 'comments', 'messages', 'licence_requests', 'tutorial_docs', 'suggestions',
  'square_posts', 'daily_stats', 'view_marks', 'jobs',
];
const BATCH = 1000;

interface Manifest {
  format: 1;
  created_at: string;
  dialect: Dialect;
  tables: Record<string, number>;
}

/** Tables the database derives itself (triggers keep them, migrations 0010, 0012 and 0018): remade on restore, not dumped. */
const DERIVED = new Set(['list_counts', 'project_cards', 'project_items']);

/**
 * This database's own tables. On PostgreSQL Kysely lists every schema's tables, so another schema's
 * (another deployment's, another test's) would be dumped, or missed when it is gone by then.
 */
export async function ownTables(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const schema = tables.some((t) => t.schema)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s
    : undefined;
  return tables.filter((t) => t.schema === schema && !t.name.startsWith('kysely_')).map((t) => t.name);
}

async function tablesOf(db: DB): Promise<string[]> {
  const all = (await ownTables(db)).filter((n) => !DERIVED.has(n));
  return [...TABLE_ORDER.filter((t) => all.includes(t)), ...all.filter((t) => !TABLE_ORDER.includes(t)).sort()];
}

/**
 * Writes a consistent backup while the server runs: every table read in one transaction (repeatable read
 * on PostgreSQL; SQLite readers see one snapshot under WAL), then the file store, as one .tar.gz.
 * The dump is dialect-neutral JSON lines, so a backup restores on either database.
 */
export async function backup(db: DB, dialect: Dialect, dataDir: string, file: string): Promise<Manifest> {
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
        for (let offset = 0; ; offset += BATCH) {
          const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} limit ${BATCH} offset ${offset}`.execute(t);
          for (const row of rows.rows) out.write(JSON.stringify({ t: table, r: row }) + '\n');
          count += rows.rows.length;
          if (rows.rows.length < BATCH) break;
        }
        manifest.tables[table] = count;
      }
    });
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const filesDir = path.join(dataDir, 'files');
    if (fs.existsSync(filesDir)) {
      fs.cpSync(filesDir, path.join(tmp, 'files'), { recursive: true, filter: (src) => !src.includes(`${path.sep}.staging`) });
    } else fs.mkdirSync(path.join(tmp, 'files'));
    await tar.c({ gzip: true, file, cwd: tmp, portable: true }, ['manifest.json', 'db.jsonl', 'files']);
    return manifest;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an EMPTY database and file store (refuses otherwise): rows in parent-first order in
 * one transaction, identity sequences moved past the restored ids, then the files.
 */
export async function restore(db: DB, dialect: Dialect, dataDir: string, file: string): Promise<Manifest> {
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
      let batch: { t: string; r: Record<string, unknown> }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const table = batch[0].t;
        // Table names come from our own dump and are checked against the live schema above.
        await t.insertInto(table as 'users').values(batch.map((b) => b.r) as never).execute();
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        const entry = JSON.parse(line) as { t: string; r: Record<string, unknown> };
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
          await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}), coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(t);
        }
      }
    });
    fs.cpSync(path.join(tmp, 'files'), path.join(dataDir, 'files'), { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
