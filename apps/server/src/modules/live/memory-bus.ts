import { listenerSet, type LiveBus } from './live-bus';

/** The embedded SQLite default: one process, so the signal never leaves it. Delivered on the next tick, as the networked buses do. */
export function createMemoryBus(): LiveBus {
  const listeners = listenerSet();
  return {
    kind: 'memory',
    publish: (ids) => {
      if (ids.length) setImmediate(() => listeners.emit(ids));
    },
    subscribe: listeners.add,
    close: async () => {},
  };
}
