import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { accountEndpoints, profileEndpoints } from '@vsqx/domain';
import { as, registerUser, type TestUser } from '../../test/factories';
import { linkIn, mailText, startSmtpReceiver } from '../../test/smtp-receiver';
import { hashToken } from '../auth/passwords';
import { adminCommands } from '../../admin/commands';

const PUBLIC = 'https://vsqx.example';
const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));
let seq = 0;
const address = (tag: string) => `${tag}${++seq}.${Date.now()}@Mail.Example`;

describe('DESIGN §8 account e-mail and password reset (SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (u: TestUser, password = u.password) =>
    as(t.app, null).request(accountEndpoints.login, { body: { username: u.username, password } });
  /** A user whose address is set and verified through its mailed link. */
  async function verifiedUser() {
    const u = await registerUser(t.app);
    const email = address('v').toLowerCase();
    expect((await as(t.app, u).request(accountEndpoints.setEmail, { body: { email } })).json().success).toBe(
      true,
    );
    const link = linkIn(await smtp.next(email));
    expect(
      (await as(t.app, null).request(accountEndpoints.verifyEmail, { body: { token: tokenOf(link) } })).json()
        .success,
    ).toBe(true);
    return { ...u, email };
  }
  async function resetLinkFor(email: string, typed = email) {
    expect(
      (
        await as(t.app, null).request(accountEndpoints.passwordResetRequest, { body: { email: typed } })
      ).json().success,
    ).toBe(true);
    return linkIn(await smtp.next(email));
  }

  it('answers 401 without a token', async () => {
    expect((await as(t.app, null).request(accountEndpoints.email)).statusCode).toBe(401);
    expect(
      (await as(t.app, null).request(accountEndpoints.setEmail, { body: { email: 'a@b.example' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bad address with the message, changing nothing', async () => {
    const u = await registerUser(t.app);
    for (const email of ['', 'not-an-address', `${'x'.repeat(250)}@b.example`]) {
      const res = await as(t.app, u).request(accountEndpoints.setEmail, { body: { email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(email ? '邮箱格式不正确' : '请输入邮箱');
    }
    expect((await as(t.app, u).request(accountEndpoints.email)).json().data).toEqual({
      email: null,
      verified: false,
    });
  });

  it('sets the address, mails a link built from PUBLIC_URL (not the Host header), and the link verifies it once', async () => {
    const u = await registerUser(t.app);
    const typed = address('Set');
    const res = await as(t.app, u).call({
      method: 'POST',
      url: '/api/user/email',
      payload: { email: `  ${typed} ` },
      headers: { host: 'evil.example' },
    });
    expect(res.json()).toEqual({
      success: true,
      message: '验证邮件已发送，请查收邮箱并点击其中的链接',
      data: { email: typed.toLowerCase(), verified: false },
    });
    const mail = await smtp.next(typed.toLowerCase());
    const link = linkIn(mail);
    expect(link.startsWith(`${PUBLIC}/verify_email#token=`)).toBe(true);
    expect(mail.text).toContain(u.username);
    // Only the token's SHA-256 is stored.
    const row = await t.app.ctx.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('user_id', '=', u.uid)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));

    const ok = await as(t.app, null).request(accountEndpoints.verifyEmail, {
      body: { token: tokenOf(link) },
    });
    expect(ok.json()).toEqual({ success: true, message: '邮箱验证成功' });
    expect((await as(t.app, u).request(accountEndpoints.email)).json().data).toEqual({
      email: typed.toLowerCase(),
      verified: true,
    });
    const again = await as(t.app, null).request(accountEndpoints.verifyEmail, {
      body: { token: tokenOf(link) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('链接无效或已过期，请重新获取');
    // The same verified address again sends nothing.
    expect(
      (await as(t.app, u).request(accountEndpoints.setEmail, { body: { email: typed } })).json().message,
    ).toBe('该邮箱已验证');
  });

  it("another user's calls see and change only their own address", async () => {
    const a = await verifiedUser();
    const b = await registerUser(t.app);
    expect((await as(t.app, b).request(accountEndpoints.email)).json().data).toEqual({
      email: null,
      verified: false,
    });
    await as(t.app, b).request(accountEndpoints.setEmail, { body: { email: 'b-own@mail.example' } });
    await smtp.next('b-own@mail.example');
    expect((await as(t.app, a).request(accountEndpoints.email)).json().data).toEqual({
      email: a.email,
      verified: true,
    });
  });

  it('changing the address verifies again; a link sent to the earlier address no longer verifies', async () => {
    const u = await verifiedUser();
    const first = address('first').toLowerCase();
    await as(t.app, u).request(accountEndpoints.setEmail, { body: { email: first } });
    const firstLink = linkIn(await smtp.next(first));
    const second = address('second').toLowerCase();
    await as(t.app, u).request(accountEndpoints.setEmail, { body: { email: second } });
    const secondLink = linkIn(await smtp.next(second));
    expect((await as(t.app, u).request(accountEndpoints.email)).json().data).toEqual({
      email: second,
      verified: false,
    });
    expect(
      (await as(t.app, null).request(accountEndpoints.verifyEmail, { body: { token: tokenOf(firstLink) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await as(t.app, null).request(accountEndpoints.verifyEmail, { body: { token: tokenOf(secondLink) } })
      ).json().success,
    ).toBe(true);
    expect((await as(t.app, u).request(accountEndpoints.email)).json().data).toEqual({
      email: second,
      verified: true,
    });
  });

  it('a reset link sets the password once, ends every session (cached ones included), and dies', async () => {
    const u = await verifiedUser();
    const phone = (await login(u)).json().data as TestUser;
    // Both sessions are read once, so the session cache holds them.
    expect((await as(t.app, u).request(profileEndpoints.me)).statusCode).toBe(200);
    expect((await as(t.app, phone).request(profileEndpoints.me)).statusCode).toBe(200);
    // However the address is typed, it is the same address.
    const link = await resetLinkFor(u.email, ` ${u.email.toUpperCase()}`);
    expect(link.startsWith(`${PUBLIC}/reset_password#token=`)).toBe(true);

    const res = await as(t.app, null).request(accountEndpoints.passwordReset, {
      body: {
        token: tokenOf(link),
        password: 'brand-new-1',
      },
    });
    expect(res.json()).toEqual({ success: true, message: '密码已重置，请使用新密码登录' });
    expect((await as(t.app, u).request(profileEndpoints.me)).statusCode).toBe(401);
    expect((await as(t.app, phone).request(profileEndpoints.me)).statusCode).toBe(401);
    expect((await login(u)).statusCode).toBe(400);
    expect((await login(u, 'brand-new-1')).json().success).toBe(true);

    const reused = await as(t.app, null).request(accountEndpoints.passwordReset, {
      body: {
        token: tokenOf(link),
        password: 'third-one-1',
      },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('链接无效或已过期，请重新获取');
    expect((await login(u, 'brand-new-1')).json().success).toBe(true);
  });

  it('an expired link fails and changes nothing', async () => {
    const u = await verifiedUser();
    const link = await resetLinkFor(u.email);
    // 30 minutes pass.
    await t.app.ctx.db
      .updateTable('email_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(tokenOf(link)))
      .execute();
    const res = await as(t.app, null).request(accountEndpoints.passwordReset, {
      body: {
        token: tokenOf(link),
        password: 'brand-new-1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('链接无效或已过期，请重新获取');
    expect((await login(u)).json().success).toBe(true);
  });

  it('a link is valid 30 minutes from the request', async () => {
    const u = await verifiedUser();
    const before = Date.now();
    const link = await resetLinkFor(u.email);
    const row = await t.app.ctx.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(tokenOf(link)))
      .executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(30 * 60 * 1000);
    expect(Number(row.created_at)).toBeGreaterThanOrEqual(before);
  });

  it('a weak new password is refused with the register rule, and the link still works after', async () => {
    const u = await verifiedUser();
    const link = await resetLinkFor(u.email);
    const short = await as(t.app, null).request(accountEndpoints.passwordReset, {
      body: {
        token: tokenOf(link),
        password: '123',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('密码至少6位');
    expect(
      (
        await as(t.app, null).request(accountEndpoints.passwordReset, {
          body: {
            token: 'x'.repeat(43),
            password: 'brand-new-1',
          },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(t.app, null).request(accountEndpoints.passwordReset, {
          body: {
            token: tokenOf(link),
            password: 'brand-new-1',
          },
        })
      ).json().success,
    ).toBe(true);
  });

  it('an unknown or unverified address gets the same answer and no mail', async () => {
    const known = await verifiedUser();
    const unverified = await registerUser(t.app);
    const pendingAddress = address('pending').toLowerCase();
    await as(t.app, unverified).request(accountEndpoints.setEmail, { body: { email: pendingAddress } });
    await smtp.next(pendingAddress);
    const unknownAddress = address('nobody').toLowerCase();

    const answers = [];
    for (const email of [unknownAddress, pendingAddress, known.email]) {
      const res = await as(t.app, null).request(accountEndpoints.passwordResetRequest, { body: { email } });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(JSON.parse(answers[0].body)).toEqual({
      success: true,
      message: '如果该邮箱已绑定并验证，重置密码的链接已发送，30分钟内有效',
    });
    // The known address's mail arrives; by then the others would have been sent too (one queue, in order).
    await smtp.next(known.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.to.includes(unknownAddress) || m.to.includes(pendingAddress))).toEqual(
      [],
    );
  });

  it('npm run admin -- reset-link prints a one-time link for an account without e-mail', async () => {
    const u = await registerUser(t.app);
    const out = await adminCommands['reset-link'].run(
      { db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
      [u.username],
    );
    const link = /https?:\/\/\S+/.exec(out)![0];
    expect(link.startsWith(`${PUBLIC}/reset_password#token=`)).toBe(true);
    expect(
      (
        await as(t.app, null).request(accountEndpoints.passwordReset, {
          body: {
            token: tokenOf(link),
            password: 'brand-new-1',
          },
        })
      ).json().success,
    ).toBe(true);
    expect((await login(u, 'brand-new-1')).json().success).toBe(true);
    expect(
      (
        await as(t.app, null).request(accountEndpoints.passwordReset, {
          body: {
            token: tokenOf(link),
            password: 'brand-new-2',
          },
        })
      ).statusCode,
    ).toBe(400);
    await expect(
      adminCommands['reset-link'].run(
        { db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
        ['nobody_here'],
      ),
    ).rejects.toThrow(/no user/);
  });
});

describe('DESIGN §8 a reset request answers before any mail is sent', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver({ delayMs: 1500 });
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a known and an unknown address answer alike, without waiting for a slow mail server', async () => {
    const u = await registerUser(t.app);
    await as(t.app, u).request(accountEndpoints.setEmail, { body: { email: 'slow@mail.example' } });
    const verify = linkIn(await smtp.next('slow@mail.example'));
    await as(t.app, null).request(accountEndpoints.verifyEmail, { body: { token: tokenOf(verify) } });
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await as(t.app, null).request(accountEndpoints.passwordResetRequest, { body: { email } });
      return { ms: performance.now() - start, body: res.body };
    };
    const known = await timed('slow@mail.example');
    const unknown = await timed('nobody-slow@mail.example');
    expect(known.body).toBe(unknown.body);
    // The mail takes 1.5 s to be accepted; neither answer waits for it.
    expect(known.ms).toBeLessThan(1000);
    expect(unknown.ms).toBeLessThan(1000);
    expect(linkIn(await smtp.next('slow@mail.example')).startsWith(`${PUBLIC}/reset_password#token=`)).toBe(
      true,
    );
  });
});

describe('DESIGN §8 password reset requests are rate-limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { password_reset: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(async () => t.close());

  it("answers 429 with the site's message past the limit", async () => {
    const ask = () =>
      as(t.app, null).request(accountEndpoints.passwordResetRequest, {
        body: { email: 'someone@mail.example' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: '操作过于频繁，请稍后再试' });
  });
});

describe('DESIGN §8 without SMTP_URL: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtpUrl: '', publicUrl: PUBLIC });
  });
  afterAll(async () => t.close());

  it('writes each message as an .eml file under DATA_DIR/outbox/ whose link works', async () => {
    const u = await registerUser(t.app);
    expect(
      (
        await as(t.app, u).request(accountEndpoints.setEmail, { body: { email: 'outbox@mail.example' } })
      ).json().success,
    ).toBe(true);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(raw).toMatch(/^To: outbox@mail\.example$/m);
    const link = /https?:\/\/\S+/.exec(mailText(raw))![0];
    expect(
      (await as(t.app, null).request(accountEndpoints.verifyEmail, { body: { token: tokenOf(link) } })).json()
        .success,
    ).toBe(true);
    expect((await as(t.app, u).request(accountEndpoints.email)).json().data).toEqual({
      email: 'outbox@mail.example',
      verified: true,
    });
  });
});
