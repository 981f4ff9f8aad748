import { accountEndpoints } from '@vsqx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser } from '../../test/factories';
import { createSessionCache } from './session-cache';

const session = (id: number, expires_at = Number.MAX_SAFE_INTEGER) => ({
  id,
  username: `u${id}`,
  is_manager: 0,
  disabled: 0,
  session_id: id,
  expires_at,
});

describe('session cache (unit)', () => {
  it('remembers a session for its time to live, never past the session expiry', () => {
    const c = createSessionCache(1000);
    c.set('a', session(1), 0);
    expect(c.get('a', 999)?.id).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
    c.set('b', session(2, 500), 0);
    expect(c.get('b', 499)?.id).toBe(2);
    expect(c.get('b', 500)).toBeUndefined();
  });

  it('is bounded: past the limit the oldest entry goes', () => {
    const c = createSessionCache(1000, 3);
    for (const k of ['a', 'b', 'c', 'd']) c.set(k, session(k.charCodeAt(0)), 0);
    expect(c.size).toBe(3);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('d', 1)).toBeDefined();
  });

  it('forgets one token, or every token of a user but the kept one; a zero TTL keeps nothing', () => {
    const c = createSessionCache(1000);
    c.set('a1', session(1), 0);
    c.set('a2', session(1), 0);
    c.set('a3', session(1), 0);
    c.set('b1', session(2), 0);
    c.forget('a1');
    c.forgetUser(1, 'a3');
    expect([c.get('a1', 1), c.get('a2', 1)]).toEqual([undefined, undefined]);
    expect(c.get('a3', 1)?.id).toBe(1);
    expect(c.get('b1', 1)?.id).toBe(2);
    const off = createSessionCache(0);
    off.set('x', session(1), 0);
    expect(off.size).toBe(0);
  });
});

describe('session cache in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ sessionCacheMs: 200 });
  });
  afterAll(async () => t.close());
  const me = (u: { token: string }) => as(t.app, u).get('/api/user/select_vsqx_data');

  it('a cached token stops working at once on logout, and other sessions at once on "sign out others"', async () => {
    const u = await registerUser(t.app);
    const other = (
      await as(t.app, null).request(accountEndpoints.login, {
        body: { username: u.username, password: u.password },
      })
    ).json().data;
    expect((await me(u)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await as(t.app, u).post('/api/user/logout_others')).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u)).statusCode).toBe(200);
    await as(t.app, u).post('/api/auth/logout');
    expect((await me(u)).statusCode).toBe(401);
  });

  it('a change made elsewhere (another instance, the admin CLI) is seen once the TTL has passed', async () => {
    const u = await registerUser(t.app);
    expect((await me(u)).statusCode).toBe(200);
    await t.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', u.uid).execute();
    await new Promise((r) => setTimeout(r, 250));
    expect((await me(u)).statusCode).toBe(403);
  });

  it('SESSION_CACHE_MS=0 reads the session on every request', async () => {
    const off = await buildTestApp({ sessionCacheMs: 0 });
    try {
      const u = await registerUser(off.app);
      expect((await as(off.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(200);
      await off.app.ctx.db.deleteFrom('sessions').where('user_id', '=', u.uid).execute();
      expect((await as(off.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe('issue 18 a revocation during a database read', () => {
  it('a session read before a revocation arrived is not cached after it', () => {
    const cache = createSessionCache(60_000);
    const s = {
      id: 1,
      username: 'a',
      is_manager: 0,
      disabled: 0,
      session_id: 1,
      expires_at: Date.now() + 60_000,
    };
    const mark = cache.revocationMark; // the read starts
    cache.forget('other'); // a revocation arrives meanwhile (from this or another instance)
    cache.setIfNoRevocationSince(mark, 'tok', s, Date.now());
    expect(cache.get('tok', Date.now())).toBeUndefined();
    const mark2 = cache.revocationMark;
    cache.setIfNoRevocationSince(mark2, 'tok', s, Date.now());
    expect(cache.get('tok', Date.now())).toEqual(s);
  });
});
