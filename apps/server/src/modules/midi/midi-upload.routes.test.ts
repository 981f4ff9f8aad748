import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, multipart, registerUser, type TestUser } from '../../test/factories';
import { createMidiProject, pngImage, smf, uploadFile, UPLOAD } from '../../test/midi-uploads';

describe('update_project.php: MIDI file and cover uploads', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let midiUid: string;

  const stagedOf = (uid: string) =>
    t.app.ctx.db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', uid).execute();

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    ({ midiUid } = await createMidiProject(t.app, owner));
  });
  afterAll(async () => t.close());

  it('401 without a token, and nothing staged', async () => {
    const res = await uploadFile(t.app, null, midiUid, 'a.mid', smf());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    expect(await stagedOf(midiUid)).toHaveLength(0);
  });

  it('another user is refused with 404 before a byte is staged', async () => {
    const res = await uploadFile(t.app, other, midiUid, 'a.mid', smf());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: '内容不存在或无权访问' });
    expect(await stagedOf(midiUid)).toHaveLength(0);
  });

  it('the owner gets what the MIDI file holds, and it is staged (not live)', async () => {
    const data = smf({ noteTracks: 3, seconds: 125, bpm: 90 });
    const res = await uploadFile(t.app, owner, midiUid, 'new song.mid', data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: {
        kind: 'midi',
        file_name: 'new song.mid',
        file_size: data.length,
        track_count: 4,
        tracks_with_notes: 3,
        duration_seconds: 125.33,
        music_length: '02:05',
        tempo_bpm: 90,
        trick_num: '2',
        // What the project-meta reader found (data.meta, formats.md §1), with the prefill suggestion.
        meta: expect.objectContaining({
          format: 'mid',
          midi: expect.objectContaining({ multiTrack: true }),
          suggest: expect.objectContaining({ trick_num: '2', music_length: '02:05' }),
        }),
      },
    });
    const staged = await stagedOf(midiUid);
    expect(staged.map((s) => s.role)).toEqual(['midi']);
    const single = (
      await uploadFile(t.app, owner, midiUid, 'solo.mid', smf({ noteTracks: 1, seconds: 30 }))
    ).json();
    expect(single.data).toMatchObject({
      tracks_with_notes: 1,
      trick_num: '1',
      music_length: '00:30',
      tempo_bpm: 100,
    });
    // A second upload replaces the staged one.
    expect(await stagedOf(midiUid)).toHaveLength(1);
  });

  it('only .mid: another extension is refused with the spec message', async () => {
    for (const name of ['song.midi', 'song.txt', 'song', 'song.mid.exe']) {
      const res = await uploadFile(t.app, owner, midiUid, name, smf());
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe('只能上传.mid哦~');
    }
  });

  it('size boundary: 4194304 bytes is accepted, 4194305 refused with the 3MB message', async () => {
    const atLimit = smf({ noteTracks: 1, seconds: 10, exactBytes: 4_194_304 });
    expect(atLimit.length).toBe(4_194_304);
    const okRes = await uploadFile(t.app, owner, midiUid, 'big.mid', atLimit);
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.file_size).toBe(4_194_304);
    const over = smf({ noteTracks: 1, seconds: 10, exactBytes: 4_194_305 });
    const res = await uploadFile(t.app, owner, midiUid, 'big.mid', over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'MIDI文件最大为3MB' });
    // The refused file left nothing behind: the staged file is still the accepted one.
    const staged = await stagedOf(midiUid);
    expect(staged).toHaveLength(1);
    expect(staged[0].size).toBe(4_194_304);
  });

  it('a body that is not a Standard MIDI File is refused even when named .mid', async () => {
    for (const data of [
      Buffer.from('just some text, not MIDI at all'),
      await pngImage(),
      smf().subarray(0, 30),
      Buffer.alloc(0),
    ]) {
      const res = await uploadFile(t.app, owner, midiUid, 'fake.mid', data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('该文件不是有效的MIDI文件');
    }
  });

  it('a cover image is re-encoded to a 200x126 JPEG and staged', async () => {
    const res = await uploadFile(t.app, owner, midiUid, 'cover.jpg', await pngImage(), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: 'cover', width: 200, height: 126 });
    const cover = (await stagedOf(midiUid)).find((s) => s.role === 'cover')!;
    const meta = await sharp(await t.app.ctx.files.readStaged(cover.staged_key, 1e7)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 126]);
    const bad = await uploadFile(
      t.app,
      owner,
      midiUid,
      'cover.png',
      Buffer.from('not an image'),
      'image/png',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('只能上传图片格式哦~');
  });

  it('needs midi_uid before the file, and one file only', async () => {
    const noUid = multipart({}, { name: 'a.mid', data: smf() });
    expect(
      (
        await as(t.app, owner).call({
          method: 'POST',
          url: UPLOAD,
          payload: noUid.payload,
          headers: noUid.headers,
        })
      ).statusCode,
    ).toBe(400);
    const notMultipart = await as(t.app, owner).form(UPLOAD, { midi_uid: midiUid });
    expect(notMultipart.statusCode).toBe(400);
    const boundary = '----two';
    const file = (n: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${n}"\r\nContent-Type: audio/midi\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="midi_uid"\r\n\r\n${midiUid}\r\n${file('a.mid')}`,
      ),
      smf(),
      Buffer.from(`\r\n${file('b.mid')}`),
      smf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const two = await as(t.app, owner).call({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('一次只能上传一个文件');
  });

  it('a slot from new_midi_uid takes uploads only from the user it was handed to', async () => {
    const slot = (await as(t.app, owner).post('/api/user/midi/new_midi_uid')).json().data.midi_uid as string;
    expect(slot).toMatch(/^[0-9a-f]{32}$/);
    expect((await uploadFile(t.app, other, slot, 'a.mid', smf())).statusCode).toBe(404);
    expect((await uploadFile(t.app, owner, slot, 'a.mid', smf())).statusCode).toBe(200);
    expect((await uploadFile(t.app, owner, 'no-such-slot', 'a.mid', smf())).statusCode).toBe(404);
    expect((await as(t.app, null).post('/api/user/midi/new_midi_uid')).statusCode).toBe(401);
  });
});
