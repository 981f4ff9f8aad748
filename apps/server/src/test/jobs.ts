import type { FastifyInstance } from 'fastify';
import { idle, runDue, type JobKind } from '../modules/jobs/job-queue';
import { jobsRepository } from '../modules/jobs/jobs.repository';

/**
 * Runs a kind's jobs until none is queued, as the background sweep would. Tests run with no transfer delay,
 * so the submit's own timer may hold a job at that moment: this waits for the runs in flight (`idle`) instead
 * of running a claimed job a second time (a clock moved past its lease would).
 */
export async function settleJobs<P>(app: FastifyInstance, kind: JobKind<P>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    await idle(app.ctx);
    await runDue(app.ctx, kind);
    const left = await jobsRepository.count(app.ctx.db, kind.kind);
    if (left === 0) return;
    if (Date.now() > until) throw new Error(`${kind.kind}: ${left} job(s) still queued after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
