import { beforeAll, describe, expect, it } from 'vitest';
import { uploadPresetEndpoints as presets, type UploadPresetBody } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';

/** DESIGN §8 upload presets: CRUD, owner-only, 20 at most, names unique per user. */
describe('upload presets', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  const preset: UploadPresetBody = {
    name: '日常投稿',
    fields: { synthesizer_type: '1', agreement: '3', language: '2', tags: ['洛天依', '古风'], intro: '模板' },
  };

  it('needs a token', async () => {
    expect((await as(t.app, null).request(presets.list)).statusCode).toBe(401);
    expect((await as(t.app, null).request(presets.create, { body: preset })).statusCode).toBe(401);
  });

  it('creates, lists, replaces and deletes my presets; another user sees and touches none', async () => {
    const created = await as(t.app, owner).request(presets.create, { body: preset });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject(preset);
    expect((await as(t.app, owner).request(presets.list)).json().data).toHaveLength(1);
    expect((await as(t.app, other).request(presets.list)).json().data).toEqual([]);
    const put = (user: TestUser, body: UploadPresetBody) =>
      as(t.app, user).request(presets.update, { params: { id }, body });
    expect((await put(other, { ...preset, name: 'x' })).statusCode).toBe(404);
    const replaced = await put(owner, { name: '改名', fields: { agreement: '2' } });
    expect(replaced.json().data).toMatchObject({ id, name: '改名', fields: { agreement: '2' } });
    expect((await as(t.app, other).request(presets.remove, { params: { id } })).statusCode).toBe(404);
    expect((await as(t.app, owner).request(presets.remove, { params: { id } })).statusCode).toBe(200);
    expect((await as(t.app, owner).request(presets.list)).json().data).toEqual([]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const bad = [
      { name: '', fields: {} },
      { name: 'x'.repeat(41), fields: {} },
      { name: 'ok', fields: { agreement: '9' } },
      { name: 'ok', fields: { tags: Array(11).fill('t') } },
    ];
    for (const body of bad) {
      const res = await as(t.app, owner).post('/api/user/upload_presets', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await as(t.app, owner).request(presets.create, { body: { name: '', fields: {} } })).json().message,
    ).toBe('请输入预设名称');
    expect((await as(t.app, owner).request(presets.list)).json().data).toEqual([]);
  });

  it('keeps names unique and at most 20 presets', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 19; i++)
      expect(
        (await as(t.app, user).post('/api/user/upload_presets', { name: `p${i}`, fields: {} })).statusCode,
      ).toBe(200);
    const dup = await as(t.app, user).request(presets.create, { body: { name: 'p0', fields: {} } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('已有同名预设');
    expect(
      (await as(t.app, user).request(presets.create, { body: { name: 'p19', fields: {} } })).statusCode,
    ).toBe(200);
    const more = await as(t.app, user).request(presets.create, { body: { name: 'p20', fields: {} } });
    expect(more.json().message).toBe('最多保存20个预设');
  });
});
