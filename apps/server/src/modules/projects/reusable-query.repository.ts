import { CompiledQuery, type Compilable } from 'kysely';
import type { DB } from '../../db/database';

/**
 * A hot read built and compiled by Kysely once, with marker values, then run again and again with real
 * values in the markers' places: the list call skips Kysely's per-call query building and compiling,
 * which cost about as much as the SQLite page read itself (docs/performance.md, project list).
 */
export function reusableQuery<A extends number[], R>(db: DB, build: (...markers: A) => Compilable<R>, markers: A) {
  let compiled: { sql: string; slots: (number | { value: unknown })[] } | null = null;
  return async (...args: A): Promise<R[]> => {
    if (!compiled) {
      const c = build(...markers).compile();
      // Each parameter is either one of the markers (filled per call) or a constant of the query.
      compiled = { sql: c.sql, slots: c.parameters.map((p) => (markers.includes(p as number) ? markers.indexOf(p as number) : { value: p })) };
    }
    const parameters = compiled.slots.map((s) => (typeof s === 'number' ? args[s] : s.value));
    return (await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}
