import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { profileEndpoints } from '@vsqx/domain';
import { as, registerUser, type TestUser } from '../../test/factories';

const INFO = profileEndpoints.info.path;
/** The form call, sent by hand: these tests also send what the shared schema refuses. */
const CHANGE = profileEndpoints.change.path;

function form(u: TestUser, patch: Record<string, string | number> = {}) {
  return {
    nickname: u.username,
    gender: 2,
    b_uid: '3939',
    agreement: 3,
    p_desc: '调教苦手，喜欢古风',
    p_website: 'https://space.bilibili.com/3939',
    default_uploadProject_desc: '欢迎使用，注明作者即可',
    ...patch,
  };
}

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 without a token on every personal endpoint', async () => {
    for (const url of [INFO, `${INFO}.php`, '/api/user/me']) {
      const res = await as(t.app, null).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: '请先登录' });
    }
    expect((await as(t.app, null).form(CHANGE, { nickname: 'x', gender: 1, agreement: 1 })).statusCode).toBe(
      401,
    );
  });

  it('answers the defaults of a new user, in the envelope and as the plain .php object', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).request(profileEndpoints.info);
    expect(res.statusCode).toBe(200);
    const expected = {
      nickname: u.username,
      gender: 0,
      b_uid: '',
      agreement: 1,
      p_desc: '',
      p_website: '',
      default_uploadProject_desc: '',
    };
    expect(res.json()).toEqual({ success: true, message: '', data: expected });
    const php = await as(t.app, u).get(`${INFO}.php`);
    expect(php.statusCode).toBe(200);
    expect(php.json()).toEqual(expected);
  });

  it('saves every field from a form body and reads it back', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).form(CHANGE, form(u));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '保存成功' });
    const { nickname: _n, ...rest } = form(u);
    expect((await as(t.app, u).request(profileEndpoints.info)).json().data).toEqual({
      nickname: u.username,
      ...rest,
    });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['default_upload_desc', 'p_desc', 'username'])
      .where('id', '=', u.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      default_upload_desc: '欢迎使用，注明作者即可',
      p_desc: '调教苦手，喜欢古风',
      username: u.username,
    });
    // Empty optional fields are allowed (a user without a website or bilibili account).
    const cleared = await as(t.app, u).form(
      CHANGE,
      form(u, { b_uid: '', p_website: '', p_desc: '', default_uploadProject_desc: '' }),
    );
    expect(cleared.json().success).toBe(true);
  });

  it('spec §5 website: 5 to 50 characters, with or without a scheme, stored as typed', async () => {
    const u = await registerUser(t.app);
    for (const site of ['space.bilibili.com/1', 'abcde', `space.bilibili.com/${'1'.repeat(31)}`]) {
      expect((await as(t.app, u).form(CHANGE, form(u, { p_website: site }))).json()).toEqual({
        success: true,
        message: '保存成功',
      });
      expect((await as(t.app, u).request(profileEndpoints.info)).json().data.p_website).toBe(site);
    }
  });

  it.each([
    [{ b_uid: '12ab' }, '只能输入数字'],
    [{ b_uid: '1234567890123456' }, 'B站UID最长15位'],
    [{ p_website: 'a.cn' }, '请输入正确的网站链接'],
    [{ p_website: 'javascript:alert(1)//x.cn' }, '链接不能使用 javascript:、data:、vbscript: 等协议'],
    [{ p_website: 'vbscript:msgbox(1)' }, '链接不能使用 javascript:、data:、vbscript: 等协议'],
    [{ p_website: `https://${'a'.repeat(44)}.com` }, '网站链接最长50个字符'],
    [{ p_desc: 'x'.repeat(251) }, 'P主介绍最长250个字'],
    [{ default_uploadProject_desc: 'x'.repeat(251) }, '默认工程介绍最长250个字'],
    [{ gender: 3 }, '请选择性别'],
    [{ agreement: 5 }, '请选择授权方式'],
    [{ agreement: 0 }, '请选择授权方式'],
    [{ nickname: '' }, '请输入昵称'],
    [{ nickname: 'a' }, '昵称太短'],
    [{ nickname: 'bad name!' }, '请勿输入特殊字符'],
    [{ nickname: 'abcdefghijklm' }, '昵称最长12个字符'],
  ])('refuses %j with 400 "%s" and changes nothing', async (patch, message) => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).form(CHANGE, form(u, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await as(t.app, u).request(profileEndpoints.info)).json().data.b_uid).toBe('');
  });

  it('keeps the nickname read-only: a different valid nickname is refused, in both languages', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).form(CHANGE, form(u, { nickname: 'renamed_1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: '昵称不可修改' });
    const en = await as(t.app, u).call({
      method: 'POST',
      url: CHANGE,
      payload: form(u, { nickname: 'renamed_1' }),
      headers: { 'x-lang': 'en' },
    });
    expect(en.json().message).toBe('The nickname cannot be changed');
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['username', 'b_uid'])
      .where('id', '=', u.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: u.username, b_uid: '' });
  });

  it("cannot change someone else's profile: the call only ever writes the caller's row", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    // Posing as the owner by nickname is refused as a nickname change.
    const res = await as(t.app, other).form(CHANGE, form(owner, { b_uid: '666' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('昵称不可修改');
    // A valid change by the other user lands on their own row only.
    expect((await as(t.app, other).form(CHANGE, form(other, { b_uid: '777' }))).json().success).toBe(true);
    expect((await as(t.app, owner).request(profileEndpoints.info)).json().data.b_uid).toBe('');
    expect((await as(t.app, other).request(profileEndpoints.info)).json().data.b_uid).toBe('777');
  });

  it('accepts JSON bodies too, with the same rules', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, u).post(CHANGE, form(u, { gender: '1' }))).json().success).toBe(true);
    const bad = await as(t.app, u).post(CHANGE, form(u, { b_uid: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('只能输入数字');
  });

  it('answers /api/user/me with the session flags of the caller', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).request(profileEndpoints.me);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: { uid: u.uid, username: u.username, isAdmin: false, avatar_exist: 0, avatar_version: 0 },
    });
  });

  it('answers the feedback contact details publicly, from configuration', async () => {
    const res = await as(t.app, null).request(profileEndpoints.feedbackInfo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: {
        group: t.config.feedback.group,
        email: t.config.feedback.email,
        image: '/feedback-contact.svg',
      },
    });
  });
});

describe('feedback info from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ feedback: { group: '12345678', email: 'help@example.org' } });
  });
  afterAll(async () => t.close());

  it('answers the configured group and e-mail', async () => {
    expect((await as(t.app, null).request(profileEndpoints.feedbackInfo)).json().data).toMatchObject({
      group: '12345678',
      email: 'help@example.org',
    });
  });
});
