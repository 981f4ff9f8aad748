import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, profileEndpoints } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, multipart, registerUser, type TestUser } from '../../test/factories';

const UPLOAD = '/api/user/upload_avatar';

const png = (w: number, h: number, colour: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer();

function upload(t: TestApp, u: TestUser | null, data: Buffer, name = u ? `${u.uid}.jpg` : '1.jpg') {
  const body = multipart({}, { name, data, type: 'image/jpeg' });
  return as(t.app, u).call({ method: 'POST', url: UPLOAD, ...body });
}

async function liveAvatar(t: TestApp, uid: number, version?: number) {
  return as(t.app, null).get(`/files/avatar/${uid}.jpg${version ? `?v=${version}` : ''}`);
}

describe('avatar', () => {
  let t: TestApp;
  let defaultAvatar: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    defaultAvatar = (await liveAvatar(t, 999_999)).rawPayload;
  });
  afterAll(async () => t.close());

  it('answers 401 without a token', async () => {
    expect((await upload(t, null, await png(10, 10, '#000'))).statusCode).toBe(401);
    expect((await as(t.app, null).request(profileEndpoints.avatarSubmit)).statusCode).toBe(401);
  });

  it('refuses to submit when nothing is staged', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u).request(profileEndpoints.avatarSubmit);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: '请先上传头像' });
  });

  it('refuses a text file named .jpg and a non-image name, staging nothing', async () => {
    const u = await registerUser(t.app);
    for (const [data, name] of [
      [Buffer.from('hello, I am not a picture'), `${u.uid}.jpg`],
      [await png(20, 20, '#0f0'), 'notes.txt'],
    ] as const) {
      const res = await upload(t, u, data, name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: '只能上传图片格式哦~' });
    }
    expect((await as(t.app, u).request(profileEndpoints.avatarSubmit)).json().message).toBe('请先上传头像');
    expect(
      await t.app.ctx.db.selectFrom('staged_uploads').select('id').where('user_id', '=', u.uid).execute(),
    ).toEqual([]);
  });

  it('cuts off an image over the size limit with 413 while streaming', async () => {
    const u = await registerUser(t.app);
    const res = await upload(t, u, Buffer.alloc(LIMITS.imageMaxBytes + 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: '图片最大为10MB' });
  });

  it('stages a 252x252 JPEG without EXIF, live only after submit, which sets avatar_exist and a version', async () => {
    const u = await registerUser(t.app);
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3399ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'secret person', Copyright: 'gps-and-camera' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await upload(t, u, withExif);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    // Staged, not live: the public address still answers the default image.
    expect((await liveAvatar(t, u.uid)).rawPayload.equals(defaultAvatar)).toBe(true);
    expect((await as(t.app, u).request(profileEndpoints.me)).json().data.avatar_exist).toBe(0);

    const submit = await as(t.app, u).request(profileEndpoints.avatarSubmit);
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toEqual({
      success: true,
      message: '保存成功，一分钟后生效！',
      data: { avatar_exist: 1, avatar_version: 1 },
    });

    const live = await liveAvatar(t, u.uid, 1);
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(live.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 252,
      height: 252,
    });
    expect(meta.exif).toBeUndefined();
    expect(live.rawPayload.includes(Buffer.from('secret person'))).toBe(false);

    expect((await as(t.app, u).request(profileEndpoints.me)).json().data).toMatchObject({
      avatar_exist: 1,
      avatar_version: 1,
    });
    // The staged file was moved, so a second submit has nothing to publish.
    expect((await as(t.app, u).request(profileEndpoints.avatarSubmit)).statusCode).toBe(400);
  });

  it('crops any ratio to a square and a new avatar shows at once under its new ?v= version', async () => {
    const u = await registerUser(t.app);
    await upload(t, u, await png(800, 300, '#ff0000'));
    const first = (await as(t.app, u).request(profileEndpoints.avatarSubmit)).json().data;
    const v1 = await liveAvatar(t, u.uid, first.avatar_version);
    const m1 = await sharp(v1.rawPayload).metadata();
    expect([m1.width, m1.height]).toEqual([252, 252]);
    const etag1 = String(v1.headers.etag);
    expect(
      (
        await as(t.app, null).call({
          method: 'GET',
          url: `/files/avatar/${u.uid}.jpg?v=${first.avatar_version}`,
          headers: { 'if-none-match': etag1 },
        })
      ).statusCode,
    ).toBe(304);

    await upload(t, u, await png(300, 300, '#00ff00'));
    const second = (await as(t.app, u).request(profileEndpoints.avatarSubmit)).json().data;
    expect(second.avatar_version).toBe(first.avatar_version + 1);
    // A browser revalidating with the old validator gets the new picture, not a 304.
    const v2 = await as(t.app, null).call({
      method: 'GET',
      url: `/files/avatar/${u.uid}.jpg?v=${second.avatar_version}`,
      headers: { 'if-none-match': etag1 },
    });
    expect(v2.statusCode).toBe(200);
    expect(v2.headers.etag).not.toBe(etag1);
    const { data } = await sharp(v2.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(200); // green now
    expect(data[0]).toBeLessThan(60);
  });

  it('keeps only the latest staged upload and discards the one it replaces', async () => {
    const u = await registerUser(t.app);
    await upload(t, u, await png(100, 100, '#000000'));
    await upload(t, u, await png(100, 100, '#ffffff'));
    const rows = await t.app.ctx.db
      .selectFrom('staged_uploads')
      .select('staged_key')
      .where('user_id', '=', u.uid)
      .execute();
    expect(rows).toHaveLength(1);
    await as(t.app, u).request(profileEndpoints.avatarSubmit);
    const { data } = await sharp((await liveAvatar(t, u.uid)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it("cannot publish or see someone else's staged avatar", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await upload(t, owner, await png(64, 64, '#123456'));
    const res = await as(t.app, other).request(profileEndpoints.avatarSubmit);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请先上传头像');
    expect((await liveAvatar(t, owner.uid)).rawPayload.equals(defaultAvatar)).toBe(true);
    expect((await liveAvatar(t, other.uid)).rawPayload.equals(defaultAvatar)).toBe(true);
    expect((await as(t.app, other).request(profileEndpoints.me)).json().data.avatar_exist).toBe(0);
    // The owner can still publish theirs.
    expect((await as(t.app, owner).request(profileEndpoints.avatarSubmit)).json().data.avatar_exist).toBe(1);
  });
});
