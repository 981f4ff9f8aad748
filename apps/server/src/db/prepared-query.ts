import type { Compilable, CompiledQuery } from 'kysely';
import type { DB } from './database';

// Placeholders far from any real id, count or constant the queries hold.
const MARK = -7_340_000_001;

/**
 * A query built and compiled by Kysely once, then run with new parameter values. Building and compiling a
 * joined page query on every request was a quarter of a list call's CPU (docs/performance.md). `build` must
 * use each argument exactly once, as a bound value (where / limit / offset), never in `sql.raw` or as a name;
 * the first call checks this and throws otherwise.
 */
export function preparedQuery<A extends readonly (string | number)[], R>(db: DB, build: (...args: A) => Compilable<R>) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: number[] = [];
  return async (...args: A): Promise<R[]> => {
    if (!compiled) {
      const marks = args.map((_, i) => MARK - i) as unknown as A;
      const c = build(...marks).compile();
      slots = marks.map((m) => {
        const at = c.parameters.flatMap((p, i) => (p === m ? [i] : []));
        if (at.length !== 1) throw new Error(`preparedQuery: argument used ${at.length} times as a bound value in ${c.sql}`);
        return at[0];
      });
      compiled = c;
    }
    const parameters = [...compiled.parameters];
    slots.forEach((at, i) => (parameters[at] = args[i]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
