import { describe, expect, it } from 'vitest';
import { licenceRequestEndpoints as ep } from '@vsqx/domain';
import { as, registerUser, useTestApp } from '../../test/factories';
import { addMidiProject, addVsqxProject, answer, notices, waitingRequest } from '../../test/licence-requests';

describe('licence requests: apply and lists', () => {
  const t = useTestApp();

  it('every endpoint answers 401 without a token', async () => {
    const anon = as(t.app, null);
    expect(
      (await anon.post('/api/app/apply', { project_type: 'v', project_id: 1, apply_text: 'x' })).statusCode,
    ).toBe(401);
    for (const url of [
      '/api/user/my_apply',
      '/api/user/my_authorization',
      '/api/user/cancel_apply/1',
      '/api/user/delete_apply/1',
    ]) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
    }
    expect(
      (await anon.form('/api/user/pass_application', { vn: 1, apply_uid: 1, reply_text: '' })).statusCode,
    ).toBe(401);
    expect(
      (await anon.form('/api/user/reject_application', { vn: 1, apply_uid: 1, reply_text: '' })).statusCode,
    ).toBe(401);
    const legacy = await anon.get('/api/user/cancel_apply.php?id=1');
    expect([legacy.statusCode, legacy.body]).toEqual([200, 'error']);
  });

  it('apply: validates the text, refuses unknown and own projects, writes the notice to the author', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const p = await addVsqxProject(t.app, author.uid, '千本樱');
    const call = (body: object, u = applicant) => as(t.app, u).post('/api/app/apply', body);

    const empty = await call({ project_type: 'v', project_id: p.id, apply_text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, '请填写申请理由']);
    const long = await call({ project_type: 'v', project_id: p.id, apply_text: 'x'.repeat(201) });
    expect([long.statusCode, long.json().message]).toEqual([400, '申请理由最长200个字']);
    expect((await call({ project_type: 'x', project_id: p.id, apply_text: 'hi' })).statusCode).toBe(400);
    expect((await call({ project_type: 'v', project_id: 999999, apply_text: 'hi' })).statusCode).toBe(404);
    expect((await call({ project_type: 'm', project_id: p.id + 100000, apply_text: 'hi' })).statusCode).toBe(
      404,
    );
    const own = await call({ project_type: 'v', project_id: p.id, apply_text: 'hi' }, author);
    expect([own.statusCode, own.json().message]).toEqual([400, '不能申请自己的工程']);
    expect(await notices(t.app, author.uid)).toHaveLength(0);

    const res = await call({ project_type: 'v', project_id: p.id, apply_text: '  想用于翻唱  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: '申请已发送，请等待作者回复',
      data: { id: expect.any(Number) },
    });
    const dup = await call({ project_type: 'v', project_id: p.id, apply_text: 'again' });
    expect([dup.statusCode, dup.json().message]).toEqual([409, '你已有一个等待回复的申请']);

    const n = await notices(t.app, author.uid);
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({
      apply_type: 1,
      apply_name: applicant.username,
      author_name: author.username,
      project_name: '千本樱',
      project_id: p.id,
      scene: 1,
      text: '想用于翻唱',
      reply_time: null,
      is_read: 0,
    });
    expect(Number(n[0].apply_time)).toBeGreaterThan(0);
  });

  it('after a refusal the same project may be applied for again', async () => {
    const r = await waitingRequest(t.app);
    const { author, applicant, project } = r;
    expect((await answer(t.app, author, 'reject', r)).statusCode).toBe(200);
    const again = await as(t.app, applicant).post('/api/app/apply', {
      project_type: 'v',
      project_id: project.id,
      apply_text: '再试一次',
    });
    expect(again.statusCode).toBe(200);
  });

  it('my_apply and my_authorization list each side only, with project fields, filters and paging', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const v = [
      await addVsqxProject(t.app, author.uid, 'A'),
      await addVsqxProject(t.app, author.uid, 'B'),
      await addVsqxProject(t.app, author.uid, 'C'),
    ];
    const m = await addMidiProject(t.app, author.uid, 'M');
    const ids: number[] = [];
    for (const p of v)
      ids.push(
        (
          await as(t.app, applicant).post('/api/app/apply', {
            project_type: 'v',
            project_id: p.id,
            apply_text: `req ${p.id}`,
          })
        ).json().data.id,
      );
    ids.push(
      (
        await as(t.app, applicant).post('/api/app/apply', {
          project_type: 'm',
          project_id: m.id,
          apply_text: 'midi',
        })
      ).json().data.id,
    );
    await answer(t.app, author, 'pass', { project: v[0], applicant }, { reply_text: '可以' });
    await answer(t.app, author, 'reject', { project: v[1], applicant }, { reply_text: '不行' });
    // A legacy refusal (status 5) is listed as refused.
    await t.app.ctx.db
      .updateTable('licence_requests')
      .set({ author_reply: 5 })
      .where('id', '=', ids[2])
      .execute();

    const mine = (await as(t.app, applicant).request(ep.mine)).json();
    expect(mine).toMatchObject({ success: true, total: 4 });
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(mine.data[0]).toMatchObject({
      project_type: 'm',
      project_id: m.id,
      music_id: m.id,
      music_name: 'M',
      vsqx_uid: m.uid,
      author_reply: 1,
      apply_text: 'midi',
      author_name: author.username,
    });
    expect(mine.data[3]).toMatchObject({
      project_type: 'v',
      music_id: v[0].id,
      music_name: 'A',
      music_length: '03:21',
      pic_exist: 1,
      vsqx_uid: v[0].uid,
      author_reply: 2,
      reply_text: '可以',
    });
    expect(mine.data[3].reply_time).toBeGreaterThan(0);

    const byStatus = async (url: string, status: string) =>
      (
        (
          await as(t.app, url.includes('authorization') ? author : applicant).get(`${url}?status=${status}`)
        ).json().data as { id: number }[]
      ).map((r) => r.id);
    for (const url of ['/api/user/my_apply', '/api/user/my_authorization']) {
      expect(await byStatus(url, 'replying')).toEqual([ids[3]]);
      expect(await byStatus(url, 'allow')).toEqual([ids[0]]);
      expect(await byStatus(url, 'refuse')).toEqual([ids[2], ids[1]]);
      expect(await byStatus(url, 'all')).toHaveLength(4);
    }
    expect((await as(t.app, applicant).get('/api/user/my_apply?status=bogus')).statusCode).toBe(400);

    const received = (await as(t.app, author).request(ep.received)).json();
    expect(received.total).toBe(4);
    expect(received.data[0]).toMatchObject({
      apply_uid: applicant.uid,
      apply_name: applicant.username,
      music_name: 'M',
    });

    const one = (
      await as(t.app, applicant).request(ep.mine, { query: { project_type: 'm', project_id: m.id } })
    ).json();
    expect([one.total, one.data.map((r: { id: number }) => r.id)]).toEqual([1, [ids[3]]]);
    const page = (await as(t.app, applicant).request(ep.mine, { query: { page: 2, page_size: 3 } })).json();
    expect([page.total, page.data.map((r: { id: number }) => r.id)]).toEqual([4, [ids[0]]]);

    // Each side sees only its own requests.
    expect((await as(t.app, author).request(ep.mine)).json()).toMatchObject({ total: 0, data: [] });
    expect((await as(t.app, applicant).request(ep.received)).json()).toMatchObject({
      total: 0,
      data: [],
    });
    expect((await as(t.app, outsider).request(ep.received)).json()).toMatchObject({
      total: 0,
      data: [],
    });
  });
});
