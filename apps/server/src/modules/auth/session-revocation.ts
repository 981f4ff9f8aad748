import type { AppContext } from '../../lib/context';
import type { Redis } from '../../lib/redis';
import type { SessionCache } from './session-cache';

/*
 * Instant revocation across instances (issue 18). Each instance remembers live sessions for up to
 * SESSION_CACHE_MS (session-cache.ts); when a session ends — logout, "sign out other devices", password
 * change or reset, an operator's `disable` — the instance that ended it forgets it at once and, with
 * REDIS_URL set, publishes the fact on one Redis channel that every instance subscribes to, so all of them
 * forget it within the publish round trip rather than at the cache's expiry. The database row is deleted
 * first, so an instance that reads the session again after forgetting it finds nothing.
 */

/** One token (by its hash), or every session of a user except an optional kept one. */
export type Revocation = { token: string } | { user: number; keep?: string };

export const revocationChannel = (prefix: string) => `${prefix}session-revoked`;

export function applyRevocation(cache: SessionCache, r: Revocation) {
  if ('token' in r) cache.forget(r.token);
  else cache.forgetUser(r.user, r.keep);
}

function parse(message: string): Revocation | undefined {
  try {
    const r = JSON.parse(message) as Record<string, unknown>;
    if (typeof r.token === 'string') return { token: r.token };
    if (Number.isSafeInteger(r.user))
      return { user: r.user as number, keep: typeof r.keep === 'string' ? r.keep : undefined };
  } catch {
    /* not ours */
  }
  return undefined;
}

/** Tells every instance (the admin CLI uses this on its own: it has no cache). A failed publish is reported, not thrown. */
export async function publishRevocation(
  redis: Redis | undefined,
  prefix: string,
  r: Revocation,
): Promise<boolean> {
  if (!redis) return false;
  try {
    await redis.publish(revocationChannel(prefix), JSON.stringify(r));
    return true;
  } catch {
    // Redis is down: the other instances still drop the session after SESSION_CACHE_MS at most.
    return false;
  }
}

/** Forgets here at once, then tells the other instances. */
export async function revokeCached(ctx: AppContext, cache: SessionCache, r: Revocation) {
  applyRevocation(cache, r);
  await publishRevocation(ctx.redis, ctx.config.redisPrefix, r);
}

/** Subscribes this instance to revocations from the others; answers how to unsubscribe. */
export async function subscribeRevocations(
  redis: Redis,
  prefix: string,
  cache: SessionCache,
): Promise<() => Promise<void>> {
  // A connection in subscriber mode can run nothing else, hence its own.
  const sub = redis.duplicate();
  sub.on('error', () => {}); // the main connection logs Redis outages (app.ts)
  const channel = revocationChannel(prefix);
  sub.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    const r = parse(message);
    if (r) applyRevocation(cache, r);
  });
  // While reconnecting after a Redis outage, revocations published meanwhile are lost: forget everything
  // once back, so nothing stays cached longer than a fresh read would allow.
  let ready = false;
  sub.on('ready', () => {
    if (ready) cache.clear();
    ready = true;
  });
  await sub.subscribe(channel);
  return async () => {
    await sub.quit().catch(() => sub.disconnect());
  };
}
