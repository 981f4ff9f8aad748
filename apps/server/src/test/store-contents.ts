import { sql } from 'kysely';
import type { FileStore } from '../files/file-store';
import { isSearchTable, ownTables } from '../admin/backup';
import type { TestApp } from './build-test-app';

/** Every live file of a store, key → base64 bytes, read through the store (local folder or S3 alike). */
export async function storeFiles(files: FileStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const { key } of files.list()) {
    const chunks: Buffer[] = [];
    for await (const c of files.open(key)) chunks.push(c as Buffer);
    out[key] = Buffer.concat(chunks).toString('base64');
  }
  return out;
}

/** Every row of every table of an app's database, in a form both dialects give alike. */
export async function tableRows(t: TestApp): Promise<Record<string, unknown[]>> {
  // The search index is shaped per dialect (FTS5 on SQLite, a table on PostgreSQL): its rows are compared through searches.
  const tables = (await ownTables(t.app.ctx.db)).filter((n) => !isSearchTable(n)).sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.ctx.db))
      .rows;
    // PostgreSQL answers bigint columns as strings, SQLite as numbers; the two collations sort text apart.
    out[table] = rows
      .map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v,
          ]),
        ),
      )
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  // A list's version only tells a cache the list moved (migration 0011): random by design, never the same twice.
  out.list_counts = out.list_counts.map((r) => ({
    ...(r as object),
    version: typeof (r as { version: unknown }).version,
  }));
  return out;
}
