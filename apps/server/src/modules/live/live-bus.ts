import type { AppConfig } from '../../config/config';
import type { Redis } from '../../lib/redis';
import { createMemoryBus } from './memory-bus';
import { createPgBus } from './pg-bus';
import { createRedisBus } from './redis-bus';

/**
 * "These users' messages changed" between every instance of one deployment (DESIGN §8 "Live messages").
 * It carries only user ids: each instance reads the counts itself, so a lost or merged signal costs nothing
 * but a recount. Three implementations, chosen by the deployment (docs/decisions.md "Live messages"):
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, else (embedded SQLite, one process)
 * an in-process emitter.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Tells every instance (this one included). Never throws: a failed signal is logged by the bus. */
  publish(userIds: readonly number[]): void;
  /** `null` means "anything may have changed" (the bus reconnected after a gap): recount every open stream. */
  subscribe(listener: (userIds: readonly number[] | null) => void): () => void;
  close(): Promise<void>;
}

export type BusListener = Parameters<LiveBus['subscribe']>[0];

/** A warning sink (the app's logger once it exists). */
export type BusLog = (msg: string, err?: unknown) => void;

/** `dataVersion`: the SQLite handle's (database.ts), for the server; the admin process passes none. */
export async function createLiveBus(
  config: AppConfig,
  redis: Redis | undefined,
  pgSchema: string | undefined,
  log: BusLog,
  dataVersion?: () => number,
): Promise<LiveBus> {
  if (redis) return createRedisBus(redis, `${config.redisPrefix}live`, log);
  if (config.databaseUrl.startsWith('postgres'))
    return createPgBus(config.databaseUrl, pgChannel(pgSchema), log);
  return createMemoryBus(dataVersion, log);
}

/** One channel per schema: NOTIFY is database-wide, and tests (or two sites) share a database by schema. */
export function pgChannel(schema: string | undefined): string {
  return `vsqx_live_${(schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/** Payloads of the networked buses: ids joined by commas, in chunks under PostgreSQL's 8000-byte limit. */
export function encodeIds(ids: readonly number[], maxBytes = 7000): string[] {
  const out: string[] = [];
  let cur = '';
  for (const id of ids) {
    const s = String(id);
    if (cur && cur.length + s.length + 1 > maxBytes) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur},${s}` : s;
  }
  if (cur) out.push(cur);
  return out;
}

export function decodeIds(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** Listener bookkeeping shared by the three buses. */
export function listenerSet() {
  const listeners = new Set<BusListener>();
  return {
    add(fn: BusListener) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit(ids: readonly number[] | null) {
      for (const fn of listeners) fn(ids);
    },
  };
}
