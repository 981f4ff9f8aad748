import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';
import type { DB } from '../../db/types';

/** A job as its runner sees it once claimed; `attempts` counts this run. */
export interface JobRow {
  id: number;
  kind: string;
  subject: string | null;
  payload: string;
  attempts: number;
}

/** Nobody holds the job, or its holder's lease ran out. */
const free = (now: number) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]);

/**
 * The `jobs` table as a queue that works across server instances: a job is claimed by one conditional
 * UPDATE (due, and free or its lease expired), so exactly one instance runs it; a crashed runner's lease
 * runs out and another instance picks the job up again. Every function takes the handle to work on, so an
 * enqueue or a finish is part of the caller's transaction.
 */
export const jobsRepository = {
  enqueue: (
    db: DB,
    job: { kind: string; subject?: string; payload: unknown; runAt: number },
  ): Promise<{ id: number }> =>
    db
      .insertInto('jobs')
      .values({
        kind: job.kind,
        subject: job.subject ?? null,
        payload: JSON.stringify(job.payload),
        run_at: job.runAt,
        locked_until: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),

  dueIds: (db: DB, kind: string, now: number, limit: number) =>
    db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('run_at', '<=', now)
      .where(free(now))
      .orderBy('run_at')
      .limit(limit)
      .execute(),

  /** Takes the lease on one job; answers the job only to the runner whose UPDATE changed the row. */
  async claim(db: DB, id: number, now: number, leaseMs: number): Promise<JobRow | null> {
    const r = await db
      .updateTable('jobs')
      .set({ locked_until: now + leaseMs, attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .where('run_at', '<=', now)
      .where(free(now))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    const row = await db
      .selectFrom('jobs')
      .select(['id', 'kind', 'subject', 'payload', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  },

  /** Records what a step learnt (a retry after a crash must not redo it: the staged file may be gone). */
  setPayload: (db: DB, id: number, payload: unknown) =>
    db
      .updateTable('jobs')
      .set({ payload: JSON.stringify(payload) })
      .where('id', '=', id)
      .execute(),

  finish: (db: DB, id: number) => db.deleteFrom('jobs').where('id', '=', id).execute(),

  /** Gives a failed job another try later (its lease is dropped, its run time moved). */
  retryLater: (db: DB, id: number, runAt: number) =>
    db.updateTable('jobs').set({ locked_until: null, run_at: runAt }).where('id', '=', id).execute(),

  /** The jobs of one kind about one subject (index jobs_subject). */
  ofSubject: (db: DB, kind: string, subject: string) =>
    db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .execute(),

  deleteOfSubject: (db: DB, kind: string, subject: string) =>
    db.deleteFrom('jobs').where('kind', '=', kind).where('subject', '=', subject).execute(),

  /** How many jobs of a kind are queued, due or not (tests wait for none). */
  count: async (db: DB, kind: string) =>
    Number(
      (
        await db
          .selectFrom('jobs')
          .select(sql<number>`count(*)`.as('n'))
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
