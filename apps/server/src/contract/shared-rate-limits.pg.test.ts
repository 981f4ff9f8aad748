import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startInstancePair, TEST_REDIS_URL, type InstancePair } from '../test/instance-pair';

/*
 * Issue 18 "Accounts": with REDIS_URL set, two instances share one count per limit, so a client spreading
 * attempts over N instances is still allowed the limit once, not N times. Runs in the PostgreSQL project
 * only (two processes on one database).
 */
describe('issue 18 rate limits shared by two instances through Redis', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ RATE_LOGIN_MAX: '4', RATE_SEARCH_MAX: '5' });
  }, 200_000);
  afterAll(() => pair?.stop());

  it('login: 4 attempts across A and B in turn, then both answer 429 with the site message', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(pair.bases[i % 2], 'POST', '/api/auth/login', {
        username: 'nobody_x',
        password: 'wrongpass',
      });
      codes.push(res.status);
      if (res.status === 429)
        expect(res.json).toEqual({ success: false, message: '操作过于频繁，请稍后再试' });
    }
    // In-process counters would allow 4 on each instance: 8 attempts before any 429.
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('search: 5 on A, then B refuses the sixth; the counters are in Redis under this run’s prefix', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call(pair.bases[0], 'GET', '/api/app/search?kind=vsqx&q=a')).status).toBe(200);
    const res = await call(pair.bases[1], 'GET', '/api/app/search?kind=vsqx&q=a');
    expect(res.status).toBe(429);
    expect(res.json?.message).toBe('操作过于频繁，请稍后再试');
    const r = new Redis(TEST_REDIS_URL);
    const keys = await r.keys(`${pair.prefix}rl:*`);
    await r.quit();
    expect(keys.some((k) => k.includes('/api/app/search'))).toBe(true);
  });
});
