import type { FastifyInstance } from 'fastify';
import { sweepOrphanStaging } from './staging-orphans';
import { createAuthService } from '../modules/auth/auth.service';
import { tusServiceFor } from '../modules/resumable-uploads/tus.service';
import { createUploadsService } from '../modules/projects/uploads.service';
import { midiTransfer } from '../modules/midi/midi-transfer';
import { runDue } from '../modules/jobs/job-queue';
import { vsqxTransfer } from '../modules/projects/transfer.job';
import { createEmailTokensRepository } from '../modules/account-email/email-tokens.repository';
import { rollUpAll } from '../modules/analytics/rollup.repository';
import { sweepViewMarks } from '../modules/analytics/analytics.record';
import { runScheduledPublications } from '../modules/visibility/scheduled-publish.repository';
import { MERGE_CHECK_MS, runSearchMerge } from '../modules/search/merge-schedule';

type Task = {
  everyMs: number | ((app: FastifyInstance) => number);
  run: (app: FastifyInstance) => Promise<unknown>;
  /** Also once as the server starts. */
  atStart?: boolean;
};

/** Periodic housekeeping; features add their tasks here (one line each). */
export const backgroundTasks: Task[] = [
  { everyMs: 60 * 60 * 1000, run: (app) => createAuthService(app.ctx).sweepExpired() },
  // Mailed links a day past their expiry (kept that long so a late click still reads as expired, not unknown).
  {
    everyMs: 60 * 60 * 1000,
    run: (app) => createEmailTokensRepository(app.ctx.db).deleteExpired(Date.now() - 24 * 60 * 60 * 1000),
  },
  // Abandoned uploads: staged files nobody submitted within a day.
  { everyMs: 60 * 60 * 1000, run: (app) => app.ctx.files.sweepStaging(24 * 60 * 60 * 1000) },
  // Staged files of uploads that died with their process (no row, no job, untouched for a while).
  { everyMs: 10 * 60 * 1000, run: (app) => sweepOrphanStaging(app.ctx) },
  // ...and their staged_uploads rows and unused project slots.
  { everyMs: 60 * 60 * 1000, run: (app) => createUploadsService(app.ctx).sweepAbandoned() },
  // Resumable uploads nobody finished within a day (tus expiration): their bytes and rows.
  { everyMs: 60 * 60 * 1000, run: (app) => tusServiceFor(app.ctx).sweepExpired() },
  // The job queue's sweep (modules/jobs): a timer runs each job after its submit; this catches crashes and
  // jobs whose timer died with another instance.
  { everyMs: 2000, run: (app) => runDue(app.ctx, vsqxTransfer) },
  { everyMs: 5000, run: (app) => runDue(app.ctx, midiTransfer) },
  // Analytics events into their daily rows (exact with several instances: rollup.repository.ts).
  { everyMs: 5000, run: (app) => rollUpAll(app.ctx.db) },
  // View marks past the 30-minute window.
  { everyMs: 10 * 60 * 1000, run: (app) => sweepViewMarks(app.ctx.db) },
  // Scheduled publications due (DESIGN §8): every instance polls; the claiming UPDATE makes each run once.
  { everyMs: (app) => app.ctx.config.publishPollMs, run: (app) => runScheduledPublications(app.ctx) },
  // SQLite's search indexes back into one segment each, in small steps (modules/search/merge-schedule.ts).
  { everyMs: MERGE_CHECK_MS, run: (app) => runSearchMerge(app.ctx), atStart: true },
];

/**
 * At start, whatever a killed process left half-written in staging goes: at once when nobody has written
 * it for `stagingStartupOrphanMs` (a minute), and what was written just before the crash one such delay
 * later, instead of after the periodic sweep's 10-minute age (it took about 14 minutes: issue 18).
 */
export function sweepStagingAtStart(app: FastifyInstance): Promise<number> {
  const { stagingOrphanMs, stagingStartupOrphanMs } = app.ctx.config;
  return sweepOrphanStaging(app.ctx, Math.min(stagingOrphanMs, stagingStartupOrphanMs));
}

export function startBackgroundWork(app: FastifyInstance): () => void {
  const startupSweep = () =>
    sweepStagingAtStart(app).catch((err) => app.log.warn({ err }, 'staging sweep failed'));
  void startupSweep();
  const again = setTimeout(() => void startupSweep(), app.ctx.config.stagingStartupOrphanMs + 1000).unref();
  for (const t of backgroundTasks)
    if (t.atStart) t.run(app).catch((err) => app.log.warn({ err }, 'background task failed'));
  const timers = backgroundTasks.map((t) =>
    setInterval(
      () => {
        t.run(app).catch((err) => app.log.warn({ err }, 'background task failed'));
      },
      typeof t.everyMs === 'function' ? t.everyMs(app) : t.everyMs,
    ).unref(),
  );
  return () => {
    clearTimeout(again);
    timers.forEach(clearInterval);
  };
}
