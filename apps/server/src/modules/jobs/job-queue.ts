import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import type { AppContext } from '../../lib/context';
import { jobsRepository as jobs, type JobRow } from './jobs.repository';

/** A claimed job with its payload read. */
export interface Job<P> extends JobRow {
  data: P;
}

/**
 * One kind of job (modules/jobs/README.md says how to add one). `run` records its result and finishes the
 * job (`jobsRepository.finish`) in one transaction, so a crash before that commit leaves the job to run again.
 */
export interface JobKind<P> {
  kind: string;
  /** A runner holds a job this long; a runner that dies lets another instance take it after that. */
  leaseMs: number;
  /** Tries before `giveUp`. */
  maxAttempts: number;
  /** When a failed try runs again, by the tries made so far. */
  retryDelayMs: (attempts: number) => number;
  run: (ctx: AppContext, job: Job<P>) => Promise<void>;
  /** After the last failed try: leave things as they were before the job, and finish it. */
  giveUp: (ctx: AppContext, job: Job<P>) => Promise<void>;
}

/** A runner's state per app: its timers and the runs in flight (so shutdown and tests can wait for them). */
interface Runner {
  timers: Set<NodeJS.Timeout>;
  running: Set<Promise<unknown>>;
  stopped: boolean;
}
const runners = new WeakMap<AppContext, Runner>();
function runnerOf(ctx: AppContext): Runner {
  let r = runners.get(ctx);
  if (!r) runners.set(ctx, (r = { timers: new Set(), running: new Set(), stopped: false }));
  return r;
}

/**
 * Queues a job in the caller's transaction (`db`); once that commits, this process runs it when due. The
 * background sweep (lib/background.ts) runs what a crash or another instance left.
 */
export async function enqueueJob<P>(
  ctx: AppContext,
  db: DB,
  kind: JobKind<P>,
  job: { subject?: string; payload: P; delayMs: number },
): Promise<void> {
  await jobs.enqueue(db, {
    kind: kind.kind,
    subject: job.subject,
    payload: job.payload,
    runAt: Date.now() + job.delayMs,
  });
  await afterCommit(db, () => scheduleRun(ctx, kind, job.delayMs));
}

/** Runs the kind's due jobs in this process after `delayMs`. */
function scheduleRun<P>(ctx: AppContext, kind: JobKind<P>, delayMs: number): void {
  const r = runnerOf(ctx);
  if (r.stopped) return;
  const timer = setTimeout(() => {
    r.timers.delete(timer);
    void runDue(ctx, kind).catch(() => undefined); // the sweep tries again
  }, delayMs + 5);
  timer.unref();
  r.timers.add(timer);
}

/**
 * Runs every due job of a kind that this runner can claim; answers how many it completed. `now` is the
 * clock (tests move it past a job's delay); by default each claim reads the time afresh, so a lease counts
 * from the moment it is taken.
 */
export function runDue<P>(ctx: AppContext, kind: JobKind<P>, now?: number): Promise<number> {
  const r = runnerOf(ctx);
  if (r.stopped) return Promise.resolve(0);
  const run = runClaimed(ctx, kind, now === undefined ? Date.now : () => now);
  r.running.add(run);
  void run.finally(() => r.running.delete(run)).catch(() => undefined);
  return run;
}

async function runClaimed<P>(ctx: AppContext, kind: JobKind<P>, clock: () => number): Promise<number> {
  let done = 0;
  for (const { id } of await jobs.dueIds(ctx.db, kind.kind, clock(), 20)) {
    const row = await jobs.claim(ctx.db, id, clock(), kind.leaseMs);
    if (!row) continue; // another runner has it
    const job: Job<P> = { ...row, data: JSON.parse(row.payload) as P };
    try {
      await kind.run(ctx, job);
      done += 1;
    } catch {
      try {
        if (job.attempts >= kind.maxAttempts) await kind.giveUp(ctx, job);
        else await jobs.retryLater(ctx.db, job.id, clock() + kind.retryDelayMs(job.attempts));
      } catch {
        // still leased: once the lease runs out the sweep tries again (or gives up again)
      }
    }
  }
  return done;
}

/** Resolves when the runs in flight in this process have ended (each caught its own failures). */
export async function idle(ctx: AppContext): Promise<void> {
  while (runnerOf(ctx).running.size) await Promise.allSettled([...runnerOf(ctx).running]);
}

/** On shutdown: no new runs, pending timers cleared, the runs in flight finished before the database closes. */
export async function stopJobs(ctx: AppContext): Promise<void> {
  const r = runnerOf(ctx);
  r.stopped = true;
  for (const t of r.timers) clearTimeout(t);
  r.timers.clear();
  await idle(ctx);
}
