import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { form, upload, vsqxBytes } from '../../test/project-uploads';
import { runDue } from '../jobs/job-queue';
import { vsqxTransfer } from './transfer.job';

const TRANSFER_JOB = vsqxTransfer.kind;

/** The transfer state and the download, on an app whose transfers wait a minute (so tests drive them). */
describe('transfer job and download', () => {
  let t: TestApp;
  let owner: TestUser;
  const jobs = () => t.app.ctx.db.selectFrom('jobs').selectAll().where('kind', '=', TRANSFER_JOB).execute();
  const makeDue = () =>
    t.app.ctx.db
      .updateTable('jobs')
      .set({ run_at: Date.now() - 1 })
      .where('kind', '=', TRANSFER_JOB)
      .execute();
  const project = (id: number) =>
    t.app.ctx.db.selectFrom('vsqx_projects').selectAll().where('music_id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await buildTestApp({ transferDelayMs: 60_000 });
    owner = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  async function submitNew(title: string) {
    const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    await upload(t.app, owner, '/api/upload/vsqx_file', slot, {
      name: `${title}.vsqx`,
      data: vsqxBytes(title),
    });
    const res = await as(t.app, owner).form(
      '/api/user/submit_new_vsqx_project',
      form(slot, { p_title: title }),
    );
    return { music_id: res.json().data.music_id as number, vsqx_uid: slot };
  }

  it('waits for its delay, then runs exactly once however many runners race for it', async () => {
    const p = await submitNew('一次');
    const runners = [1, 2, 3, 4].map(() => () => runDue(t.app.ctx, vsqxTransfer));
    expect(await Promise.all(runners.map((r) => r()))).toEqual([0, 0, 0, 0]);
    expect((await project(p.music_id)).upload_finish).toBe(2);
    await makeDue();
    const done = await Promise.all(runners.map((r) => r()));
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await jobs()).toEqual([]);
    expect(await project(p.music_id)).toMatchObject({ upload_finish: 1, file_name: '一次.vsqx' });
    expect(await t.app.ctx.files.stat((await project(p.music_id)).file_key!)).not.toBeNull();
  });

  it('a runner that died holding the lease: another takes the job once the lease ran out', async () => {
    const p = await submitNew('接力');
    await makeDue();
    await t.app.ctx.db
      .updateTable('jobs')
      .set({ locked_until: Date.now() + 60_000, attempts: 1 })
      .where('kind', '=', TRANSFER_JOB)
      .execute();
    expect(await runDue(t.app.ctx, vsqxTransfer)).toBe(0);
    await t.app.ctx.db
      .updateTable('jobs')
      .set({ locked_until: Date.now() - 1 })
      .where('kind', '=', TRANSFER_JOB)
      .execute();
    expect(await runDue(t.app.ctx, vsqxTransfer)).toBe(1);
    expect((await project(p.music_id)).upload_finish).toBe(1);
  });

  it('a transfer that keeps failing gives up: the project is ready again with its old file', async () => {
    const p = await submitNew('失败');
    const [job] = await jobs();
    // The staged file vanished (e.g. a disk problem): every try fails.
    await t.app.ctx.files.discard(JSON.parse(job.payload).staged_key);
    for (let i = 0; i < 5; i += 1) {
      await makeDue();
      await runDue(t.app.ctx, vsqxTransfer);
    }
    expect(await jobs()).toEqual([]);
    expect((await project(p.music_id)).upload_finish).toBe(1);
  });

  it('a project deleted while transferring: its staged file never goes live', async () => {
    const p = await submitNew('删了');
    expect((await as(t.app, owner).get(`/api/user/delete_project/${p.music_id}`)).json().success).toBe(true);
    await makeDue();
    await runDue(t.app.ctx, vsqxTransfer);
    expect(await jobs()).toEqual([]);
    expect(await t.app.ctx.files.stat(fileKeys.projectFile(p.vsqx_uid, 'vsqx'))).toBeNull();
    expect(
      await t.app.ctx.files.stat(
        fileKeys.version(owner.uid, createHash('sha256').update(vsqxBytes('删了')).digest('hex')),
      ),
    ).toBeNull();
  });

  it('while transferring: another file change is refused with 409, other edits are fine', async () => {
    const p = await submitNew('转存中');
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, {
      name: 'v3.vsqx',
      data: vsqxBytes('v3'),
    });
    const update = (over: Record<string, string>) =>
      as(t.app, owner).form('/api/user/submit_update_vsqx_project', form(p.vsqx_uid, over));
    const busy = await update({ if_vsqx_changed: '1' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      success: false,
      message: '工程文件正在转存中，约30秒后即可下载，请稍后刷新',
    });
    expect((await update({ p_title: '转存中也能改标题' })).json()).toEqual({
      success: true,
      message: '稿件修改成功！',
    });
    await makeDue();
    await runDue(t.app.ctx, vsqxTransfer);
    expect(await project(p.music_id)).toMatchObject({
      upload_finish: 1,
      music_name: '转存中也能改标题',
      file_name: '转存中.vsqx',
    });
    // That submit said the file did not change: the staged upload was discarded, as a cancelled one is.
    expect((await update({ if_vsqx_changed: '1' })).json().message).toBe('必须上传vsqx工程！');
    await upload(t.app, owner, '/api/upload/vsqx_file', p.vsqx_uid, {
      name: 'v3.vsqx',
      data: vsqxBytes('v3'),
    });
    expect((await update({ if_vsqx_changed: '1' })).statusCode).toBe(200);
    await makeDue();
    await runDue(t.app.ctx, vsqxTransfer);
    expect(await project(p.music_id)).toMatchObject({ upload_finish: 1, file_name: 'v3.vsqx' });
  });

  it('download: 409 while transferring, then streams the file under its title and counts it', async () => {
    const p = await submitNew('下载我');
    const busy = await as(t.app, null).get(`/api/app/download/${p.music_id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      success: false,
      message: '工程文件正在转存中，约30秒后即可下载，请稍后刷新',
    });
    await makeDue();
    await runDue(t.app.ctx, vsqxTransfer);
    const before = await project(p.music_id);
    const res = await as(t.app, null).get(`/api/app/download/${p.music_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(vsqxBytes('下载我'))).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___.vsqx"; filename*=UTF-8''${encodeURIComponent('下载我.vsqx')}`,
    );
    // A listener's download counts too; the owner's own does not (issue 24: never the creator's own actions).
    await as(t.app, await registerUser(t.app)).get(`/api/app/download/${p.music_id}`);
    await as(t.app, owner).get(`/api/app/download/${p.music_id}`);
    const after = await project(p.music_id);
    expect(after.download_num).toBe(before.download_num + 2);
    expect(after.score).toBe(before.score + 30);
    const day = await t.app.ctx.db
      .selectFrom('daily_stats')
      .selectAll()
      .where('project_type', '=', 'v')
      .where('project_id', '=', p.music_id)
      .execute();
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ downloads: 2, user_id: owner.uid });
    expect((await as(t.app, null).get('/api/app/download/999999')).statusCode).toBe(404);
  });
});
