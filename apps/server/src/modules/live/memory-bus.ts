import { listenerSet, type LiveBus } from './live-bus';

/** How often the server looks whether another process wrote the SQLite file. */
export const DATA_VERSION_POLL_MS = 250;

/**
 * The embedded SQLite default: one server process, so the signal never leaves it. Delivered on the next tick,
 * as the networked buses do. The admin command is another process writing the same file: its signals cannot
 * reach this emitter, so the server reads SQLite's `data_version` (a counter in shared memory that moves only
 * when another connection commits; microseconds a read) every 250 ms, and when it moved, recounts every open
 * stream (`null`), as after a networked bus's reconnect (docs/decisions.md "Admin messages on SQLite").
 */
export function createMemoryBus(
  dataVersion?: () => number,
  log?: (msg: string, err: unknown) => void,
): LiveBus {
  const listeners = listenerSet();
  let last = dataVersion?.();
  const watch = dataVersion
    ? setInterval(() => {
        try {
          const v = dataVersion();
          if (v === last) return;
          last = v;
          listeners.emit(null);
        } catch (err) {
          log?.('live bus: data_version read failed', err); // the database is closing: the next tick or the poll will do
        }
      }, DATA_VERSION_POLL_MS).unref()
    : undefined;
  return {
    kind: 'memory',
    publish: (ids) => {
      if (ids.length) setImmediate(() => listeners.emit(ids));
    },
    subscribe: listeners.add,
    close: async () => clearInterval(watch),
  };
}
