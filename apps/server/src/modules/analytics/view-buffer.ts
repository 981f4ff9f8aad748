import { VIEW_DEDUPE_MS } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { CHUNK, viewKeyOf as keyOf, writeViews, type PendingView } from './views.repository';

/*
 * Counting views off the request's path (issue 24, docs/decisions.md "Counting views in batches"). A page
 * view only pushes into this buffer; every VIEW_FLUSH_MS the buffer writes all pending views in one
 * transaction: one multi-row upsert of the 30-minute marks (which decides, race-safe across instances, which
 * views count), one counter update and one day-figure upsert per item, one multi-row insert of the analytics
 * events. A counted view so costs the page a map lookup; a hard crash (SIGKILL, power) loses at most the
 * views of the last flush interval — a graceful stop flushes them.
 */

/** Views held when the database is down; past this, new ones are dropped (and logged) rather than memory. */
const MAX_PENDING = 50_000;
/** The page's memory of who counted what, bounded; a forgotten entry only means the marks decide alone. */
const MAX_RECENT = 100_000;

/**
 * The per-instance buffer. `flushMs` 0 writes each view at once and answers whether it counted (the test
 * suites' setting, so a view is in the database when the page answers); otherwise views wait for the next
 * flush and `add` answers the buffer's own guess (this instance's memory of the viewer's last counted view),
 * which only the page's shown count uses: the marks in the database decide what is stored.
 */
export function createViewBuffer(
  db: DB,
  dialect: Dialect,
  flushMs: number,
  log: (msg: string, err: unknown) => void,
) {
  let pending: PendingView[] = [];
  const recent = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  function remember(key: string, at: number) {
    recent.delete(key);
    recent.set(key, at);
    // Oldest first (insertion order): drop what the window no longer covers, and past the cap the oldest.
    for (const [k, t] of recent) {
      if (recent.size <= MAX_RECENT && t > at - VIEW_DEDUPE_MS) break;
      recent.delete(k);
    }
  }

  /** Writes what is pending; one flush at a time. A failed batch goes back in front (up to MAX_PENDING). */
  function flush(): Promise<unknown> {
    clearTimeout(timer);
    timer = undefined;
    chain = chain.then(async () => {
      const batch = pending;
      pending = [];
      if (!batch.length) return;
      try {
        await writeViews(db, dialect, batch);
      } catch (err) {
        log('views: a batch was not written, kept for the next flush', err);
        pending = [...batch, ...pending].slice(0, MAX_PENDING);
      }
    });
    return chain;
  }

  return {
    /** Takes a view (not the owner's); answers whether it counts (see above). */
    async add(v: PendingView): Promise<boolean> {
      if (flushMs === 0) return (await writeViews(db, dialect, [v])).size > 0;
      const key = keyOf(v);
      const last = recent.get(key);
      if (last !== undefined && last > v.at - VIEW_DEDUPE_MS) return false;
      remember(key, v.at);
      if (pending.length >= MAX_PENDING) {
        log('views: buffer full (database unreachable?), view dropped', undefined);
        return true;
      }
      pending.push(v);
      if (pending.length >= CHUNK) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
      return true;
    },
    flush,
    pending: () => pending.length,
    /** On a graceful stop: the last views are written before the database closes. */
    async close() {
      await flush();
    },
  };
}

export type ViewBuffer = ReturnType<typeof createViewBuffer>;
