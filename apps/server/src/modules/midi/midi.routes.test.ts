import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { fileKeys } from '../../files/file-store';
import {
  createMidiProject,
  midiForm,
  pngImage,
  projectRow,
  smf,
  uploadFile,
  uploadMidi,
} from '../../test/midi-uploads';

const LIST = '/api/user/midi/select_p_midi.php';
const LOAD = '/api/user/midi/select_midi_project.php';

describe('MIDI projects: list, load, create, delete, download', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  it('every private call answers 401 without a token', async () => {
    const anon = as(t.app, null);
    for (const res of [
      await anon.form(LIST, { uid: owner.uid }),
      await anon.form(LOAD, { midi_id: 1 }),
      await anon.post('/api/user/midi/new_midi_uid'),
      await anon.form('/api/user/midi/submit_new_midi', midiForm('x')),
      await anon.get('/api/user/midi/delete_project/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('creates a project from a slot: files live at once, the row carries what the file holds', async () => {
    const slot = (await as(t.app, owner).post('/api/user/midi/new_midi_uid')).json().data.midi_uid as string;
    const data = smf({ noteTracks: 3, seconds: 95 });
    await uploadMidi(t.app, owner, slot, data);
    await uploadFile(t.app, owner, slot, 'c.jpg', await pngImage(), 'image/jpeg');
    expect((await as(t.app, other).form('/api/user/midi/submit_new_midi', midiForm(slot))).statusCode).toBe(
      404,
    );
    const res = await as(t.app, owner).form(
      '/api/user/midi/submit_new_midi',
      midiForm(slot, { if_vsqx_changed: '1', if_pic_changed: '1', pic_exist: '1' }),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().data.midi_id as number;
    expect(await projectRow(t.app, id)).toMatchObject({
      midi_uid: slot,
      user_id: owner.uid,
      midi_name: '测试MIDI',
      p_name: owner.username,
      music_length: '01:35',
      file_name: 'song.mid',
      file_size: data.length,
      pic_exist: 1,
      upload_finish: 1,
      tag: '流行曲,自定义',
    });
    // The file is the project's version 1, under its immutable key (DESIGN §8 "Versions").
    const fileKey = (await projectRow(t.app, id)).file_key!;
    expect(fileKey).toMatch(new RegExp(`^version/${owner.uid}/[0-9a-f]{64}$`));
    expect((await t.app.ctx.files.stat(fileKey))!.size).toBe(data.length);
    expect(await t.app.ctx.files.stat(fileKeys.cover(slot))).not.toBeNull();
    // The slot is used up.
    expect((await as(t.app, owner).form('/api/user/midi/submit_new_midi', midiForm(slot))).statusCode).toBe(
      404,
    );
  });

  it("select_p_midi.php answers the caller's own rows as a plain array, [] for anyone else's uid", async () => {
    const mine = await createMidiProject(t.app, owner, { p_title: '第二个' });
    await createMidiProject(t.app, other, { p_title: '别人的' });
    const res = await as(t.app, owner).form(LIST, { uid: owner.uid });
    const rows = res.json() as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r) => r.midi_name)).toEqual(['第二个', '测试MIDI']);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'agreement',
        'click_num',
        'comment_num',
        'download_num',
        'midi_id',
        'midi_name',
        'midi_type',
        'midi_uid',
        'music_length',
        'pic_exist',
        'pic_version',
        'score',
        'tag',
        'up_time',
        'upload_finish',
        'zan',
        'visibility',
        'publish_at',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      midi_id: mine.midiId,
      midi_type: '1',
      music_length: '01:05',
      upload_finish: 1,
      agreement: 2,
    });
    expect((await as(t.app, other).form(LIST, { uid: owner.uid })).json()).toEqual([]);
    const page = (await as(t.app, owner).form(`${LIST}?page=2&page_size=1`, { uid: owner.uid })).json();
    expect(page).toMatchObject({ success: true, total: 2 });
    expect(page.data.map((r: { midi_name: string }) => r.midi_name)).toEqual(['测试MIDI']);
  });

  it('select_midi_project.php: [project] for the owner, the text error_user_verify for anyone else', async () => {
    const { midiId, midiUid } = await createMidiProject(t.app, owner, {
      midi_type: '2',
      p_name: '原P',
      p_introduce: '原P的介绍',
      lyric_content: 'la la',
    });
    const res = await as(t.app, owner).form(LOAD, { midi_id: midiId });
    expect(res.statusCode).toBe(200);
    const [project] = res.json();
    expect(project).toMatchObject({
      midi_id: midiId,
      midi_uid: midiUid,
      midi_type: '2',
      p_name: '原P',
      p_desc: '原P的介绍',
      lyric: 'la la',
      midi_language: '2',
      trick_num: '2',
      file_extension: 'mid',
      midi_desc: '介绍',
      tag: '流行曲,自定义',
    });
    expect(project).not.toHaveProperty('user_id');
    for (const [who, id] of [
      [other, midiId],
      [owner, 999999],
      [owner, 'abc'],
    ] as const) {
      const refused = await as(t.app, who).form(LOAD, { midi_id: id });
      expect([refused.statusCode, refused.headers['content-type'], refused.body]).toEqual([
        200,
        'text/plain; charset=utf-8',
        'error_user_verify',
      ]);
    }
  });

  it('download counts a download (score +15, per-day stats) and streams the live file', async () => {
    const data = smf({ noteTracks: 1, seconds: 12 });
    const { midiId } = await createMidiProject(t.app, owner, { p_title: '下载测试' }, data);
    const res = await t.app.inject({ method: 'GET', url: `/api/app/download_midi/${midiId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/midi');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('下载测试.mid'));
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(await projectRow(t.app, midiId)).toMatchObject({ download_num: 1, score: 15 });
    const day = await t.app.ctx.db
      .selectFrom('daily_stats')
      .selectAll()
      .where('project_type', '=', 'm')
      .where('project_id', '=', midiId)
      .execute();
    expect(day).toMatchObject([{ downloads: 1, user_id: owner.uid }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/download_midi/999999' })).statusCode).toBe(
      404,
    );
  });

  it('delete_project: only the owner, and it removes the row and its files', async () => {
    // Bytes no other project of the owner's has (identical uploads share one version file, which would stay).
    const { midiId, midiUid } = await createMidiProject(
      t.app,
      owner,
      { p_title: '要删除的' },
      smf({ noteTracks: 3, seconds: 71 }),
    );
    const refused = await as(t.app, other).get(`/api/user/midi/delete_project/${midiId}`);
    expect([refused.statusCode, refused.json().success]).toEqual([404, false]);
    expect(await projectRow(t.app, midiId)).toBeTruthy();
    await uploadMidi(t.app, owner, midiUid); // a staged file that must go too
    const fileKey = (await projectRow(t.app, midiId)).file_key!;
    expect(await t.app.ctx.files.stat(fileKey)).not.toBeNull();
    const res = await as(t.app, owner).get(`/api/user/midi/delete_project/${midiId}`);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: '删除成功' }]);
    expect(
      await t.app.ctx.db
        .selectFrom('midi_projects')
        .select('midi_id')
        .where('midi_id', '=', midiId)
        .execute(),
    ).toHaveLength(0);
    expect(await t.app.ctx.files.stat(fileKey)).toBeNull();
    expect(await t.app.ctx.files.stat(fileKeys.midi(midiUid))).toBeNull();
    expect(
      await t.app.ctx.db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', midiUid).execute(),
    ).toHaveLength(0);
    expect((await as(t.app, owner).get(`/api/user/midi/delete_project/${midiId}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get('/api/user/midi/delete_project/abc')).statusCode).toBe(400);
  });
});
