import { versionEndpoints } from '@vsqx/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import {
  createMidiProject,
  midiForm,
  projectRow,
  settleMidiTransfers,
  smf,
  SUBMIT,
  uploadMidi,
} from '../../test/midi-uploads';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** DESIGN §8 "Versions" for MIDI projects: the same history, downloads and restore as vsqx projects. */
describe('MIDI project versions', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    // The metadata reader's worker starts on the first upload (slow on a loaded machine): warmed up here.
    await createMidiProject(t.app, other);
  });
  afterAll(async () => t.close());

  const versions = async (id: number, user: TestUser | null = null) =>
    (await as(t.app, user).request(versionEndpoints.midiList, { params: { midi_id: id } })).json();
  const restore = (user: TestUser | null, id: number, version: number, type: 'v' | 'm' = 'm') =>
    as(t.app, user).request(versionEndpoints.restore, {
      body: { project_type: type, music_id: id, version },
    });
  const download = async (id: number, query = '', user: TestUser | null = null) =>
    (await as(t.app, user).get(`/api/app/download_midi/${id}${query}`)).rawPayload;

  /** A new MIDI file with a note through the spec's save, then its transfer. */
  async function newVersion(p: { midiUid: string }, data: Buffer, note?: string) {
    await uploadMidi(t.app, owner, p.midiUid, data);
    const res = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { if_vsqx_changed: '1', ...(note === undefined ? {} : { version_note: note }) }),
    );
    expect(res.body).toBe('success_file');
    await settleMidiTransfers(t.app);
  }

  it('creation makes version 1; two updates with notes make 2 and 3, each downloadable, with what the reader found', async () => {
    const v1 = smf({ noteTracks: 1, seconds: 30 });
    const v2 = smf({ noteTracks: 2, seconds: 65 });
    const v3 = smf({ noteTracks: 3, seconds: 125 });
    const p = await createMidiProject(t.app, owner, {}, v1);
    await newVersion(p, v2, '加了一轨');
    await newVersion(p, v3, '再加一轨');

    const list = await versions(p.midiId);
    expect(list.success).toBe(true);
    expect(list.data.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([
      [3, '再加一轨'],
      [2, '加了一轨'],
      [1, ''],
    ]);
    expect(list.data[0]).toMatchObject({
      file_extension: 'mid',
      size: v3.length,
      sha256: sha(v3),
      downloads: 0,
    });
    // The metadata reader ran per version: the edit page compares the last two.
    expect(list.data.map((v) => v.summary?.tracks)).toEqual([3, 2, 1]);
    expect(list.data[0].summary?.length).toMatch(/^\d\d:\d\d$/);
    expect((await projectRow(t.app, p.midiId)).file_key).toBe(fileKeys.version(owner.uid, sha(v3)));

    expect((await download(p.midiId)).equals(v3)).toBe(true);
    expect((await download(p.midiId, '?version=2', other)).equals(v2)).toBe(true);
    expect((await download(p.midiId, '?version=1', owner)).equals(v1)).toBe(true);
    // Each listener's download counts on the version taken (the anonymous one took the current); the owner's own never.
    expect((await versions(p.midiId)).data.map((v: { downloads: number }) => v.downloads)).toEqual([1, 1, 0]);
    const missing = await as(t.app, null).get(`/api/app/download_midi/${p.midiId}?version=9`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, '该版本不存在']);
    expect((await as(t.app, null).get(`/api/app/download_midi/${p.midiId}?version=x`)).statusCode).toBe(400);
  });

  it('a note over 200 characters is refused with its message and makes no version', async () => {
    const p = await createMidiProject(t.app, owner);
    await uploadMidi(t.app, owner, p.midiUid, smf({ seconds: 99 }));
    const res = await as(t.app, owner).form(
      SUBMIT,
      midiForm(p.midiUid, { if_vsqx_changed: '1', version_note: '音'.repeat(201) }),
    );
    expect(res.body).toBe('版本说明最多200字');
    await settleMidiTransfers(t.app);
    expect((await versions(p.midiId)).data).toHaveLength(1);
  });

  it('restore: no token 401, another user 404, owner makes the old file the newest; history stays', async () => {
    const v1 = smf({ noteTracks: 1, seconds: 40 });
    const p = await createMidiProject(t.app, owner, {}, v1);
    await newVersion(p, smf({ noteTracks: 2, seconds: 80 }), '二');
    expect((await restore(null, p.midiId, 1)).statusCode).toBe(401);
    expect((await restore(other, p.midiId, 1)).statusCode).toBe(404);
    expect((await restore(owner, p.midiId, 7)).json()).toMatchObject({
      success: false,
      message: '该版本不存在',
    });
    // An unknown kind cannot be typed into request(): sent by hand.
    const badKind = { project_type: 'x', music_id: p.midiId, version: 1 };
    expect((await as(t.app, owner).post('/api/user/project_version_restore', badKind)).statusCode).toBe(400);
    // Without project_type the id names a vsqx project: this MIDI project's id is not one of the owner's.
    expect(
      (await as(t.app, owner).request(versionEndpoints.restore, { body: { music_id: p.midiId, version: 1 } }))
        .statusCode,
    ).toBe(404);
    const res = await restore(owner, p.midiId, 1);
    expect(res.json()).toEqual({ success: true, data: { version: 3 }, message: '已恢复为最新版本' });
    const list = (await versions(p.midiId)).data;
    expect(list.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([
      [3, '↺ 1'],
      [2, '二'],
      [1, ''],
    ]);
    expect(list[0].sha256).toBe(sha(v1));
    expect((await download(p.midiId)).equals(v1)).toBe(true);
    const row = await projectRow(t.app, p.midiId);
    expect(row).toMatchObject({ upload_finish: 1, file_size: v1.length, music_length: '00:40' });
  });

  it("a private project's history is its owner's only; an unknown one is 404", async () => {
    const p = await createMidiProject(t.app, owner, { visibility: 'private' });
    expect(
      (await as(t.app, other).request(versionEndpoints.midiList, { params: { midi_id: p.midiId } }))
        .statusCode,
    ).toBe(404);
    expect((await versions(p.midiId, owner)).data).toHaveLength(1);
    expect(
      (await as(t.app, null).request(versionEndpoints.midiList, { params: { midi_id: 999999 } })).statusCode,
    ).toBe(404);
  });

  it('deleting a MIDI project deletes its versions and their files', async () => {
    const only = smf({ noteTracks: 1, seconds: 77 });
    const p = await createMidiProject(t.app, owner, {}, smf({ seconds: 33 }));
    await newVersion(p, only, 'x');
    expect(await t.app.ctx.files.stat(fileKeys.version(owner.uid, sha(only)))).not.toBeNull();
    expect((await as(t.app, owner).get(`/api/user/midi/delete_project/${p.midiId}`)).json().success).toBe(
      true,
    );
    expect(await t.app.ctx.files.stat(fileKeys.version(owner.uid, sha(only)))).toBeNull();
    expect(
      await t.app.ctx.db
        .selectFrom('project_versions')
        .select('id')
        .where('project_type', '=', 'm')
        .where('project_id', '=', p.midiId)
        .execute(),
    ).toEqual([]);
  });

  it('a MIDI project made before versions: its live file becomes version 1 when the next one comes', async () => {
    const old = smf({ noteTracks: 1, seconds: 20 });
    const p = await createMidiProject(t.app, owner);
    const { stagedKey } = await t.app.ctx.files.stageBuffer(old);
    await t.app.ctx.files.commit(stagedKey, fileKeys.midi(p.midiUid));
    await t.app.ctx.db
      .deleteFrom('project_versions')
      .where('project_type', '=', 'm')
      .where('project_id', '=', p.midiId)
      .execute();
    await t.app.ctx.db
      .updateTable('midi_projects')
      .set({ file_key: null })
      .where('midi_id', '=', p.midiId)
      .execute();
    expect((await download(p.midiId)).equals(old)).toBe(true);
    await newVersion(p, smf({ noteTracks: 2, seconds: 50 }), '新');
    const list = (await versions(p.midiId)).data;
    expect(list.map((v) => [v.version, v.sha256])).toEqual([
      [2, expect.any(String)],
      [1, sha(old)],
    ]);
    expect((await download(p.midiId, '?version=1')).equals(old)).toBe(true);
  });
});
