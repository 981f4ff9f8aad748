import type { AppContext } from '../../lib/context';
import type { SearchIndex } from '../../db/search-match';
import { indexShape, mergeIndex, needsMerge, SEARCH_INDEXES, type MergeRun } from './index-merge.repository';

/*
 * When the server merges its search indexes (index-merge.repository.ts; docs/decisions.md "The search index kept
 * merged"). A background task looks at each index's structure record every MERGE_CHECK_MS (one small row
 * read) and, at start too, merges an index of several segments back into one. Merging one segment with
 * a small new one rewrites the whole index (16.8 MB at 100k rows, ~170 MB at 1M), so one index is merged
 * at most once per MERGE_GAP_MS: between merges the writes of those minutes add small segments, which
 * FTS5's automerge keeps to a few. A merge left unfinished (a restart, a shutdown) continues at once.
 */

/** How often the task looks. */
export const MERGE_CHECK_MS = 30_000;
/** The least time from one merge of an index to the next (which rewrites all of it). */
export const MERGE_GAP_MS = 5 * 60_000;
/** After a step, requests get this many times its length before the next: a merge holds the lock ≤ 1/5 of the time. */
const YIELD_FACTOR = 4;

export interface ScheduleOptions {
  gapMs?: number;
  /** The wait after a step of `stepMs`; default YIELD_FACTOR × its length. */
  pause?: (stepMs: number) => Promise<void>;
  pages?: number;
}

interface MergeState {
  /** When each index's last merge ended (this process; none yet: the first look merges). */
  last: Map<SearchIndex, number>;
  running?: Promise<MergeRun[]>;
  stopped: boolean;
}
const states = new WeakMap<AppContext, MergeState>();
function stateOf(ctx: AppContext): MergeState {
  let s = states.get(ctx);
  if (!s) states.set(ctx, (s = { last: new Map(), stopped: false }));
  return s;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Merges the indexes that need it and whose gap has passed; one run at a time per app (a call during a run
 * answers that run). Answers the merges it made. PostgreSQL: nothing to do.
 */
export function runSearchMerge(ctx: AppContext, opts: ScheduleOptions = {}): Promise<MergeRun[]> {
  const s = stateOf(ctx);
  if (ctx.dialect !== 'sqlite' || s.stopped) return Promise.resolve([]);
  if (s.running) return s.running;
  const run = (async () => {
    const runs: MergeRun[] = [];
    for (const index of SEARCH_INDEXES) {
      const shape = await indexShape(ctx.db, index);
      if (!needsMerge(shape)) continue;
      const since = Date.now() - (s.last.get(index) ?? -Infinity);
      if (!shape.merging && since < (opts.gapMs ?? MERGE_GAP_MS)) continue;
      runs.push(
        await mergeIndex(ctx.db, ctx.dialect, index, {
          pages: opts.pages,
          pause: opts.pause ?? ((ms) => wait(Math.max(1, ms * YIELD_FACTOR))),
          stopped: () => s.stopped,
        }),
      );
      s.last.set(index, Date.now());
      if (s.stopped) break;
    }
    return runs;
  })();
  s.running = run;
  void run.finally(() => (s.running = undefined)).catch(() => undefined);
  return run;
}

/** On shutdown: no step after the one in flight, which ends before the database closes. */
export async function stopSearchMerge(ctx: AppContext): Promise<void> {
  const s = stateOf(ctx);
  s.stopped = true;
  await s.running?.catch(() => undefined);
}
