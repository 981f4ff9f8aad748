import { accountEndpoints } from '@vsqx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, uniqueName } from '../../test/factories';
import { hashToken } from './passwords';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('registers, answers a session and stores only the token hash', async () => {
    const name = uniqueName('reg');
    const res = await as(t.app, null).request(accountEndpoints.register, {
      body: { username: name, password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { username: name, isAdmin: false, avatar_exist: 0 } });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    const stored = await t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', body.data.uid)
      .execute();
    expect(stored.map((s) => s.token_hash)).toEqual([hashToken(body.data.token)]);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.data.uid)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password_hash).not.toContain('secret123');
  });

  it('refuses a taken name with 409 and bad names with the rule message', async () => {
    const u = await registerUser(t.app);
    const dup = await as(t.app, null).request(accountEndpoints.register, {
      body: {
        username: u.username,
        password: 'secret123',
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, message: '该用户名已被注册' });
    const cases: [string, string, string][] = [
      ['a', 'secret123', '用户名太短'],
      ['abcdefghijklm', 'secret123', '用户名最长12个字符'],
      ['bad name!', 'secret123', '请勿输入特殊字符'],
      [uniqueName(), '123', '密码至少6位'],
    ];
    for (const [username, password, message] of cases) {
      const res = await as(t.app, null).request(accountEndpoints.register, { body: { username, password } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('logs in, refuses a wrong password, and answers English when asked', async () => {
    const u = await registerUser(t.app);
    const good = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: u.password,
      },
    });
    expect(good.json()).toMatchObject({ success: true, data: { uid: u.uid } });
    const bad = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: 'wrongpass',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('用户名或密码错误');
    const en = await as(t.app, null).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_x', password: 'wrongpass' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json().message).toBe('Wrong username or password');
  });

  it('answers 401 without a token, with a bad token, and after logout', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, null).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    expect((await as(t.app, { token: 'nonsense' }).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(200);
    await as(t.app, u).post('/api/auth/logout');
    const after = await as(t.app, u).get('/api/user/select_vsqx_data');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: '请先登录' });
  });

  it('answers 401 for an expired token', async () => {
    const u = await registerUser(t.app);
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', u.uid)
      .execute();
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
  });

  it('answers 403 for a disabled account', async () => {
    const u = await registerUser(t.app);
    await t.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', u.uid).execute();
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(403);
    const login = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: u.password,
      },
    });
    expect(login.statusCode).toBe(403);
  });

  it('changing the password signs out other sessions but keeps this one', async () => {
    const u = await registerUser(t.app);
    const other = (
      await as(t.app, null).request(accountEndpoints.login, {
        body: { username: u.username, password: u.password },
      })
    ).json().data;
    const wrong = await as(t.app, u).post('/api/user/change_password', {
      old_password: 'nope12',
      new_password: 'another123',
    });
    expect(wrong.json()).toMatchObject({ success: false, message: '原密码错误' });
    const res = await as(t.app, u).post('/api/user/change_password', {
      old_password: u.password,
      new_password: 'another123',
    });
    expect(res.json().success).toBe(true);
    expect((await as(t.app, other).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(200);
    const relogin = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: 'another123',
      },
    });
    expect(relogin.json().success).toBe(true);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { login: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => t.close());

  it('answers 429 with a Chinese message after too many attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          await as(t.app, null).request(accountEndpoints.login, {
            body: { username: 'someone', password: 'wrongpass' },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
    expect(codes[3]).toBe(429);
    const res = await as(t.app, null).request(accountEndpoints.login, {
      body: { username: 'someone', password: 'wrongpass' },
    });
    expect(res.json()).toEqual({ success: false, message: '操作过于频繁，请稍后再试' });
  });
});
