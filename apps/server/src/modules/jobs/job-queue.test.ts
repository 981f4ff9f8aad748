import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context';
import { useTestApp } from '../../test/factories';
import { enqueueJob, idle, runDue, type Job, type JobKind } from './job-queue';
import { jobsRepository as jobs } from './jobs.repository';

/** A kind whose runs are recorded; `fail` makes a try throw, `slow` holds it open a while. */
function recordingKind(name: string, opts: { fail?: boolean; slowMs?: number } = {}) {
  const runs: { id: number; attempts: number; data: { n: number } }[] = [];
  const gaveUp: Job<{ n: number }>[] = [];
  const kind: JobKind<{ n: number }> = {
    kind: name,
    leaseMs: 60_000,
    maxAttempts: 3,
    retryDelayMs: () => 1000,
    async run(ctx, job) {
      runs.push({ id: job.id, attempts: job.attempts, data: job.data });
      if (opts.slowMs) await new Promise((r) => setTimeout(r, opts.slowMs));
      if (opts.fail) throw new Error('this try fails');
      await jobs.finish(ctx.db, job.id);
    },
    async giveUp(ctx, job) {
      gaveUp.push(job);
      await jobs.finish(ctx.db, job.id);
    },
  };
  return { kind, runs, gaveUp };
}

describe('job queue (modules/jobs)', () => {
  const t = useTestApp({ transferDelayMs: 60_000 });
  const queued = (kind: string) =>
    t.app.ctx.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();
  const add = (kind: JobKind<{ n: number }>, n: number, delayMs = 0) =>
    enqueueJob(t.app.ctx, t.app.ctx.db, kind, { payload: { n }, delayMs });

  it('a lease that ran out (its runner died): another runner takes the job, once', async () => {
    const { kind, runs } = recordingKind('t-lease');
    await add(kind, 1, 60_000);
    const [row] = await queued(kind.kind);
    const now = row.run_at;
    // A runner claimed it and died: its lease holds the job until it runs out.
    expect(await jobs.claim(t.app.ctx.db, row.id, now, kind.leaseMs)).toMatchObject({ attempts: 1 });
    expect(await runDue(t.app.ctx, kind, now + kind.leaseMs - 1)).toBe(0);
    expect(runs).toEqual([]);
    expect(await runDue(t.app.ctx, kind, now + kind.leaseMs + 1)).toBe(1);
    expect(runs).toEqual([{ id: row.id, attempts: 2, data: { n: 1 } }]);
    expect(await queued(kind.kind)).toEqual([]);
  });

  it('a job claimed by one runner is not run by another: many runners, each job once', async () => {
    const { kind, runs } = recordingKind('t-once', { slowMs: 30 });
    for (let n = 0; n < 6; n += 1) await add(kind, n, 60_000);
    const later = Date.now() + 61_000;
    // Four runners (four instances: each app context has its own runner) race for the same rows.
    const instances = [1, 2, 3, 4].map(() => ({ ...t.app.ctx }) as AppContext);
    const done = await Promise.all(instances.map((ctx) => runDue(ctx, kind, later)));
    expect(done.reduce((a, b) => a + b, 0)).toBe(6);
    expect(runs.map((r) => r.data.n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(runs.every((r) => r.attempts === 1)).toBe(true);
    expect(await queued(kind.kind)).toEqual([]);
  });

  it('a failing job is retried later, then given up after its last attempt', async () => {
    const { kind, runs, gaveUp } = recordingKind('t-fail', { fail: true });
    await add(kind, 7, 60_000);
    let now = Date.now() + 60_000;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await runDue(t.app.ctx, kind, now)).toBe(0);
      const left = await queued(kind.kind);
      if (attempt < 3) {
        // Free again (no lease), due after the retry delay, not before.
        expect(left).toMatchObject([{ attempts: attempt, locked_until: null, run_at: now + 1000 }]);
        expect(await runDue(t.app.ctx, kind, now + 999)).toBe(0);
      } else expect(left).toEqual([]);
      now += 1000;
    }
    expect(runs.map((r) => r.attempts)).toEqual([1, 2, 3]);
    expect(gaveUp.map((j) => [j.attempts, j.data])).toEqual([[3, { n: 7 }]]);
  });

  it('a job queued in a rolled-back transaction does not exist; a committed one runs on its own timer', async () => {
    const { kind, runs } = recordingKind('t-commit');
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        await enqueueJob(t.app.ctx, trx, kind, { payload: { n: 1 }, delayMs: 0 });
        throw new Error('the submit failed');
      }),
    ).rejects.toThrow('the submit failed');
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await enqueueJob(t.app.ctx, trx, kind, { payload: { n: 2 }, delayMs: 0 });
      await new Promise((r) => setTimeout(r, 30));
      expect(runs).toEqual([]); // the timer starts at the commit, not before
    });
    for (let i = 0; i < 100 && runs.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    await idle(t.app.ctx);
    expect(runs.map((r) => r.data)).toEqual([{ n: 2 }]);
    expect(await queued(kind.kind)).toEqual([]);
  });

  it('finds and drops a subject’s jobs by its own column', async () => {
    const { kind } = recordingKind('t-subject');
    await enqueueJob(t.app.ctx, t.app.ctx.db, kind, { subject: 'abc', payload: { n: 1 }, delayMs: 60_000 });
    await enqueueJob(t.app.ctx, t.app.ctx.db, kind, { subject: 'abd', payload: { n: 2 }, delayMs: 60_000 });
    expect((await jobs.ofSubject(t.app.ctx.db, kind.kind, 'abc')).map((j) => JSON.parse(j.payload))).toEqual([
      { n: 1 },
    ]);
    await jobs.deleteOfSubject(t.app.ctx.db, kind.kind, 'abc');
    expect((await queued(kind.kind)).map((j) => j.subject)).toEqual(['abd']);
  });
});
