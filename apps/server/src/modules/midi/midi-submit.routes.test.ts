import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { fileKeys } from '../../files/file-store';
import { runDue } from '../jobs/job-queue';
import { midiTransfer } from './midi-transfer';
import {
  createMidiProject,
  eventually,
  midiForm,
  pngImage,
  projectRow,
  smf,
  SUBMIT,
  uploadFile,
  uploadMidi,
} from '../../test/midi-uploads';

/** The project's current file: its newest version's key (DESIGN §8 "Versions"), else the spec's live key. */
async function liveBytes(t: TestApp, uid: string): Promise<Buffer | null> {
  const row = await t.app.ctx.db
    .selectFrom('midi_projects')
    .select('file_key')
    .where('midi_uid', '=', uid)
    .executeTakeFirst();
  const key = row?.file_key ?? fileKeys.midi(uid);
  if (!(await t.app.ctx.files.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const c of t.app.ctx.files.open(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('update_upload_submit_midi.php: markers', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let p: { midiId: number; midiUid: string };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    p = await createMidiProject(t.app, owner);
  });
  afterAll(async () => t.close());

  it('error_user_verify1: no token answers 401 with the marker text', async () => {
    const res = await as(t.app, null).form(SUBMIT, midiForm(p.midiUid, { p_title: 'changed' }));
    expect([res.statusCode, res.body]).toEqual([200, 'error_user_verify1']);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect((await projectRow(t.app, p.midiId)).midi_name).toBe('测试MIDI');
  });

  it('error_user_verify2: another user (or no such project) changes nothing', async () => {
    const res = await as(t.app, other).form(SUBMIT, midiForm(p.midiUid, { p_title: 'stolen' }));
    expect([res.statusCode, res.body]).toEqual([200, 'error_user_verify2']);
    expect((await as(t.app, owner).form(SUBMIT, midiForm('nope'))).body).toBe('error_user_verify2');
    expect((await projectRow(t.app, p.midiId)).midi_name).toBe('测试MIDI');
  });

  it('success: no file change; the form is saved and an original takes the username as author', async () => {
    const res = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, {
        p_title: ' 新标题 ',
        p_name: 'ignored',
        selected_list: '古风,V家,我的标签',
        trick_num: '1',
        language: '1',
        agreement: '4',
        lyric_content: '新的歌词',
        midi_desc: '新的介绍',
        p_introduce: '新的P主介绍',
      }),
    );
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    expect(await projectRow(t.app, p.midiId)).toMatchObject({
      midi_name: '新标题',
      p_name: owner.username,
      tag: '古风,V家,我的标签',
      trick_num: '1',
      midi_language: '1',
      agreement: 4,
      lyric: '新的歌词',
      midi_desc: '新的介绍',
      p_desc: '新的P主介绍',
      upload_finish: 1,
    });
    const repost = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { midi_type: '2', p_name: ' 原作者 ' }),
    );
    expect(repost.body).toBe('success');
    expect(await projectRow(t.app, p.midiId)).toMatchObject({ midi_type: '2', p_name: '原作者' });
  });

  it('the success marker with a file change: the new MIDI file is live within seconds', async () => {
    const before = await liveBytes(t, p.midiUid);
    const data = smf({ noteTracks: 1, seconds: 200, bpm: 120 });
    await uploadMidi(t.app, owner, p.midiUid, data);
    const res = await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { if_vsqx_changed: '1' }));
    expect([res.statusCode, res.body]).toEqual([200, 'success_file']);
    const live = await eventually(
      () => liveBytes(t, p.midiUid),
      (b) => !!b && b.equals(data),
    );
    expect(live!.equals(data)).toBe(true);
    expect(before!.equals(data)).toBe(false);
    const row = await eventually(
      () => projectRow(t.app, p.midiId),
      (r) => r.upload_finish === 1,
    );
    expect(row).toMatchObject({
      upload_finish: 1,
      music_length: '03:20',
      file_name: 'song.mid',
      file_size: data.length,
    });
    expect(await t.app.ctx.db.selectFrom('jobs').selectAll().execute()).toHaveLength(0);
  });

  it('a staged MIDI file the form does not take (a cancelled upload) is dropped, the live file stays', async () => {
    const live = await liveBytes(t, p.midiUid);
    await uploadMidi(t.app, owner, p.midiUid, smf({ noteTracks: 4, seconds: 5 }));
    expect((await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid))).body).toBe('success');
    expect((await liveBytes(t, p.midiUid))!.equals(live!)).toBe(true);
    expect(
      await t.app.ctx.db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', p.midiUid).execute(),
    ).toHaveLength(0);
  });

  it('error_uploading1 / error_uploading2: a changed flag with nothing staged', async () => {
    const r1 = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { if_vsqx_changed: '1', p_title: 'x1' }),
    );
    expect([r1.statusCode, r1.body]).toEqual([200, 'error_uploading1']);
    const r2 = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { if_pic_changed: '1', pic_exist: '1', p_title: 'x2' }),
    );
    expect([r2.statusCode, r2.body]).toEqual([200, 'error_uploading2']);
    expect((await projectRow(t.app, p.midiId)).midi_name).not.toMatch(/^x/);
  });

  it('a changed cover goes live at once with a new version', async () => {
    const before = await projectRow(t.app, p.midiId);
    await uploadFile(t.app, owner, p.midiUid, 'cover.jpg', await pngImage(), 'image/jpeg');
    const res = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { if_pic_changed: '1', pic_exist: '1' }),
    );
    expect(res.body).toBe('success');
    expect(await projectRow(t.app, p.midiId)).toMatchObject({
      pic_exist: 1,
      pic_version: before.pic_version + 1,
    });
    const img = await t.app.inject({ method: 'GET', url: `/files/cover/${p.midiUid}.jpg` });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('error_End: a failing database write answers the marker and changes nothing', async () => {
    const db = t.app.ctx.db;
    if (TEST_DB === 'postgres') {
      await sql`create function midi_fail() returns trigger as $$ begin if new.midi_name = 'FAIL_DB' then raise exception 'boom'; end if; return new; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger midi_fail before update on midi_projects for each row execute function midi_fail()`.execute(
        db,
      );
    } else {
      await sql`create trigger midi_fail before update on midi_projects when new.midi_name = 'FAIL_DB' begin select raise(abort, 'boom'); end`.execute(
        db,
      );
    }
    await uploadMidi(t.app, owner, p.midiUid);
    const res = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { p_title: 'FAIL_DB', if_vsqx_changed: '1' }),
    );
    expect([res.statusCode, res.body]).toEqual([200, 'error_End']);
    const row = await projectRow(t.app, p.midiId);
    expect(row.midi_name).not.toBe('FAIL_DB');
    expect(row.upload_finish).toBe(1);
    expect(await db.selectFrom('jobs').selectAll().execute()).toHaveLength(0);
    expect(
      await db.selectFrom('staged_uploads').selectAll().where('slot_uid', '=', p.midiUid).execute(),
    ).toHaveLength(1);
    await sql`drop trigger midi_fail${TEST_DB === 'postgres' ? sql` on midi_projects` : sql``}`.execute(db);
  });
});

describe('update_upload_submit_midi.php: error_uploading while a file change is processed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ transferDelayMs: 60_000 });
  });
  afterAll(async () => t.close());

  it('refuses a second save until the transfer ran, then the new file is live', async () => {
    const owner = await registerUser(t.app);
    const p = await createMidiProject(t.app, owner);
    const data = smf({ noteTracks: 3, seconds: 42 });
    await uploadMidi(t.app, owner, p.midiUid, data);
    expect((await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { if_vsqx_changed: '1' }))).body).toBe(
      'success_file',
    );
    expect((await projectRow(t.app, p.midiId)).upload_finish).toBe(2);
    // The transfer runs within 15 s (the delay is capped at 10 s), never later.
    const job = await t.app.ctx.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job.run_at - Date.now()).toBeLessThanOrEqual(10_000);
    const res = await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { p_title: 'too soon' }));
    expect([res.statusCode, res.body]).toEqual([200, 'error_uploading']);
    expect((await projectRow(t.app, p.midiId)).midi_name).toBe('测试MIDI');
    // Before it is due nothing runs; once due, one run makes it live (the old file was served meanwhile).
    expect(await runDue(t.app.ctx, midiTransfer)).toBe(0);
    expect(await runDue(t.app.ctx, midiTransfer, Date.now() + 11_000)).toBe(1);
    expect((await projectRow(t.app, p.midiId)).upload_finish).toBe(1);
    expect((await liveBytes(t, p.midiUid))!.equals(data)).toBe(true);
    expect((await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { p_title: 'now fine' }))).body).toBe(
      'success',
    );
  });

  it('deleting a project with a pending transfer drops the job and its staged file', async () => {
    const owner = await registerUser(t.app);
    const p = await createMidiProject(t.app, owner);
    await uploadMidi(t.app, owner, p.midiUid);
    expect((await as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { if_vsqx_changed: '1' }))).body).toBe(
      'success_file',
    );
    const job = await t.app.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('subject', '=', p.midiUid)
      .executeTakeFirstOrThrow();
    const { staged_key } = JSON.parse(job.payload) as { staged_key: string };
    expect((await t.app.ctx.files.readStaged(staged_key, 1e7)).length).toBeGreaterThan(0);
    expect((await as(t.app, owner).get(`/api/user/midi/delete_project/${p.midiId}`)).statusCode).toBe(200);
    expect(await t.app.ctx.db.selectFrom('jobs').selectAll().where('id', '=', job.id).execute()).toHaveLength(
      0,
    );
    await expect(t.app.ctx.files.readStaged(staged_key, 1e7)).rejects.toThrow();
    expect(await runDue(t.app.ctx, midiTransfer, Date.now() + 60_000)).toBe(0);
  });

  it('two saves with a file change at once: one wins, the other is told to wait, one transfer', async () => {
    const owner = await registerUser(t.app);
    const p = await createMidiProject(t.app, owner);
    await uploadMidi(t.app, owner, p.midiUid);
    const answers = await Promise.all(
      [1, 2].map(() => as(t.app, owner).form(SUBMIT, midiForm(p.midiUid, { if_vsqx_changed: '1' }))),
    );
    expect(answers.map((a) => a.body).sort()).toEqual(['error_uploading', 'success_file']);
    expect(
      await t.app.ctx.db.selectFrom('jobs').selectAll().where('subject', '=', p.midiUid).execute(),
    ).toHaveLength(1);
  });
});
