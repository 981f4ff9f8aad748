import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser, type TestUser } from '../test/factories';
import { RATE_LIMIT_NAMES, type RateLimitName } from '../config/env-schema';
import { loadConfig } from '../config/config';

/*
 * Issue 18 "Accounts": every limited action answers 429 with the site's message '操作过于频繁，请稍后再试'
 * once its own max is spent (here in-process; shared-rate-limits.pg.test.ts holds the count across two
 * instances through Redis). Each limit is 2 per minute in this app, so the third call is refused.
 */
const MAX = 2;
const TOO_MANY = { success: false, message: '操作过于频繁，请稍后再试' };

type Call = (
  t: TestApp,
  u: TestUser,
  i: number,
) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>;
const CALLS: Record<RateLimitName, Call> = {
  login: (t, u) => as(t.app, null).post('/api/auth/login', { username: u.username, password: 'wrongpass' }),
  register: (t, _u, i) =>
    as(t.app, null).post('/api/auth/register', {
      username: `rl${Date.now() % 1e6}${i}`,
      password: 'secret123',
    }),
  password_reset: (t) =>
    as(t.app, null).post('/api/auth/password_reset_request', { email: 'someone@mail.example' }),
  comment: (t, u) => as(t.app, u).post('/api/app/comment', { scene: 1, item_id: 999999, content: 'hello' }),
  licence_apply: (t, u) => as(t.app, u).post('/api/app/apply', { vn: 999999, apply_text: 'please' }),
  square_post: (t, u) => as(t.app, u).post('/api/app/square', {}),
  suggestion: (t, u) => as(t.app, u).post('/api/v-course/submit_suggest', {}),
  upload: (t, u) => as(t.app, u).post('/api/user/new_vsqx_uid'),
  search: (t) => as(t.app, null).get('/api/app/search?kind=vsqx&q=miku'),
};

describe('issue 18 each limited action answers 429 past its max', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    const limits = Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { max: MAX, windowMs: 60_000 }]));
    // Registering the test user spends one of register's calls.
    t = await buildTestApp({ rateLimits: { ...limits, register: { max: MAX + 1, windowMs: 60_000 } } });
    u = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  for (const name of RATE_LIMIT_NAMES) {
    it(`${name}: ${MAX} calls pass the limit, the next answers 429 with the site message`, async () => {
      for (let i = 0; i < MAX; i++)
        expect((await CALLS[name](t, u, i)).statusCode, `${name} call ${i + 1}`).not.toBe(429);
      const refused = await CALLS[name](t, u, MAX);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      // Every 429 says when to come back, in whole seconds (at most the one-minute window here).
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  }

  it('upload: a MIDI slot is limited as a project slot is (its own count per route)', async () => {
    for (let i = 0; i < MAX; i++)
      expect((await as(t.app, u).post('/api/user/midi/new_midi_uid')).statusCode).toBe(200);
    const refused = await as(t.app, u).post('/api/user/midi/new_midi_uid');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it('one limit does not spend another: search was refused, a licence list still answers', async () => {
    expect((await as(t.app, u).get('/api/user/my_apply')).statusCode).toBe(200);
  });
});

describe('issue 18 RATE_<NAME>_MAX / _WINDOW_MS configure each limit', () => {
  it('reads every name, defaults the login family to LOGIN_RATE_*, and names a bad variable', () => {
    const c = loadConfig({
      RATE_COMMENT_MAX: '7',
      RATE_SEARCH_WINDOW_MS: '1000',
      LOGIN_RATE_MAX: '3',
      RATE_REGISTER_MAX: '9',
    });
    expect(c.rateLimits.comment).toEqual({ max: 7, windowMs: 60_000 });
    expect(c.rateLimits.search).toEqual({ max: 60, windowMs: 1000 });
    expect(c.rateLimits.login).toEqual({ max: 3, windowMs: 60_000 });
    expect(c.rateLimits.password_reset.max).toBe(3);
    expect(c.rateLimits.register.max).toBe(9);
    expect(Object.keys(c.rateLimits).sort()).toEqual([...RATE_LIMIT_NAMES].sort());
    expect(() => loadConfig({ RATE_UPLOAD_MAX: '0' })).toThrow(/RATE_UPLOAD_MAX/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
