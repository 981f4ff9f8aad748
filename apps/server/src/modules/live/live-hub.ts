import type { ServerResponse } from 'node:http';
import type { UnreadCounts } from '@vsqx/domain';
import type { LiveBus } from './live-bus';

/** Streams one user may hold open on one instance (a tab each); the next is refused with 429. */
export const STREAMS_PER_USER = 8;
/** A comment line this often keeps proxies from closing an idle stream (nginx's default read timeout is 60 s). */
export const HEARTBEAT_MS = 25_000;
/** Signals arriving this close together are answered with one recount per user (a notice to every fan). */
const COALESCE_MS = 15;
/** Recounts run this many at a time, so a notice to thousands does not queue thousands of reads at once. */
const RECOUNT_PARALLEL = 8;

export const unreadFrame = (counts: UnreadCounts) => `event: unread\ndata: ${JSON.stringify(counts)}\n\n`;

/**
 * The open event streams of this instance, by user, fed by the bus: a signal for a user with a stream here
 * recounts that user's unread messages once and writes the `unread` event to each of their streams. Users
 * with no stream here cost nothing but a map lookup.
 */
export function createLiveHub(
  bus: LiveBus,
  countsOf: (userId: number) => Promise<UnreadCounts>,
  log: (msg: string, err: unknown) => void,
) {
  const streams = new Map<number, Set<ServerResponse>>();
  const due = new Set<number>();
  let timer: NodeJS.Timeout | undefined;

  async function recount(userId: number) {
    const open = streams.get(userId);
    if (!open) return;
    try {
      const frame = unreadFrame(await countsOf(userId));
      for (const res of open) res.write(frame);
    } catch (err) {
      log('live: recount failed', err);
    }
  }

  async function flush() {
    timer = undefined;
    const ids = [...due];
    due.clear();
    for (let i = 0; i < ids.length; i += RECOUNT_PARALLEL)
      await Promise.all(ids.slice(i, i + RECOUNT_PARALLEL).map(recount));
  }

  const unsubscribe = bus.subscribe((ids) => {
    for (const id of ids ?? streams.keys()) if (streams.has(id)) due.add(id);
    if (due.size && !timer) timer = setTimeout(() => void flush(), COALESCE_MS);
  });

  const heartbeat = setInterval(() => {
    for (const open of streams.values()) for (const res of open) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    canOpen: (userId: number) => (streams.get(userId)?.size ?? 0) < STREAMS_PER_USER,

    /** Adds an open response (headers sent) and writes the first `unread` event; it leaves the hub when it closes. */
    async open(userId: number, res: ServerResponse) {
      let open = streams.get(userId);
      if (!open) streams.set(userId, (open = new Set()));
      open.add(res);
      res.once('close', () => {
        open.delete(res);
        if (open.size === 0 && streams.get(userId) === open) streams.delete(userId);
      });
      // Registered before counting: a change between the count and the registration is not lost.
      const counts = await countsOf(userId);
      if (!res.writableEnded) res.write(unreadFrame(counts));
    },

    /** Open streams on this instance (tests, the bench). */
    size: () => [...streams.values()].reduce((n, s) => n + s.size, 0),

    close() {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(timer);
      for (const open of streams.values()) for (const res of open) res.end();
      streams.clear();
    },
  };
}
