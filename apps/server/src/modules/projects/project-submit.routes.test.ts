import { projectEndpoints } from '@vsqx/domain';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { createProject, form, mp3Bytes, runTransfers, upload, vsqxBytes } from '../../test/project-uploads';

describe('submitting the project form (new and update)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const read = async (id: number) =>
    (await as(t.app, owner).request(projectEndpoints.get, { params: { music_id: id } })).json().data;
  const update = (user: TestUser | null, fields: Record<string, string>) =>
    as(t.app, user).form('/api/user/submit_update_vsqx_project', fields);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  it('401 without a token', async () => {
    expect((await update(null, form('x'))).statusCode).toBe(401);
    expect((await as(t.app, null).form('/api/user/submit_new_vsqx_project', form('x'))).statusCode).toBe(401);
  });

  it('create: needs my slot and a staged project file; shows the transfer state until the job ran', async () => {
    const slot = (await as(t.app, owner).request(projectEndpoints.newSlot)).json().data.vsqx_uid;
    const theirs = await as(t.app, other).form('/api/user/submit_new_vsqx_project', form(slot));
    expect(theirs.statusCode).toBe(404);
    const noFile = await as(t.app, owner).form('/api/user/submit_new_vsqx_project', form(slot));
    expect(noFile.json()).toMatchObject({ success: false, message: '必须上传vsqx工程！' });
    const up = (
      await upload(t.app, owner, '/api/upload/vsqx_file', slot, { name: '千本桜.vsqx', data: vsqxBytes() })
    ).json();
    // The upload answers what the file says (project-meta), for the form's prefill.
    expect(up.data).toMatchObject({ role: 'project', file_extension: 'vsqx', meta: { format: 'vsqx4' } });
    // Hashed while it streamed into staging (issue 18), on the local folder and on S3 alike.
    const sha = createHash('sha256').update(vsqxBytes()).digest('hex');
    const staged = await t.app.ctx.db
      .selectFrom('staged_uploads')
      .select('sha256')
      .where('slot_uid', '=', slot)
      .where('role', '=', 'project')
      .executeTakeFirstOrThrow();
    expect(staged.sha256).toBe(sha);
    await upload(t.app, owner, '/api/upload/mp3', slot, { name: 'demo.mp3', data: mp3Bytes() });
    const res = await as(t.app, owner).form(
      '/api/user/submit_new_vsqx_project',
      form(slot, { if_music_changed: '1', music_type: '2', p_name: 'kurousa', p_introduce: '原作者' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.music_id as number;
    const during = await read(id);
    expect(during).toMatchObject({
      upload_finish: 2,
      music_exist: 1,
      music_length: '00:01',
      p_name: 'kurousa',
      p_desc: '原作者',
      music_type: 2,
    });
    expect(await t.app.ctx.files.stat(fileKeys.projectFile(slot, 'vsqx'))).toBeNull();
    expect(await t.app.ctx.files.stat(fileKeys.mp3(slot))).not.toBeNull();
    await runTransfers(t.app);
    const after = await read(id);
    expect(after).toMatchObject({
      upload_finish: 1,
      file_extension: 'vsqx',
      file_name: '千本桜.vsqx',
      file_size: vsqxBytes().length,
    });
    // It went live as version 1, under its owner and content hash (DESIGN §8 "Versions").
    const live = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('file_key')
      .where('music_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(live.file_key).toBe(`version/${owner.uid}/${sha}`);
    expect(await t.app.ctx.files.stat(live.file_key!)).toMatchObject({ size: vsqxBytes().length });
    const row = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('meta_json')
      .where('music_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.meta_json!)).toMatchObject({
      file: { format: 'vsqx', size: vsqxBytes().length, sha256: sha },
      project_meta: {
        format: 'vsqx4',
        tracks: [expect.objectContaining({ kind: 'vocal', noteCount: 2, lyrics: 'らら' })],
      },
    });
    // The slot is used up: a second submit of it is refused.
    expect((await as(t.app, owner).form('/api/user/submit_new_vsqx_project', form(slot))).statusCode).toBe(
      404,
    );
  });

  it('original uploads are credited to the uploader', async () => {
    const p = await createProject(t.app, owner, { p_name: 'someone else' });
    expect(await read(p.music_id)).toMatchObject({ music_type: 1, p_name: owner.username });
  });

  it('every validation message of spec §5, in spec order, and nothing changes', async () => {
    const p = await createProject(t.app, owner, { p_title: '原标题' });
    const cases: [Record<string, string>, string][] = [
      [{ file_extension: '' }, '必须上传vsqx工程！'],
      [{ synthesizer_type: '2', synthesizer_name: '' }, '请输入“歌声合成引擎”的名称'],
      [{ music_type: '2', p_name: '' }, '必须输入P主名字！'],
      [{ p_title: '' }, '必须输入稿件标题！'],
      [{ b_av: 'BV123' }, 'BV号-格式错误！'],
      [{ b_type: '2', b_av: 'au12' }, 'AU号-格式错误！'],
      [{ selected_list: '' }, '必须添加标签！'],
      [{ selected_list: 'a,b,c,d,e,f' }, '最多添加5个自定义标签'],
      [
        { selected_list: '古风,流行曲,神调教,V5,语调教,名曲翻唱,名P作品,新人作,IA,GUMI,VY1' },
        '最多添加10个标签(╯°口°)╯',
      ],
      [{ vsqx_content: '' }, '必须填写工程介绍！'],
      [{ p_title: 'x'.repeat(36) }, '稿件标题最长35个字'],
      [{ lyric_content: 'x'.repeat(3001) }, '歌词最长3000个字'],
      [{ vsqx_content: 'x'.repeat(1001) }, '工程介绍最长1000个字'],
      [{ music_type: '2', p_name: 'p', p_introduce: 'x'.repeat(301) }, 'P主介绍最长300个字'],
      [{ p_title: '', selected_list: '', file_extension: '' }, '必须上传vsqx工程！'],
      [{ rate: '7' }, '请求参数错误'],
    ];
    for (const [over, message] of cases) {
      const res = await update(owner, form(p.vsqx_uid, over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ success: false, message });
    }
    const en = await as(t.app, owner).call({
      method: 'POST',
      url: '/api/user/submit_update_vsqx_project',
      headers: { 'x-lang': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form(p.vsqx_uid, { p_title: '' })).toString(),
    });
    expect(en.json().message).toBe('You must enter a title!');
    expect((await read(p.music_id)).music_name).toBe('原标题');
  });

  it('another user cannot update (404 before any rule), nothing changes', async () => {
    const p = await createProject(t.app, owner, { p_title: '我的' });
    const res = await update(other, form(p.vsqx_uid, { p_title: '' }));
    expect(res.statusCode).toBe(404);
    expect((await update(other, form(p.vsqx_uid, { p_title: '抢走' }))).statusCode).toBe(404);
    expect((await read(p.music_id)).music_name).toBe('我的');
  });

  it('update without file changes: fields saved, the short success text, no transfer', async () => {
    const p = await createProject(t.app, owner);
    const res = await update(
      owner,
      form(p.vsqx_uid, {
        p_title: '新标题',
        selected_list: '洛天依,自定义',
        language: '1',
        rate: '4',
        agreement: '3',
        b_type: '2',
        b_av: '170001',
        synthesizer_type: '2',
        synthesizer_name: 'SynthV',
      }),
    );
    expect(res.json()).toEqual({ success: true, message: '稿件修改成功！' });
    expect(await read(p.music_id)).toMatchObject({
      music_name: '新标题',
      tag: '洛天依,自定义',
      music_language: '1',
      music_level: 4,
      agreement: 3,
      b_type: 2,
      b_av: '170001',
      synthesizer_type: 2,
      synthesizer_name: 'SynthV',
      upload_finish: 1,
    });
  });

  it('staged files go live only on submit, and only those whose flag is set', async () => {
    const p = await createProject(t.app, owner);
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e04' } })
      .png()
      .toBuffer();
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, {
      name: 'v2.svp',
      data: Buffer.from('{"version":2}'),
    });
    await upload(t.app, owner, '/api/upload/mp3', p.vsqx_uid, { name: 'a.mp3', data: mp3Bytes() });
    await upload(t.app, owner, '/api/app/upload_vsqx_cover', p.vsqx_uid, { name: 'blob', data: png });
    expect(await read(p.music_id)).toMatchObject({ pic_exist: 0, music_exist: 0, file_extension: 'vsqx' });
    expect(await t.app.ctx.files.stat(fileKeys.cover(p.vsqx_uid))).toBeNull();

    // The mp3 upload was cancelled in the page: its flag stays 0, so it is discarded, not committed.
    const res = await update(
      owner,
      form(p.vsqx_uid, { if_pic_changed: '1', if_vsqx_changed: '1', file_extension: 'svp' }),
    );
    expect(res.json().message).toBe(
      '稿件修改成功，一分钟后生效。（若未生效，请你：清空浏览器缓存，再点击Ctrl + F5。还不行就重启浏览器。）',
    );
    expect(await read(p.music_id)).toMatchObject({
      pic_exist: 1,
      pic_version: 1,
      music_exist: 0,
      upload_finish: 2,
      file_extension: 'vsqx',
    });
    expect(await t.app.ctx.files.stat(fileKeys.cover(p.vsqx_uid))).not.toBeNull();
    expect(await t.app.ctx.files.stat(fileKeys.mp3(p.vsqx_uid))).toBeNull();
    expect(
      await t.app.ctx.db
        .selectFrom('staged_uploads')
        .selectAll()
        .where('slot_uid', '=', p.vsqx_uid)
        .execute(),
    ).toEqual([]);

    await runTransfers(t.app);
    expect(await read(p.music_id)).toMatchObject({
      upload_finish: 1,
      file_extension: 'svp',
      file_name: 'v2.svp',
    });
    // The svp is version 2; version 1 (the vsqx) stays downloadable: nothing is overwritten.
    const { file_key } = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('file_key')
      .where('music_id', '=', p.music_id)
      .executeTakeFirstOrThrow();
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).body).toBe('{"version":2}');
    expect(await t.app.ctx.files.stat(file_key!)).toMatchObject({ size: 13 });
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}?version=1`)).body).toBe(
      vsqxBytes().toString(),
    );
  });

  it('if_vsqx_changed without a staged file is refused and changes nothing', async () => {
    const p = await createProject(t.app, owner, { p_title: '不变' });
    const res = await update(owner, form(p.vsqx_uid, { if_vsqx_changed: '1', p_title: '变了' }));
    expect(res.json()).toEqual({ success: false, message: '必须上传vsqx工程！' });
    expect(await read(p.music_id)).toMatchObject({ music_name: '不变', upload_finish: 1 });
  });
});
