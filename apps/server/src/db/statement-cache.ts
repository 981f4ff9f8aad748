import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 for Kysely with prepared statements reused by SQL text. Kysely's SQLite driver prepares
 * every query afresh, and preparing was 8% of the server's CPU on the list benchmark (docs/performance.md).
 * Reuse is safe: Kysely runs one query at a time on its single connection (a stream holds it to the end).
 * Bounded (least recently used goes) because some SQL texts vary with the number of values (`in (…)`,
 * multi-row inserts).
 */
export function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = db.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
