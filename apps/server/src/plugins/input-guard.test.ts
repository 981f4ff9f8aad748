import { beforeAll, describe, expect, it } from 'vitest';
import { as, multipart, registerUser, useTestApp, type TestUser } from '../test/factories';
import { upload, vsqxBytes } from '../test/project-uploads';

/** NUL characters: a clear 400 on both databases (PostgreSQL used to answer 500), and nothing stored. */
describe('text with a NUL character', () => {
  const t = useTestApp();
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(t.app);
  });
  const posts = async () => (await t.app.ctx.db.selectFrom('square_posts').select('id').execute()).length;

  it('is refused in a JSON body, a form, a query string and a path, before any handler', async () => {
    const me = as(t.app, user);
    const before = await posts();
    for (const res of [
      await me.post('/api/app/square', { text: '调教心得\u0000分享' }),
      await me.post('/api/app/square', { ['te\u0000xt']: 'hello' }),
      await me.form('/api/user/change_user_info', {
        nickname: user.username,
        gender: '0',
        p_desc: 'a\u0000b',
      }),
      await me.get('/api/user/select_vsqx_project_list?page=1&note=a%00'),
      await me.get('/api/app/project_meta/abc%00'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: '请求参数错误' });
    }
    expect(await posts()).toBe(before);
    expect((await me.post('/api/app/square', { text: '调教心得分享' })).statusCode).toBe(200);
  });

  it('is refused in a multipart field, and stripped from a stored file name', async () => {
    const me = as(t.app, user);
    const slot = (await me.post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    const m = multipart({ vsqx_uid: `${slot}\u0000` }, { name: 'a.vsqx', data: vsqxBytes() });
    const bad = await me.call({
      method: 'POST',
      url: '/api/upload/vsqx_file',
      payload: m.payload,
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await upload(t.app, user, '/api/upload/vsqx_file', slot, {
      name: 'my\u0000 song.vsqx',
      data: vsqxBytes(),
    });
    expect(ok.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('staged_uploads')
      .select('original_name')
      .where('slot_uid', '=', slot)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('my song.vsqx');
  });
});
