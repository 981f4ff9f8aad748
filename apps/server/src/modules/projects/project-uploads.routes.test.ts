import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, multipart, registerUser, type TestUser } from '../../test/factories';
import { createProject, mp3Bytes, streamedUpload, upload, vsqxBytes } from '../../test/project-uploads';
import { createUploadsService } from './uploads.service';

describe('project uploads (vsqx_file, mp3, cover)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let slot: string;
  // Through the store: on the S3 step staged files are objects in a bucket.
  const staging = async () => (await t.app.ctx.files.listStaging()).map((f) => f.stagedKey);
  const stagedRows = (uid: string) =>
    t.app.ctx.db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', uid).execute();

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid;
  });
  afterAll(async () => t.close());

  it('new_vsqx_uid: 401 without a token; hands out distinct slots', async () => {
    expect((await as(t.app, null).post('/api/user/new_vsqx_uid')).statusCode).toBe(401);
    const a = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json();
    expect(a).toMatchObject({ success: true, data: { vsqx_uid: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(a.data.vsqx_uid).not.toBe(slot);
  });

  it.each(['/api/upload/vsqx_file', '/api/upload/mp3', '/api/app/upload_vsqx_cover'])(
    "%s: 401 without a token, 404 into another user's slot (nothing stored)",
    async (url) => {
      expect((await upload(t.app, null, url, slot, { name: 'a.vsqx', data: vsqxBytes() })).statusCode).toBe(
        401,
      );
      const before = (await staging()).length;
      const res = await upload(t.app, other, url, slot, { name: 'a.vsqx', data: vsqxBytes() });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      expect((await staging()).length).toBe(before);
      expect(await stagedRows(slot)).toEqual([]);
      expect(
        (await upload(t.app, owner, url, 'no-such-slot', { name: 'a.vsqx', data: vsqxBytes() })).statusCode,
      ).toBe(404);
    },
  );

  it('project file: extension list and its message', async () => {
    const bad = await upload(t.app, owner, '/api/upload/vsqx_file', slot, {
      name: 'virus.exe',
      data: Buffer.from('MZ'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("只能上传压缩文件或者'歌声合成引擎工程文件'哦~");
    for (const ext of ['vsqx', 'svp', 'ust', '7z', 'MID']) {
      const ok = await upload(t.app, owner, '/api/upload/vsqx_file', slot, {
        name: `song.${ext}`,
        data: Buffer.from('x'),
      });
      expect(ok.json(), ext).toMatchObject({
        success: true,
        data: { role: 'project', file_extension: ext.toLowerCase() },
      });
      expect(ok.headers['server-timing'], ext).toMatch(/^receive;dur=[\d.]+, meta;dur=[\d.]+$/);
    }
  });

  it('a later upload of the same role replaces the earlier staged one (its file is gone)', async () => {
    const s = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid;
    await upload(t.app, owner, '/api/upload/vsqx_file', s, { name: 'one.vsqx', data: vsqxBytes('one') });
    const [first] = await stagedRows(s);
    await upload(t.app, owner, '/api/upload/vsqx_file', s, { name: 'two.vsqx', data: vsqxBytes('two') });
    const rows = await stagedRows(s);
    expect(rows).toHaveLength(1);
    expect(rows[0].original_name).toBe('two.vsqx');
    expect(await staging()).not.toContain(first.staged_key);
    expect(await staging()).toContain(rows[0].staged_key);
  });

  it('project file: exactly 105906176 bytes pass, one byte more is cut off with 413 and leaves nothing', async () => {
    const s = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid;
    const max = LIMITS.projectFileMaxBytes;
    const ok = await as(t.app, owner).call({
      method: 'POST',
      url: '/api/upload/vsqx_file',
      ...streamedUpload(s, 'big.zip', max),
    });
    expect(ok.json()).toMatchObject({ success: true, data: { size: max } });
    const before = (await staging()).length;
    const big = await as(t.app, owner).call({
      method: 'POST',
      url: '/api/upload/vsqx_file',
      ...streamedUpload(s, 'big.zip', max + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      success: false,
      message: '上传文件最大为100MB，请删除不必要文件/压缩伴奏音质~',
    });
    expect((await staging()).length).toBe(before);
    const rows = await stagedRows(s);
    expect(rows).toHaveLength(1);
    expect(rows[0].size).toBe(max);
  }, 120_000);

  it('one file at a time', async () => {
    const boundary = 'xxTWOxx';
    const part = (n: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${n}"\r\n\r\nabc\r\n`;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="vsqx_uid"\r\n\r\n${slot}\r\n${part('a.vsqx')}${part('b.vsqx')}--${boundary}--\r\n`;
    const before = (await staging()).length;
    const res = await as(t.app, owner).call({
      method: 'POST',
      url: '/api/upload/vsqx_file',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('一次只能上传一个文件');
    expect((await staging()).length).toBeLessThanOrEqual(before);
  });

  it('mp3: extension, content, and the 11534336-byte limit', async () => {
    const ext = await upload(t.app, owner, '/api/upload/mp3', slot, { name: 'a.wav', data: mp3Bytes() });
    expect(ext.json()).toMatchObject({ success: false, message: '只能上传mp3格式哦~请转码后上传' });
    const fake = await upload(t.app, owner, '/api/upload/mp3', slot, {
      name: 'a.mp3',
      data: Buffer.from('<html>not audio</html>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('该文件不是有效的mp3音频');
    const id3 = Buffer.concat([
      Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'),
      Buffer.alloc(10),
      mp3Bytes(),
    ]);
    expect(
      (await upload(t.app, owner, '/api/upload/mp3', slot, { name: 'tagged.mp3', data: id3 })).json().success,
    ).toBe(true);
    const max = LIMITS.mp3MaxBytes;
    const exact = Buffer.concat([mp3Bytes(), Buffer.alloc(max - mp3Bytes().length)]);
    expect(
      (await upload(t.app, owner, '/api/upload/mp3', slot, { name: 'max.mp3', data: exact })).json(),
    ).toMatchObject({ success: true, data: { size: max } });
    const before = (await staging()).length;
    const over = await upload(t.app, owner, '/api/upload/mp3', slot, {
      name: 'big.mp3',
      data: Buffer.concat([exact, Buffer.alloc(1)]),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('mp3文件最大为10MB，请压缩下音频~');
    expect((await staging()).length).toBe(before);
  });

  it('cover: refuses non-images, re-encodes to a 200x126 JPEG without EXIF', async () => {
    const bad = await upload(t.app, owner, '/api/app/upload_vsqx_cover', slot, {
      name: 'c.jpg',
      data: Buffer.from('not an image'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('只能上传图片格式哦~');
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#39c5bb' } })
      .withExif({ IFD0: { Artist: 'secret' } })
      .png()
      .toBuffer();
    const res = await upload(t.app, owner, '/api/app/upload_vsqx_cover', slot, { name: 'blob', data: png });
    expect(res.json()).toMatchObject({ success: true, data: { role: 'cover', file_extension: 'jpg' } });
    const row = (await stagedRows(slot)).find((r) => r.role === 'cover')!;
    const staged = await t.app.ctx.files.readStaged(row.staged_key, LIMITS.imageMaxBytes);
    const meta = await sharp(staged).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 126 });
    expect(meta.exif).toBeUndefined();
  });

  it('uploads into an existing project of mine are staged, not live', async () => {
    const p = await createProject(t.app, owner);
    const before = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('file_key')
      .where('music_id', '=', p.music_id)
      .executeTakeFirstOrThrow();
    const live = await t.app.ctx.files.stat(before.file_key!);
    expect(live).not.toBeNull();
    const res = await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, {
      name: 'new.svp',
      data: Buffer.from('{}'),
    });
    expect(res.json().success).toBe(true);
    expect(
      await t.app.ctx.db
        .selectFrom('project_versions')
        .select('version')
        .where('project_id', '=', p.music_id)
        .execute(),
    ).toEqual([{ version: 1 }]);
    expect(await t.app.ctx.files.stat(before.file_key!)).toEqual(live);
    expect(
      (await upload(t.app, other, '/api/upload/vsqx_file', p.vsqx_uid, { name: 'x.vsqx', data: vsqxBytes() }))
        .statusCode,
    ).toBe(404);
  });

  it('abandoned uploads: staged rows and files older than a day are swept, newer ones stay', async () => {
    const s = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid;
    await upload(t.app, owner, '/api/upload/vsqx_file', s, { name: 'old.vsqx', data: vsqxBytes() });
    await upload(t.app, owner, '/api/upload/mp3', s, { name: 'new.mp3', data: mp3Bytes() });
    const [oldRow, newRow] = await stagedRows(s);
    await t.app.ctx.db
      .updateTable('staged_uploads')
      .set({ created_at: Date.now() - 25 * 3600_000 })
      .where('id', '=', oldRow.id)
      .execute();
    expect(await createUploadsService(t.app.ctx).sweepAbandoned()).toBeGreaterThanOrEqual(1);
    expect((await stagedRows(s)).map((r) => r.id)).toEqual([newRow.id]);
    expect(await staging()).not.toContain(oldRow.staged_key);
    expect(await staging()).toContain(newRow.staged_key);
  });

  it('a non-multipart body is a clear 400, never a 500', async () => {
    const res = await as(t.app, owner).post('/api/upload/vsqx_file', { vsqx_uid: slot });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('上传出错，请刷新重试！');
    const empty = multipart({ vsqx_uid: slot });
    expect(
      (await as(t.app, owner).call({ method: 'POST', url: '/api/upload/mp3', ...empty })).statusCode,
    ).toBe(400);
  });
});
