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

    /** Counts a failure in one statement (racing failures all count), then sets the lock it earns. */
    async recordFailure(username: string, now: number, lockFor: (failures: number) => number): Promise<void> {
      const row = await db
        .insertInto('login_failures')
        .values({ username, failures: 1, locked_until: now + lockFor(1), updated_at: now })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet({ failures: sql`login_failures.failures + 1`, updated_at: now }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const failures = Number(row.failures);
      if (failures > 1) {
        await db
          .updateTable('login_failures')
          .set({ locked_until: now + lockFor(failures) })
          .where('username', '=', username)
          .execute();
      } else {
        // Names nobody tried for a day are forgotten (made-up names would otherwise pile up).
        await db
          .deleteFrom('login_failures')
          .where('updated_at', '<', now - DAY)
          .execute();
      }
    },

    clear: (username: string) => db.deleteFrom('login_failures').where('username', '=', username).execute(),
  };
}
