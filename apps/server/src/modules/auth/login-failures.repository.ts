import { sql } from 'kysely';
import type { DB } from '../../db/database';

const DAY = 24 * 60 * 60 * 1000;

/** Failed logins per account name (migration 0019). */
export function createLoginFailuresRepository(db: DB) {
  return {
    lockedUntil: async (username: string): Promise<number> => {
      const row = await db
        .selectFrom('login_failures')
        .select('locked_until')
        .where('username', '=', username)
        .executeTakeFirst();
      return row ? Number(row.locked_until) : 0;
    },

    /**
     * Counts a failure and sets the lock it earns in one statement, so racing failures all count and none
     * can leave the count raised without its lock. `lockFor` grows to a cap: the CASE names each count's
     * lock up to the first that reaches it.
     */
    async recordFailure(username: string, now: number, lockFor: (failures: number) => number): Promise<void> {
      const counted = sql<number>`login_failures.failures + 1`;
      const capped = lockFor(Number.MAX_SAFE_INTEGER);
      const steps: ReturnType<typeof sql>[] = [];
      for (let n = 1; n < 1000 && lockFor(n) < capped; n++) {
        steps.push(sql` when ${sql.lit(n)} then ${sql.lit(now + lockFor(n))}`);
      }
      // No step when every count earns the cap (a zero base or maximum: the delay is off): no CASE.
      const locked = steps.length
        ? sql<number>`case ${counted}${sql.join(steps, sql``)} else ${sql.lit(now + capped)} end`
        : sql.lit(now + capped);
      const row = await db
        .insertInto('login_failures')
        .values({ username, failures: 1, locked_until: now + lockFor(1), updated_at: now })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet({ failures: counted, locked_until: locked, updated_at: now }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      // Names nobody tried for a day are forgotten (made-up names would otherwise pile up).
      if (Number(row.failures) === 1) {
        await db
          .deleteFrom('login_failures')
          .where('updated_at', '<', now - DAY)
          .execute();
      }
    },

    clear: (username: string) => db.deleteFrom('login_failures').where('username', '=', username).execute(),
  };
}
