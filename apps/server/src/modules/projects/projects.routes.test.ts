import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEndpoints } from '@vsqx/domain';
import { fileKeys } from '../../files/file-store';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser } from '../../test/factories';
import { createProject, insertProjects, upload, mp3Bytes } from '../../test/project-uploads';

describe('project list, read and delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('401 without a token on every private project call', async () => {
    for (const url of [
      '/api/user/select_vsqx_project_list',
      '/api/user/select_p_vsqx_project/1',
      '/api/user/delete_project/1',
    ]) {
      const res = await as(t.app, null).get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: '请先登录' });
    }
  });

  it('lists only my projects; without paging the whole list newest first', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const ids = await insertProjects(t.app, a.uid, [{ name: 'a1' }, { name: 'a2' }, { name: 'a3' }]);
    await insertProjects(t.app, b.uid, [{ name: 'b1' }]);
    const res = (await as(t.app, a).request(projectEndpoints.list)).json();
    expect(res.success).toBe(true);
    expect(res.data.map((p: { music_id: number }) => p.music_id)).toEqual([...ids].reverse());
    expect(res.total).toBe(3);
    expect(Object.keys(res.data[0]).sort()).toEqual(
      [
        'click_num',
        'comment_num',
        'download_num',
        'music_id',
        'music_length',
        'music_name',
        'pic_exist',
        'pic_version',
        'publish_at',
        'score',
        'up_time',
        'upload_finish',
        'visibility',
        'vsqx_uid',
        'zan',
      ].sort(),
    );
  });

  it('pages and sorts in the database: time (id desc) and hot (score desc, then id desc)', async () => {
    const a = await registerUser(t.app);
    const rows = Array.from({ length: 23 }, (_, i) => ({
      name: `p${i}`,
      counts: { click_num: (i * 7) % 23, zan: i % 3, download_num: i % 2, comment_num: i % 4 },
    }));
    const ids = await insertProjects(t.app, a.uid, rows);
    const byTime = [...ids].reverse();
    const page = async (q: string) =>
      (await as(t.app, a).get(`/api/user/select_vsqx_project_list?${q}`)).json();
    const p1 = await page('page=1&sort=time');
    expect(p1.total).toBe(23);
    expect(p1.data.map((p: { music_id: number }) => p.music_id)).toEqual(byTime.slice(0, 10));
    const p3 = await page('page=3&page_size=10&sort=time');
    expect(p3.data.map((p: { music_id: number }) => p.music_id)).toEqual(byTime.slice(20));
    const all = (await page('sort=hot')).data as {
      music_id: number;
      score: number;
      zan: number;
      download_num: number;
      comment_num: number;
      click_num: number;
    }[];
    for (const p of all)
      expect(p.score).toBe(15 * p.zan + 15 * p.download_num + 10 * p.comment_num + p.click_num);
    const expected = [...all]
      .sort((x, y) => y.score - x.score || y.music_id - x.music_id)
      .map((p) => p.music_id);
    expect(all.map((p) => p.music_id)).toEqual(expected);
    const hot2 = await page('page=2&page_size=5&sort=hot');
    expect(hot2.data.map((p: { music_id: number }) => p.music_id)).toEqual(expected.slice(5, 10));
    expect((await page('page=9&sort=hot')).data).toEqual([]);
    // Every page of both orders, near end and far end (pages past the middle are read from the other end).
    for (const sort of ['time', 'hot'] as const) {
      const whole = (await page(`sort=${sort}`)).data.map((p: { music_id: number }) => p.music_id);
      for (let n = 1; n <= 7; n += 1) {
        const got = (await page(`page=${n}&page_size=4&sort=${sort}`)).data.map(
          (p: { music_id: number }) => p.music_id,
        );
        expect(got, `${sort} page ${n}`).toEqual(whole.slice((n - 1) * 4, n * 4));
      }
    }
  });

  it('refuses bad paging with 400', async () => {
    const a = await registerUser(t.app);
    for (const q of ['page=0', 'page=x', 'page_size=1000', 'sort=new']) {
      expect((await as(t.app, a).get(`/api/user/select_vsqx_project_list?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('reads a project for editing only for its owner', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const p = await createProject(t.app, a, { p_title: '读我' });
    const mine = (
      await as(t.app, a).request(projectEndpoints.get, { params: { music_id: p.music_id } })
    ).json();
    expect(mine).toMatchObject({
      success: true,
      data: {
        music_id: p.music_id,
        music_name: '读我',
        vsqx_uid: p.vsqx_uid,
        tag: '初音ミク,古风',
        file_extension: 'vsqx',
        upload_finish: 1,
        p_name: a.username,
      },
    });
    const theirs = await as(t.app, b).request(projectEndpoints.get, { params: { music_id: p.music_id } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false });
    expect((await as(t.app, a).get('/api/user/select_p_vsqx_project/999999')).statusCode).toBe(404);
    expect((await as(t.app, a).get('/api/user/select_p_vsqx_project/abc')).statusCode).toBe(400);
  });

  it('delete: another user changes nothing; the owner removes row, files and dependents; the next item moves in', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await insertProjects(
      t.app,
      a.uid,
      Array.from({ length: 10 }, (_, i) => ({ name: `d${i}` })),
    );
    const p = await createProject(t.app, a);
    await upload(t.app, a, '/api/upload/mp3', p.vsqx_uid, { name: 'a.mp3', data: mp3Bytes() });
    expect(
      (
        await as(t.app, a).form('/api/user/submit_update_vsqx_project', {
          ...(await editForm(a, p.music_id)),
          if_music_changed: '1',
        })
      ).statusCode,
    ).toBe(200);
    await t.app.ctx.db
      .insertInto('favourites')
      .values({ user_id: b.uid, music_id: p.music_id, add_time: 1 })
      .execute();

    const refused = await as(t.app, b).request(projectEndpoints.remove, { params: { music_id: p.music_id } });
    expect(refused.statusCode).toBe(404);
    expect(
      (await as(t.app, a).request(projectEndpoints.get, { params: { music_id: p.music_id } })).statusCode,
    ).toBe(200);
    const { file_key } = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('file_key')
      .where('music_id', '=', p.music_id)
      .executeTakeFirstOrThrow();
    expect(await t.app.ctx.files.stat(file_key!)).not.toBeNull();

    const page1 = (await as(t.app, a).request(projectEndpoints.list, { query: { page: 1 } })).json();
    expect(page1.total).toBe(11);
    expect(page1.data[0].music_id).toBe(p.music_id);
    const res = await as(t.app, a).request(projectEndpoints.remove, { params: { music_id: p.music_id } });
    expect(res.json()).toEqual({ success: true, message: '删除成功' });
    const after = (await as(t.app, a).request(projectEndpoints.list, { query: { page: 1 } })).json();
    expect(after.total).toBe(10);
    expect(after.data.map((x: { music_id: number }) => x.music_id)).toEqual([...first].reverse());
    expect(await t.app.ctx.files.stat(file_key!)).toBeNull();
    expect(await t.app.ctx.files.stat(fileKeys.mp3(p.vsqx_uid))).toBeNull();
    expect(
      await t.app.ctx.db.selectFrom('favourites').selectAll().where('music_id', '=', p.music_id).execute(),
    ).toEqual([]);
    expect(
      (await as(t.app, a).request(projectEndpoints.remove, { params: { music_id: p.music_id } })).statusCode,
    ).toBe(404);
  });

  /** The edit form as the page would send it for an existing project. */
  async function editForm(user: { token: string }, musicId: number) {
    const p = (await as(t.app, user).request(projectEndpoints.get, { params: { music_id: musicId } })).json()
      .data;
    return {
      vsqx_uid: p.vsqx_uid,
      music_exist: String(p.music_exist),
      music_type: String(p.music_type),
      p_name: p.p_name,
      p_title: p.music_name,
      b_av: p.b_av,
      b_type: String(p.b_type),
      agreement: String(p.agreement),
      language: p.music_language,
      selected_list: p.tag,
      rate: String(p.music_level),
      lyric_content: p.lyric,
      vsqx_content: p.music_desc,
      p_introduce: p.p_desc,
      up_name: '',
      up_email: '',
      if_pic_changed: '0',
      if_music_changed: '0',
      if_vsqx_changed: '0',
      pic_exist: String(p.pic_exist),
      file_extension: p.file_extension,
      synthesizer_name: p.synthesizer_name,
      synthesizer_type: String(p.synthesizer_type),
    } as Record<string, string>;
  }
});
