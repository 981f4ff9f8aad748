import { accountEndpoints } from '@vsqx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, uniqueName } from '../../test/factories';
import { hashPasswordScrypt, needsRehash, verifyPassword } from './passwords';

// Issue 18 "Accounts": argon2id in PHC strings (OWASP m = 19 MiB, t = 2, p = 1); scrypt hashes from before
// keep working and become argon2id at their next successful login.
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('issue 18 password hashes: argon2id, scrypt rehashed at login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const storedHash = async (uid: number) =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', uid)
        .executeTakeFirstOrThrow()
    ).password_hash;

  /** A user as an older release left it: the password hashed with scrypt. */
  async function seedScryptUser(password: string) {
    const username = uniqueName('old');
    await t.app.ctx.db
      .insertInto('users')
      .values({ username, password_hash: await hashPasswordScrypt(password), created_at: Date.now() })
      .execute();
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { username, uid: row.id, hash: row.password_hash };
  }

  it('a new user gets an argon2id PHC hash with the OWASP parameters, and logs in with it', async () => {
    const u = await registerUser(t.app);
    const hash = await storedHash(u.uid);
    expect(hash).toMatch(ARGON2ID);
    expect(needsRehash(hash)).toBe(false);
    const login = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: u.password,
      },
    });
    expect(login.statusCode).toBe(200);
    // A current hash is not rewritten at login.
    expect(await storedHash(u.uid)).toBe(hash);
  });

  it('a seeded scrypt user logs in and is rehashed to argon2id; the new hash holds the same password', async () => {
    const old = await seedScryptUser('oldsecret1');
    expect(old.hash).toMatch(/^scrypt\$/);
    const login = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: old.username,
        password: 'oldsecret1',
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, data: { uid: old.uid } });
    const now = await storedHash(old.uid);
    expect(now).toMatch(ARGON2ID);
    expect(await verifyPassword('oldsecret1', now)).toBe(true);
    // And the rehashed account keeps logging in.
    const again = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: old.username,
        password: 'oldsecret1',
      },
    });
    expect(again.statusCode).toBe(200);
  });

  it('a wrong password fails for an argon2id user and for a scrypt user, and leaves the scrypt hash as it was', async () => {
    const u = await registerUser(t.app);
    const bad = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: u.username,
        password: 'wrongpass',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: '用户名或密码错误' });

    const old = await seedScryptUser('oldsecret2');
    const badOld = await as(t.app, null).request(accountEndpoints.login, {
      body: {
        username: old.username,
        password: 'wrongpass',
      },
    });
    expect(badOld.statusCode).toBe(400);
    expect(badOld.json()).toEqual({ success: false, message: '用户名或密码错误' });
    expect(await storedHash(old.uid)).toBe(old.hash);
  });

  it('a password change stores argon2id', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).post('/api/user/change_password', {
      old_password: u.password,
      new_password: 'newsecret9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedHash(u.uid)).toMatch(ARGON2ID);
  });

  it('a malformed stored hash verifies nothing', async () => {
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$bad')).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
