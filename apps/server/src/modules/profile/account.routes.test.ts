import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { accountEndpoints, profileEndpoints } from '@vsqx/domain';
import { as, registerUser, type TestUser } from '../../test/factories';

/** The account page (/safe): change password and sign out of other sessions, seen from the profile calls. */
describe('account page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const secondSession = async (u: TestUser) =>
    (
      await as(t.app, null).request(accountEndpoints.login, {
        body: { username: u.username, password: u.password },
      })
    ).json().data as TestUser;

  it('answers 401 without a token', async () => {
    expect(
      (
        await as(t.app, null).request(accountEndpoints.changePassword, {
          body: {
            old_password: 'secret123',
            new_password: 'another123',
          },
        })
      ).statusCode,
    ).toBe(401);
    expect((await as(t.app, null).request(accountEndpoints.logoutOthers)).statusCode).toBe(401);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const u = await registerUser(t.app);
    const phone = await secondSession(u);
    const wrong = await as(t.app, u).request(accountEndpoints.changePassword, {
      body: {
        old_password: 'wrong-one',
        new_password: 'another123',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: '原密码错误' });
    const short = await as(t.app, u).request(accountEndpoints.changePassword, {
      body: {
        old_password: u.password,
        new_password: '123',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('密码至少6位');
    expect((await as(t.app, phone).request(profileEndpoints.info)).statusCode).toBe(200);
  });

  it('changing the password signs the other sessions out; this page stays signed in', async () => {
    const u = await registerUser(t.app);
    const phone = await secondSession(u);
    const res = await as(t.app, u).request(accountEndpoints.changePassword, {
      body: {
        old_password: u.password,
        new_password: 'brand-new-1',
      },
    });
    expect(res.json()).toEqual({ success: true, message: '密码已修改，其他设备已退出登录' });
    expect((await as(t.app, phone).request(profileEndpoints.info)).statusCode).toBe(401);
    expect((await as(t.app, u).request(profileEndpoints.info)).statusCode).toBe(200);
    const old = await as(t.app, null).request(accountEndpoints.login, {
      body: { username: u.username, password: u.password },
    });
    expect(old.statusCode).toBe(400);
    expect(
      (
        await as(t.app, null).request(accountEndpoints.login, {
          body: { username: u.username, password: 'brand-new-1' },
        })
      ).json().success,
    ).toBe(true);
  });

  it("signing out of other sessions ends only the caller's other sessions", async () => {
    const u = await registerUser(t.app);
    const phone = await secondSession(u);
    const stranger = await registerUser(t.app);
    expect((await as(t.app, u).request(accountEndpoints.logoutOthers)).json().success).toBe(true);
    expect((await as(t.app, phone).request(profileEndpoints.me)).statusCode).toBe(401);
    expect((await as(t.app, u).request(profileEndpoints.me)).statusCode).toBe(200);
    expect((await as(t.app, stranger).request(profileEndpoints.me)).statusCode).toBe(200);
  });
});
