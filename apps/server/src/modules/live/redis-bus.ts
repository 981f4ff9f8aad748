import type { Redis } from '../../lib/redis';
import { decodeIds, encodeIds, listenerSet, type BusLog, type LiveBus } from './live-bus';

/**
 * Redis pub/sub under the deployment's REDIS_PREFIX. A subscribed connection can do nothing else, so the
 * bus subscribes on a duplicate of the app's connection and publishes on the app's own. ioredis
 * re-subscribes after a reconnect; the `ready` after one recounts every open stream (`null`).
 */
export async function createRedisBus(redis: Redis, channel: string, log: BusLog): Promise<LiveBus> {
  const listeners = listenerSet();
  const sub = redis.duplicate();
  sub.on('error', () => {}); // the app's connection already reports Redis being down
  sub.on('message', (ch: string, payload: string) => {
    if (ch === channel) listeners.emit(decodeIds(payload));
  });
  await sub.subscribe(channel);
  const sending = new Set<Promise<unknown>>();
  let first = true;
  sub.on('ready', () => {
    if (!first) listeners.emit(null);
    first = false;
  });
  first = false;
  return {
    kind: 'redis',
    publish(ids) {
      for (const payload of encodeIds(ids)) {
        const p = redis
          .publish(channel, payload)
          .catch((err: unknown) => log('live bus: Redis PUBLISH failed', err));
        sending.add(p);
        void p.finally(() => sending.delete(p));
      }
    },
    subscribe: listeners.add,
    async close() {
      await Promise.all(sending);
      await sub.quit().catch(() => sub.disconnect());
    },
  };
}
