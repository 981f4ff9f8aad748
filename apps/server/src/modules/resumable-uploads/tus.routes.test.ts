import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { createProject, form, mp3Bytes, runTransfers, vsqxBytes } from '../../test/project-uploads';
import { pngImage, smf } from '../../test/midi-uploads';
import { tusServiceFor } from './tus.service';

const TUS = '/api/uploads/tus';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('resumable uploads (tus 1.0.0)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const staging = async () => (await t.app.ctx.files.listStaging()).length;
  const stagedRows = (uid: string) =>
    t.app.ctx.db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', uid).execute();
  const tusRows = () => t.app.ctx.db.selectFrom('tus_uploads').selectAll().execute();

  // Over a real socket: light-my-request's bodies never end for @tus/server when a PATCH carries part of the file.
  let base = '';
  async function call(
    user: TestUser | null,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: Buffer,
  ) {
    const res = await fetch(base + url, {
      method,
      body,
      headers: {
        'tus-resumable': '1.0.0',
        'accept-language': 'zh-CN',
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        ...headers,
      },
    });
    const text = method === 'HEAD' ? '' : await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      json: () => JSON.parse(text),
    };
  }
  const create = (user: TestUser | null, length: number, meta: Record<string, string>) =>
    call(user, 'POST', TUS, { 'upload-length': String(length), 'upload-metadata': metadata(meta) });
  const patch = (user: TestUser | null, location: string, offset: number, body: Buffer) =>
    call(
      user,
      'PATCH',
      location,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    );
  const head = (user: TestUser | null, location: string) => call(user, 'HEAD', location, {});
  const del = (user: TestUser | null, location: string) => call(user, 'DELETE', location, {});
  const newSlot = async () =>
    (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;

  async function begin(user: TestUser, data: Buffer, meta: Record<string, string>): Promise<string> {
    const res = await create(user, data.length, meta);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.location).toMatch(/^\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    return res.headers.location as string;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('create, patch in two parts (a HEAD in between), complete, submit: the project goes live with those bytes', async () => {
    const slot = await newSlot();
    const data = vsqxBytes('断点续传');
    const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: '续传.vsqx' });
    const half = Math.floor(data.length / 2);
    const first = await patch(owner, loc, 0, data.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-expires']).toBeTruthy();
    const h = await head(owner, loc);
    expect(h.statusCode).toBe(200);
    expect([h.headers['upload-offset'], h.headers['upload-length']]).toEqual([
      String(half),
      String(data.length),
    ]);
    expect(await stagedRows(slot)).toEqual([]);

    const last = await patch(owner, loc, half, data.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      success: true,
      data: { role: 'project', file_extension: 'vsqx', original_name: '续传.vsqx', size: data.length },
    });
    const [row] = await stagedRows(slot);
    expect(row).toMatchObject({ role: 'project', original_name: '续传.vsqx', sha256: sha(data) });
    expect((await tusRows()).filter((r) => r.slot_uid === slot)).toEqual([]);
    // Finished: the address is gone (its bytes are in staging now).
    expect((await head(owner, loc)).statusCode).toBe(404);

    const res = await as(t.app, owner).form('/api/user/submit_new_vsqx_project', form(slot));
    expect(res.json().success, res.body).toBe(true);
    await runTransfers(t.app);
    const dl = await as(t.app, null).get(`/api/app/download/${res.json().data.music_id}`);
    expect(dl.rawPayload.equals(data)).toBe(true);
  });

  it('mp3, MIDI and article images go through the same finishers as their multipart uploads', async () => {
    const slot = await newSlot();
    const mp3 = mp3Bytes();
    const loc = await begin(owner, mp3, { target: 'mp3', uid: slot, filename: 'demo.mp3' });
    expect((await patch(owner, loc, 0, mp3)).json()).toMatchObject({
      success: true,
      data: { role: 'mp3', file_extension: 'mp3' },
    });

    const midiSlot = (await as(t.app, owner).post('/api/user/midi/new_midi_uid')).json().data
      .midi_uid as string;
    const mid = smf();
    const mloc = await begin(owner, mid, { target: 'midi_file', uid: midiSlot, filename: 'song.mid' });
    expect((await patch(owner, mloc, 0, mid)).json()).toMatchObject({
      success: true,
      data: { kind: 'midi' },
    });
    const midiStaged = await t.app.ctx.db
      .selectFrom('staged_uploads')
      .select('role')
      .where('slot_uid', '=', midiSlot)
      .execute();
    expect(midiStaged).toEqual([{ role: 'midi' }]);

    const png = await pngImage();
    const iloc = await begin(owner, png, { target: 'article_image', filename: 'x.png', kind: 'cover' });
    const img = await patch(owner, iloc, 0, png);
    expect(img.json()).toMatchObject({
      success: true,
      data: expect.stringMatching(/^\/files\/article\/.+\.jpg$/),
    });
    expect((await as(t.app, null).get(img.json().data)).statusCode).toBe(200);
  });

  it('a wrong offset answers 409 and changes nothing', async () => {
    const slot = await newSlot();
    const data = vsqxBytes();
    const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    expect((await patch(owner, loc, 0, data.subarray(0, 10))).statusCode).toBe(204);
    expect((await patch(owner, loc, 3, data.subarray(3))).statusCode).toBe(409);
    expect((await head(owner, loc)).headers['upload-offset']).toBe('10');
  });

  it("no token: 401; another user's upload: 404 on HEAD, PATCH and DELETE, and its bytes stay", async () => {
    const slot = await newSlot();
    const data = vsqxBytes();
    expect(
      (await create(null, data.length, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' })).statusCode,
    ).toBe(401);
    const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    await patch(owner, loc, 0, data.subarray(0, 5));
    expect((await head(null, loc)).statusCode).toBe(401);
    expect((await head(other, loc)).statusCode).toBe(404);
    const p = await patch(other, loc, 5, data.subarray(5));
    expect(p.statusCode).toBe(404);
    expect(p.json().success).toBe(false);
    expect((await del(other, loc)).statusCode).toBe(404);
    expect((await head(owner, loc)).headers['upload-offset']).toBe('5');
    expect(await stagedRows(slot)).toEqual([]);
    // A forged user header is replaced by the caller's own.
    const forged = await call(other, 'HEAD', loc, { 'x-vsqx-tus-user': String(owner.uid) });
    expect(forged.statusCode).toBe(404);
  });

  it("creation checks: uid, extension, declared size and target answer the spec's messages; nothing is created", async () => {
    const slot = await newSlot();
    const before = (await tusRows()).length;
    const notMine = await create(other, 10, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().success).toBe(false);
    expect(
      (await create(owner, 10, { target: 'vsqx_file', uid: 'no-such-slot', filename: 'a.vsqx' })).statusCode,
    ).toBe(404);
    const ext = await create(owner, 10, { target: 'vsqx_file', uid: slot, filename: 'virus.exe' });
    expect([ext.statusCode, ext.json().message]).toEqual([
      400,
      "只能上传压缩文件或者'歌声合成引擎工程文件'哦~",
    ]);
    const mp3Ext = await create(owner, 10, { target: 'mp3', uid: slot, filename: 'a.wav' });
    expect([mp3Ext.statusCode, mp3Ext.json().message]).toEqual([400, '只能上传mp3格式哦~请转码后上传']);
    const big = await create(owner, LIMITS.mp3MaxBytes + 1, { target: 'mp3', uid: slot, filename: 'a.mp3' });
    expect([big.statusCode, big.json().message]).toEqual([413, 'mp3文件最大为10MB，请压缩下音频~']);
    const bigProject = await create(owner, LIMITS.projectFileMaxBytes + 1, {
      target: 'vsqx_file',
      uid: slot,
      filename: 'a.vsqx',
    });
    expect(bigProject.statusCode).toBe(413);
    expect((await create(owner, 10, { target: 'avatar', uid: slot, filename: 'a.jpg' })).statusCode).toBe(
      400,
    );
    const bad = await call(owner, 'POST', TUS, { 'upload-length': '10', 'upload-metadata': 'target !!!' });
    expect(bad.statusCode).toBe(400);
    expect((await tusRows()).length).toBe(before);
  });

  it('one active upload per target and uid: a new one terminates the earlier unfinished one', async () => {
    const slot = await newSlot();
    const data = vsqxBytes();
    const first = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    const second = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'b.vsqx' });
    expect((await head(owner, first)).statusCode).toBe(404);
    expect((await head(owner, second)).statusCode).toBe(200);
    const ids = (await tusRows()).filter((r) => r.slot_uid === slot);
    expect(ids).toHaveLength(1);
  });

  it('bad content is refused at completion: nothing staged, the live file unchanged', async () => {
    const p = await createProject(t.app, owner);
    const liveBefore = (await as(t.app, null).get(`/api/app/download/${p.music_id}`)).rawPayload;
    const stagedBefore = await staging();
    const notMp3 = Buffer.from('this is not an mp3 at all, just text');
    const loc = await begin(owner, notMp3, { target: 'mp3', uid: p.vsqx_uid, filename: 'fake.mp3' });
    const res = await patch(owner, loc, 0, notMp3);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await stagedRows(p.vsqx_uid)).toEqual([]);
    expect(await staging()).toBe(stagedBefore);
    expect((await tusRows()).filter((r) => r.slot_uid === p.vsqx_uid)).toEqual([]);
    const notMidi = Buffer.from('MThd but not really');
    const midiSlot = (await as(t.app, owner).post('/api/user/midi/new_midi_uid')).json().data
      .midi_uid as string;
    const mloc = await begin(owner, notMidi, { target: 'midi_file', uid: midiSlot, filename: 'x.mid' });
    const mres = await patch(owner, mloc, 0, notMidi);
    expect([mres.statusCode, mres.json().message]).toEqual([400, expect.any(String)]);
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).rawPayload.equals(liveBefore)).toBe(
      true,
    );
  });

  const uploadId = (loc: string) => tusServiceFor(t.app.ctx).idFromSegment(loc.split('/').pop()!);

  it('completion moves the bytes into staging (nothing left in the tus store); the hash is right taken on the way in or read back', async () => {
    const tus = tusServiceFor(t.app.ctx);
    for (const restarted of [false, true]) {
      const slot = await newSlot();
      const data = vsqxBytes(restarted ? '重启之后' : '一路哈希');
      const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'h.vsqx' });
      const half = Math.floor(data.length / 2);
      expect((await patch(owner, loc, 0, data.subarray(0, half))).statusCode).toBe(204);
      // A restart loses the running hash: completion then reads the finished file once for it.
      if (restarted) tus.hashes.forget(uploadId(loc));
      const last = await patch(owner, loc, half, data.subarray(half));
      expect(last.statusCode, last.body).toBe(200);
      const [row] = await stagedRows(slot);
      expect(row).toMatchObject({ sha256: sha(data), size: data.length });
      expect(await tus.held(uploadId(loc))).toEqual([]);
      const staged = await t.app.ctx.files.readStaged(row.staged_key, data.length);
      expect(staged.equals(data)).toBe(true);
    }
  });

  it("DELETE terminates the owner's upload, with no bytes yet or some: nothing of it is left in the store", async () => {
    const tus = tusServiceFor(t.app.ctx);
    for (const sent of [0, 7]) {
      const slot = await newSlot();
      const data = vsqxBytes();
      const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
      if (sent) expect((await patch(owner, loc, 0, data.subarray(0, sent))).statusCode).toBe(204);
      expect((await tus.held(uploadId(loc))).length).toBeGreaterThan(0);
      const ended = await del(owner, loc);
      expect(ended.statusCode, ended.body).toBe(204);
      expect((await head(owner, loc)).statusCode).toBe(404);
      expect((await tusRows()).filter((r) => r.slot_uid === slot)).toEqual([]);
      expect(await tus.held(uploadId(loc))).toEqual([]);
      await expect(tus.server.datastore.getUpload(uploadId(loc))).rejects.toBeTruthy();
    }
  });

  it('an upload whose bytes are already gone: DELETE answers 404 and its row goes; the sweep drops such rows', async () => {
    const tus = tusServiceFor(t.app.ctx);
    const slot = await newSlot();
    const loc = await begin(owner, vsqxBytes(), { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    await tus.server.datastore.remove(uploadId(loc));
    expect((await del(owner, loc)).statusCode).toBe(404);
    expect((await tusRows()).filter((r) => r.slot_uid === slot)).toEqual([]);

    const slot2 = await newSlot();
    const loc2 = await begin(owner, vsqxBytes(), { target: 'vsqx_file', uid: slot2, filename: 'a.vsqx' });
    await tus.server.datastore.remove(uploadId(loc2));
    expect(await tus.sweepExpired(Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1);
    expect((await tusRows()).filter((r) => r.slot_uid === slot2)).toEqual([]);
  });

  it('abandoned uploads are swept after their expiry (bytes and row)', async () => {
    const slot = await newSlot();
    const data = vsqxBytes();
    const loc = await begin(owner, data, { target: 'vsqx_file', uid: slot, filename: 'a.vsqx' });
    await patch(owner, loc, 0, data.subarray(0, 7));
    const tus = tusServiceFor(t.app.ctx);
    expect(await tus.sweepExpired(Date.now())).toBe(0);
    expect((await head(owner, loc)).statusCode).toBe(200);
    expect(await tus.sweepExpired(Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1);
    expect(await tusRows()).toEqual([]);
    expect((await head(owner, loc)).statusCode).toBe(404);
    await expect(tus.server.datastore.getUpload(uploadId(loc))).rejects.toBeTruthy();
    expect(await tus.held(uploadId(loc))).toEqual([]);
  });

  it('秒传: identical bytes the caller already stores (same sha256) complete at creation, staged like an upload', async () => {
    const data = vsqxBytes('秒传');
    const p = await createProject(t.app, owner);
    // Make those bytes a stored version of the caller's project.
    const loc = await begin(owner, data, { target: 'vsqx_file', uid: p.vsqx_uid, filename: 'song.vsqx' });
    await patch(owner, loc, 0, data);
    await as(t.app, owner).form(
      '/api/user/submit_update_vsqx_project',
      form(p.vsqx_uid, { if_vsqx_changed: '1', file_extension: 'vsqx' }),
    );
    await runTransfers(t.app);

    const slot = await newSlot();
    const quick = await create(owner, data.length, {
      target: 'vsqx_file',
      uid: slot,
      filename: 'again.vsqx',
      sha256: sha(data),
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(quick.headers['upload-complete']).toBe('1');
    expect(quick.headers['upload-offset']).toBe(String(data.length));
    expect(quick.json()).toMatchObject({
      success: true,
      data: { role: 'project', original_name: 'again.vsqx', size: data.length },
    });
    expect(await stagedRows(slot)).toEqual([
      expect.objectContaining({ sha256: sha(data), original_name: 'again.vsqx' }),
    ]);
    // Another user with the same hash sends the bytes (nothing of theirs is stored).
    const otherSlot = (await as(t.app, other).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    expect(
      (
        await create(other, data.length, {
          target: 'vsqx_file',
          uid: otherSlot,
          filename: 'a.vsqx',
          sha256: sha(data),
        })
      ).statusCode,
    ).toBe(201);
    // A hash the caller does not store: an ordinary upload.
    expect(
      (
        await create(owner, data.length, {
          target: 'vsqx_file',
          uid: slot,
          filename: 'a.vsqx',
          sha256: 'f'.repeat(64),
        })
      ).statusCode,
    ).toBe(201);
  });
});
