import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/tables';

type Exec = DB | Transaction<Database>;
/** A transaction, for services that pass one between repositories. */
export type Trx = Transaction<Database>;

export interface JobRow {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/**
 * The `jobs` table as a queue that works across server instances: a job is claimed by one conditional
 * UPDATE (free or lease expired), so exactly one instance runs it; a crashed runner's lease runs out and
 * another instance picks the job up again.
 */
export function createJobsRepository(db: DB) {
  return {
    enqueue: (trx: Exec, kind: string, payload: unknown, runAt: number) =>
      trx
        .insertInto('jobs')
        .values({ kind, payload: JSON.stringify(payload), run_at: runAt, locked_until: null })
        .returning('id')
        .executeTakeFirstOrThrow(),

    dueIds: (kind: string, now: number, limit: number) =>
      db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', kind)
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('run_at')
        .limit(limit)
        .execute(),

    /** Takes the lease on one job; answers the job only to the instance whose UPDATE changed the row. */
    async claim(id: number, now: number, leaseMs: number): Promise<JobRow | null> {
      const r = await db
        .updateTable('jobs')
        .set({ locked_until: now + leaseMs, attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      const row = await db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Records what a step learnt (a retry after a crash must not redo it: the staged file may be gone). */
    setPayload: (id: number, payload: unknown) =>
      db
        .updateTable('jobs')
        .set({ payload: JSON.stringify(payload) })
        .where('id', '=', id)
        .execute(),

    finish: (trx: Exec, id: number) => trx.deleteFrom('jobs').where('id', '=', id).execute(),

    /** Gives a failed job another try later (its lease is dropped, its run time moved). */
    retryLater: (id: number, runAt: number) =>
      db.updateTable('jobs').set({ locked_until: null, run_at: runAt }).where('id', '=', id).execute(),
  };
}
