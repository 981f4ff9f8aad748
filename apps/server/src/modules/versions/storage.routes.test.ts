import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEndpoints, versionEndpoints } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { createProject, form, runTransfers, upload, vsqxBytes } from '../../test/project-uploads';
import {
  createMidiProject,
  midiForm,
  settleMidiTransfers,
  smf,
  SUBMIT,
  uploadMidi,
} from '../../test/midi-uploads';

/** `GET /api/user/storage` (DESIGN §8 "Versions": versions count in the owner's storage; deleting frees them). */
describe('storage per creator', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  const storage = async (user: TestUser) => {
    const res = await as(t.app, user).request(versionEndpoints.storage);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  async function newVersion(p: { vsqx_uid: string }, data: Buffer) {
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, { name: 'song.vsqx', data });
    const res = await as(t.app, owner).form(
      '/api/user/submit_update_vsqx_project',
      form(p.vsqx_uid, { if_vsqx_changed: '1', version_note: 'n' }),
    );
    expect(res.json().success, res.body).toBe(true);
    await runTransfers(t.app);
  }

  it('answers 401 without a token and zeros for a creator with nothing stored', async () => {
    const res = await as(t.app, null).request(versionEndpoints.storage);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    expect((await as(t.app, { token: 'nope' }).request(versionEndpoints.storage)).statusCode).toBe(401);
    expect(await storage(owner)).toEqual({
      bytes: 0,
      files: 0,
      projects: 0,
      midi: 0,
      versions: 0,
      earlier_versions: 0,
    });
  });

  it('follows upload, new version, restore and delete exactly, each file once; another user sees only their own', async () => {
    const v1 = vsqxBytes().length;
    const a = await createProject(t.app, owner);
    expect(await storage(owner)).toEqual({
      bytes: v1,
      files: 1,
      projects: 1,
      midi: 0,
      versions: 1,
      earlier_versions: 0,
    });

    // A staged file that is not submitted stores nothing yet.
    await upload(t.app, owner, '/api/upload/vsqx_file', a.vsqx_uid, {
      name: 'song.vsqx',
      data: vsqxBytes('暂存'),
    });
    expect((await storage(owner)).bytes).toBe(v1);

    const two = vsqxBytes('第二版');
    await newVersion(a, two);
    expect(await storage(owner)).toEqual({
      bytes: v1 + two.length,
      files: 2,
      projects: 1,
      midi: 0,
      versions: 2,
      earlier_versions: 1,
    });

    // A restore names the old file again: one more version, no more bytes.
    expect(
      (
        await as(t.app, owner).request(versionEndpoints.restore, {
          body: { music_id: a.music_id, version: 1 },
        })
      ).json().success,
    ).toBe(true);
    expect(await storage(owner)).toEqual({
      bytes: v1 + two.length,
      files: 2,
      projects: 1,
      midi: 0,
      versions: 3,
      earlier_versions: 2,
    });

    // A second project of the same bytes as version 1 shares its file.
    const b = await createProject(t.app, owner);
    expect(await storage(owner)).toEqual({
      bytes: v1 + two.length,
      files: 2,
      projects: 2,
      midi: 0,
      versions: 4,
      earlier_versions: 2,
    });

    const mid = smf({ noteTracks: 1, seconds: 20 });
    const m = await createMidiProject(t.app, owner, {}, mid);
    const mid2 = smf({ noteTracks: 2, seconds: 40 });
    await uploadMidi(t.app, owner, m.midiUid, mid2);
    expect((await as(t.app, owner).form(SUBMIT, midiForm(m.midiUid, { if_vsqx_changed: '1' }))).body).toBe(
      'success_file',
    );
    await settleMidiTransfers(t.app);
    const full = {
      bytes: v1 + two.length + mid.length + mid2.length,
      files: 4,
      projects: 2,
      midi: 1,
      versions: 6,
      earlier_versions: 3,
    };
    expect(await storage(owner)).toEqual(full);

    // Someone else's uploads and calls neither see nor change the owner's figure.
    const theirs = await createProject(t.app, other);
    expect(await storage(other)).toEqual({
      bytes: v1,
      files: 1,
      projects: 1,
      midi: 0,
      versions: 1,
      earlier_versions: 0,
    });
    expect(
      (await as(t.app, other).request(projectEndpoints.remove, { params: { music_id: a.music_id } })).json()
        .success,
    ).toBe(false);
    expect(await storage(owner)).toEqual(full);

    // Deleting project a removes its 3 versions; version 1's file stays for project b, version 2's is freed.
    expect(
      (await as(t.app, owner).request(projectEndpoints.remove, { params: { music_id: a.music_id } })).json()
        .success,
    ).toBe(true);
    expect(await storage(owner)).toEqual({
      bytes: v1 + mid.length + mid2.length,
      files: 3,
      projects: 1,
      midi: 1,
      versions: 3,
      earlier_versions: 1,
    });
    // The MIDI project's two versions go with it.
    expect((await as(t.app, owner).get(`/api/user/midi/delete_project/${m.midiId}`)).json().success).toBe(
      true,
    );
    expect(await storage(owner)).toEqual({
      bytes: v1,
      files: 1,
      projects: 1,
      midi: 0,
      versions: 1,
      earlier_versions: 0,
    });
    // The last project goes through the bulk call: nothing is left.
    const bulk = await as(t.app, owner).post('/api/user/projects/bulk', {
      project_type: 'v',
      ids: [b.music_id],
      action: 'delete',
    });
    expect(bulk.json().data.results).toEqual([{ id: b.music_id, success: true }]);
    expect(await storage(owner)).toEqual({
      bytes: 0,
      files: 0,
      projects: 0,
      midi: 0,
      versions: 0,
      earlier_versions: 0,
    });
    expect((await storage(other)).bytes).toBe(v1);
    expect(theirs.music_id).toBeGreaterThan(0);
  });
});
