import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from '../../lib/redis';
import { createSessionCache, type CachedSession } from './session-cache';
import { publishRevocation, revocationChannel, subscribeRevocations } from './session-revocation';

/*
 * Issue 18: the revocation channel itself, on the real Redis (the two-process test is
 * contract/instant-revocation.pg.test.ts). A message drops exactly what it names; anything else on the
 * channel is ignored.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const session = (id: number, sid: number): CachedSession => ({
  id,
  username: `u${id}`,
  is_manager: 0,
  disabled: 0,
  session_id: sid,
  expires_at: Date.now() + 60_000,
});

async function until(check: () => boolean, ms = 1000) {
  const t0 = Date.now();
  while (!check() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 10));
  return check();
}

describe('issue 18 session revocation channel', () => {
  const prefix = `vsqx-test-rv-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  const cache = createSessionCache(60_000);
  let stop: () => Promise<void>;
  beforeAll(async () => {
    redis = connectRedis(REDIS_URL);
    stop = await subscribeRevocations(redis, prefix, cache);
  });
  afterAll(async () => {
    await stop();
    await redis.quit();
  });

  it('a token message forgets that token only; a user message forgets the user but the kept token', async () => {
    const now = Date.now();
    cache.set('t1', session(1, 1), now);
    cache.set('t2', session(1, 2), now);
    cache.set('t3', session(1, 3), now);
    cache.set('t9', session(9, 9), now);
    expect(await publishRevocation(redis, prefix, { token: 't1' })).toBe(true);
    expect(await until(() => cache.get('t1', Date.now()) === undefined)).toBe(true);
    expect(cache.get('t2', Date.now())).toBeDefined();
    await publishRevocation(redis, prefix, { user: 1, keep: 't3' });
    expect(await until(() => cache.get('t2', Date.now()) === undefined)).toBe(true);
    expect(cache.get('t3', Date.now())).toBeDefined();
    expect(cache.get('t9', Date.now())).toBeDefined();
  });

  it('ignores malformed messages and other prefixes', async () => {
    cache.set('t5', session(5, 5), Date.now());
    await redis.publish(revocationChannel(prefix), 'not json');
    await redis.publish(revocationChannel(prefix), JSON.stringify({ user: 'five' }));
    await redis.publish(revocationChannel(`${prefix}other:`), JSON.stringify({ token: 't5' }));
    await publishRevocation(redis, prefix, { token: 'marker' });
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.get('t5', Date.now())).toBeDefined();
  });

  it('without Redis nothing is published (the caller has already forgotten locally)', async () => {
    expect(await publishRevocation(undefined, prefix, { token: 'x' })).toBe(false);
  });
});
