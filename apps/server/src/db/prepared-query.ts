import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery } from 'kysely';
import type { PgReads } from './pipelined-reads';
import type { SqliteReader } from './sqlite-reader';
import type { DB } from './types';

/**
 * Below this offset a list page reads its rows directly; deeper, it pages ids on the index first and reads
 * only the page's rows (a deferred join). Near the top there is little to skip, and the direct read costs
 * less; but a row the direct read skips still costs its joins (a card, a sender), so from about 20 on the
 * deferred join wins (docs/performance.md).
 */
export const SHALLOW_OFFSET = 20;

// Placeholders far from any real id, count or constant the queries hold.
const MARK = -7_340_000_001;

/** The better-sqlite3 connection or the PostgreSQL read connections behind a Kysely instance, for the direct paths below. */
const connections = new WeakMap<DB, SQLite.Database>();
const reads = new WeakMap<DB, PgReads>();
const offLoopReaders = new WeakMap<DB, SqliteReader>();

/** Lets prepared queries on `db` read straight from its SQLite connection (createDatabase calls this). */
export function registerSqliteConnection(db: DB, sqlite: SQLite.Database) {
  connections.set(db, sqlite);
}

/** Lets prepared queries marked `offLoop` on `db` run on a worker thread's SQLite connection (createDatabase calls this). */
export function registerSqliteReader(db: DB, reader: SqliteReader) {
  offLoopReaders.set(db, reader);
}

/** Lets prepared queries on `db` run as named (server-side prepared) statements on its read connections (createDatabase calls this). */
export function registerPgReads(db: DB, pg: PgReads) {
  reads.set(db, pg);
}

/** A statement in raw mode and the column names to turn its arrays into rows. */
interface DirectRead {
  stmt: SQLite.Statement;
  names: string[];
}

function directRead(sqlite: SQLite.Database, text: string): DirectRead {
  const stmt = sqlite.prepare(text).raw(true);
  return { stmt, names: stmt.columns().map((c) => c.name) };
}

/**
 * Rows as plain objects built in JS: better-sqlite3's own row objects are slow to make and to serialise
 * (41 → 28 µs for a 10-row, 13-column page, and a third off JSON.stringify; docs/performance.md).
 */
function rowsOf<R>({ stmt, names }: DirectRead, parameters: readonly unknown[]): R[] {
  return rowsFrom<R>(stmt.all(parameters) as unknown[][], names);
}

function rowsFrom<R>(arrays: unknown[][], names: readonly string[]): R[] {
  const rows: R[] = new Array(arrays.length);
  for (let i = 0; i < arrays.length; i++) {
    const a = arrays[i];
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) row[names[c]] = a[c];
    rows[i] = row as R;
  }
  return rows;
}

/**
 * A read built and compiled by Kysely once, then run with new parameter values: building and compiling a
 * joined page query on every request was a quarter of a list call's CPU. `build` must use each argument only
 * as a bound value (where / limit / offset), at least once (a list page binds its owner in the page and again
 * in the list's state beside it), never in `sql.raw` or as a name; the first call checks this and throws
 * otherwise.
 *
 * On SQLite the read goes straight to the connection when no transaction is open on it: Kysely's path
 * (connection mutex, promises, row objects) cost more than the query. While a transaction is open (another
 * request between its awaits) the read takes Kysely's path and waits for it, so it never sees uncommitted rows.
 * With `offLoop` (a read that may take a hundred microseconds or more: a search page), SQLite runs it on the
 * worker thread of sqlite-reader.ts instead, which reads only committed rows, so an open transaction does not
 * matter to it.
 * On PostgreSQL it is a named statement, parsed and planned once per read connection (pipelined-reads.ts): planning a joined
 * page query took longer than running it (docs/performance.md).
 */
export function preparedQuery<A extends readonly (string | number)[], R>(
  db: DB,
  build: (...args: A) => Compilable<R>,
  { offLoop = false }: { offLoop?: boolean } = {},
) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: number[][] = [];
  let direct: DirectRead | undefined;
  let name = '';
  return async (...args: A): Promise<R[]> => {
    if (!compiled) {
      const marks = args.map((_, i) => MARK - i) as unknown as A;
      const c = build(...marks).compile();
      slots = marks.map((m) => {
        const at = c.parameters.flatMap((p, i) => (p === m ? [i] : []));
        if (at.length === 0)
          throw new Error(`preparedQuery: argument used 0 times as a bound value in ${c.sql}`);
        return at;
      });
      compiled = c;
    }
    const parameters = [...compiled.parameters];
    for (let i = 0; i < slots.length; i++) for (const at of slots[i]) parameters[at] = args[i];
    const sqlite = connections.get(db);
    const reader = offLoop ? offLoopReaders.get(db) : undefined;
    if (sqlite && reader) {
      // The column names from the server's own connection (prepared once, never run here).
      direct ??= directRead(sqlite, compiled.sql);
      return rowsFrom<R>(await reader.all(compiled.sql, parameters), direct.names);
    }
    if (sqlite && !sqlite.inTransaction) {
      direct ??= directRead(sqlite, compiled.sql);
      return rowsOf<R>(direct, parameters);
    }
    const pg = reads.get(db);
    if (pg) {
      name ||= `pq_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
      return (await pg.query<R>({ name, text: compiled.sql, values: parameters })).rows;
    }
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
