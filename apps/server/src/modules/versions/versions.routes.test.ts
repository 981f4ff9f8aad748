import { projectEndpoints, versionEndpoints } from '@vsqx/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { createProject, form, runTransfers, upload, vsqxBytes } from '../../test/project-uploads';
import { demoVsqx } from '../../seed/demo-files';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** DESIGN §8 "Versions": every file change is a new immutable version; history, download, restore, notices. */
describe('project versions', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    fan = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  const versions = async (id: number) =>
    (await as(t.app, null).request(versionEndpoints.list, { params: { music_id: id } })).json();
  const restore = (user: TestUser | null, music_id: number, version: number) =>
    as(t.app, user).request(versionEndpoints.restore, { body: { music_id, version } });

  /** A new file with a note through the spec's update call, then the transfer. */
  async function newVersion(p: { vsqx_uid: string }, data: Buffer, note?: string, name = 'song.vsqx') {
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, { name, data });
    const res = await as(t.app, owner).form(
      '/api/user/submit_update_vsqx_project',
      form(p.vsqx_uid, {
        if_vsqx_changed: '1',
        file_extension: name.split('.').pop()!,
        ...(note === undefined ? {} : { version_note: note }),
      }),
    );
    expect(res.json().success, res.body).toBe(true);
    await runTransfers(t.app);
  }

  it('two updates with notes make versions 2 and 3; every version downloads; the favouriter gets one notice per version', async () => {
    // The update calls send the fixture form, whose title is 千本桜.
    const p = await createProject(t.app, owner);
    expect((await as(t.app, fan).get(`/api/app/fav_add/${p.music_id}`)).json().success).toBe(true);
    // Version 2 has one more note: the summaries say so (the edit page shows the change).
    const v2 = demoVsqx('第二版', 'Miku', ['ら', 'ら', 'ら']);
    const v3 = vsqxBytes('第三版');
    await newVersion(p, v2, '修了副歌的音高');
    await newVersion(p, v3, '加了和声');

    const list = await versions(p.music_id);
    expect(list.success).toBe(true);
    expect(list.data.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([
      [3, '加了和声'],
      [2, '修了副歌的音高'],
      [1, ''],
    ]);
    expect(list.data[0]).toMatchObject({
      file_extension: 'vsqx',
      size: v3.length,
      sha256: sha(v3),
      downloads: 0,
    });
    expect(typeof list.data[0].created_at).toBe('number');
    expect(list.data.map((v) => [v.summary?.tracks, v.summary?.notes])).toEqual([
      [1, 2],
      [1, 3],
      [1, 2],
    ]);
    expect(list.data[1].summary?.length).toMatch(/^\d\d:\d\d$/);

    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).body).toBe(v3.toString());
    expect((await as(t.app, fan).get(`/api/app/download/${p.music_id}?version=2`)).body).toBe(v2.toString());
    expect((await as(t.app, owner).get(`/api/app/download/${p.music_id}?version=1`)).body).toBe(
      vsqxBytes().toString(),
    );
    // Counted once per listener in 30 minutes, on the version that listener took first; never the owner's own.
    const counted = (await versions(p.music_id)).data.map((v: { downloads: number }) => v.downloads);
    expect(counted).toEqual([1, 1, 0]);
    const missing = await as(t.app, null).get(`/api/app/download/${p.music_id}?version=9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('该版本不存在');
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}?version=x`)).statusCode).toBe(400);

    const notices = (await as(t.app, fan).get('/api/user/select_system_msg')).json();
    expect(notices.data.map((n: { msg: string }) => n.msg)).toEqual([
      '《千本桜》更新到版本 3：加了和声',
      '《千本桜》更新到版本 2：修了副歌的音高',
    ]);
    expect(notices.data[0].title).toBe('你收藏的工程有新版本');
    // The owner is not told about their own versions.
    expect((await as(t.app, owner).get('/api/user/select_system_msg')).json().total).toBe(0);
  });

  it('restore: owner only; the old file becomes the newest version and history stays', async () => {
    const p = await createProject(t.app, owner);
    await newVersion(p, vsqxBytes('二'), '二');
    expect((await restore(null, p.music_id, 1)).statusCode).toBe(401);
    expect((await restore(other, p.music_id, 1)).statusCode).toBe(404);
    expect((await restore(owner, p.music_id, 7)).json()).toMatchObject({
      success: false,
      message: '该版本不存在',
    });
    expect((await restore(owner, p.music_id, 0)).statusCode).toBe(400);
    const res = await restore(owner, p.music_id, 1);
    expect(res.json()).toEqual({ success: true, data: { version: 3 }, message: '已恢复为最新版本' });
    const list = (await versions(p.music_id)).data;
    expect(list.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list[0]).toMatchObject({ sha256: list[2].sha256, note: '↺ 1' });
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).body).toBe(vsqxBytes().toString());
    // Identical bytes are kept once per owner: versions 1 and 3 name one file.
    const keys = await t.app.ctx.db
      .selectFrom('project_versions')
      .select('file_key')
      .where('project_id', '=', p.music_id)
      .orderBy('version')
      .execute();
    expect(keys[0].file_key).toBe(keys[2].file_key);
    expect(keys[0].file_key).toBe(fileKeys.version(owner.uid, sha(vsqxBytes())));
  });

  it('a note over 200 characters is refused with its message and changes nothing; the spec form without a note still works', async () => {
    const p = await createProject(t.app, owner);
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, {
      name: 'a.vsqx',
      data: vsqxBytes('长'),
    });
    const long = await as(t.app, owner).form(
      '/api/user/submit_update_vsqx_project',
      form(p.vsqx_uid, { if_vsqx_changed: '1', version_note: '音'.repeat(201) }),
    );
    expect(long.json()).toEqual({ success: false, message: '版本说明最多200字' });
    expect((await versions(p.music_id)).data).toHaveLength(1);
    await newVersion(p, vsqxBytes('无说明'));
    expect((await versions(p.music_id)).data.map((v: { note: string }) => v.note)).toEqual(['', '']);
  });

  it('an unknown project has no versions (404); deleting a project deletes every version file not shared', async () => {
    expect(
      (await as(t.app, null).request(versionEndpoints.list, { params: { music_id: 999999 } })).statusCode,
    ).toBe(404);
    const keep = await createProject(t.app, owner);
    const p = await createProject(t.app, owner);
    const only = vsqxBytes('只在这里');
    await newVersion(p, only, 'x');
    expect(
      (await as(t.app, owner).request(projectEndpoints.remove, { params: { music_id: p.music_id } })).json()
        .success,
    ).toBe(true);
    expect(await t.app.ctx.files.stat(fileKeys.version(owner.uid, sha(only)))).toBeNull();
    expect(
      await t.app.ctx.db
        .selectFrom('project_versions')
        .select('id')
        .where('project_id', '=', p.music_id)
        .execute(),
    ).toEqual([]);
    // Version 1 had the same bytes as another project's file: that file stays for it.
    expect((await as(t.app, null).get(`/api/app/download/${keep.music_id}`)).body).toBe(
      vsqxBytes().toString(),
    );
  });

  it('a project made before versions: its live file becomes version 1 when the next one comes', async () => {
    const p = await createProject(t.app, owner);
    // As the migration left an old project: the file at the spec's live key, no version rows.
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('<old/>'));
    await t.app.ctx.files.commit(stagedKey, fileKeys.projectFile(p.vsqx_uid, 'vsqx'));
    await t.app.ctx.db.deleteFrom('project_versions').where('project_id', '=', p.music_id).execute();
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ file_key: null })
      .where('music_id', '=', p.music_id)
      .execute();
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).body).toBe('<old/>');
    await newVersion(p, Buffer.from('{"v":2}'), '换成 SynthV', 'b.svp');
    const list = (await versions(p.music_id)).data;
    expect(
      list.map((v: { version: number; file_extension: string }) => [v.version, v.file_extension]),
    ).toEqual([
      [2, 'svp'],
      [1, 'vsqx'],
    ]);
    expect(list[1].sha256).toBe(sha(Buffer.from('<old/>')));
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}?version=1`)).body).toBe('<old/>');
  });
});
