import { describe, expect, it } from 'vitest';
import { licenceRequestEndpoints as ep } from '@vsqx/domain';
import { as, registerUser, useTestApp } from '../../test/factories';
import { addVsqxProject, answer, notices, requestRow, waitingRequest } from '../../test/licence-requests';

describe('licence requests: the state machine', () => {
  const t = useTestApp();

  it('only the author answers; vn and apply_uid must name the request; the reply is at most 15 characters', async () => {
    const r = await waitingRequest(t.app);
    const { author, applicant, id } = r;
    const other = await registerUser(t.app);
    for (const action of ['pass', 'reject'] as const) {
      expect((await answer(t.app, other, action, r)).statusCode).toBe(404);
      expect((await answer(t.app, applicant, action, r)).statusCode).toBe(404);
      expect((await answer(t.app, author, action, r, { apply_uid: other.uid })).statusCode).toBe(404);
      expect((await answer(t.app, author, action, { ...r, project: { id: 999999 } })).statusCode).toBe(404);
      const long = await answer(t.app, author, action, r, { reply_text: '一二三四五六七八九十一二三四五六' });
      expect([long.statusCode, long.json().message]).toEqual([400, '回复最长15个字']);
    }
    expect((await requestRow(t.app, id))?.author_reply).toBe(1);
    expect(await notices(t.app, applicant.uid)).toHaveLength(0);

    const res = await answer(t.app, author, 'pass', r, {
      apply_uid: applicant.uid,
      reply_text: '一二三四五六七八九十一二三四五',
    });
    expect(res.json()).toMatchObject({ success: true, message: '已同意该申请' });
    const row = await requestRow(t.app, id);
    expect(row).toMatchObject({ author_reply: 2, reply_text: '一二三四五六七八九十一二三四五' });
    const n = await notices(t.app, applicant.uid);
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({
      apply_type: 2,
      apply_name: applicant.username,
      author_name: author.username,
      project_name: 'Test song',
    });
    expect(Number(n[0].reply_time)).toBe(Number(row!.reply_time));
  });

  it('refusal: 1 → 3 with a notice of apply_type 3', async () => {
    const r = await waitingRequest(t.app);
    const { author, applicant, id } = r;
    expect((await answer(t.app, author, 'reject', r, { reply_text: '抱歉，暂不授权' })).json()).toMatchObject(
      { success: true, message: '已拒绝该申请' },
    );
    expect(await requestRow(t.app, id)).toMatchObject({ author_reply: 3, reply_text: '抱歉，暂不授权' });
    expect((await notices(t.app, applicant.uid)).map((m) => m.apply_type)).toEqual([3]);
  });

  it('illegal transitions answer 409 and change nothing', async () => {
    for (const [first, second] of [
      ['pass', 'pass'],
      ['pass', 'reject'],
      ['reject', 'pass'],
      ['reject', 'reject'],
    ] as const) {
      const r = await waitingRequest(t.app);
      const { author, applicant, id } = r;
      await answer(t.app, author, first, r, { reply_text: 'first' });
      const before = await requestRow(t.app, id);
      const res = await answer(t.app, author, second, r, { reply_text: 'second' });
      expect([res.statusCode, res.json().success]).toEqual([409, false]);
      expect(await requestRow(t.app, id)).toEqual(before);
      expect(await notices(t.app, applicant.uid)).toHaveLength(1);
    }
  });

  it('cancel: the applicant only, only while waiting; it removes the request', async () => {
    const r = await waitingRequest(t.app);
    const { author, applicant, id } = r;
    const other = await registerUser(t.app);
    expect((await as(t.app, other).request(ep.cancel, { params: { id: id } })).statusCode).toBe(404);
    expect((await as(t.app, author).request(ep.cancel, { params: { id: id } })).statusCode).toBe(404);
    expect((await as(t.app, applicant).request(ep.remove, { params: { id: id } })).statusCode).toBe(409);
    expect(await requestRow(t.app, id)).toBeDefined();
    const ok = await as(t.app, applicant).request(ep.cancel, { params: { id: id } });
    expect(ok.json()).toMatchObject({ success: true, message: '已取消申请' });
    expect(await requestRow(t.app, id)).toBeUndefined();
    expect((await as(t.app, applicant).request(ep.cancel, { params: { id: id } })).statusCode).toBe(404);
    expect((await answer(t.app, author, 'pass', r)).statusCode).toBe(404);

    const allowed = await waitingRequest(t.app);
    await answer(t.app, allowed.author, 'pass', allowed);
    expect(
      (await as(t.app, allowed.applicant).request(ep.cancel, { params: { id: allowed.id } })).statusCode,
    ).toBe(409);
    expect(
      (await as(t.app, allowed.applicant).request(ep.remove, { params: { id: allowed.id } })).statusCode,
    ).toBe(409);
    expect((await requestRow(t.app, allowed.id))?.author_reply).toBe(2);
  });

  it('delete: the applicant only, only a refused request (3 or legacy 5)', async () => {
    for (const status of [3, 5]) {
      const r = await waitingRequest(t.app);
      const { author, applicant, id } = r;
      await answer(t.app, author, 'reject', r);
      if (status === 5)
        await t.app.ctx.db
          .updateTable('licence_requests')
          .set({ author_reply: 5 })
          .where('id', '=', id)
          .execute();
      expect((await as(t.app, author).request(ep.remove, { params: { id: id } })).statusCode).toBe(404);
      expect((await as(t.app, applicant).request(ep.cancel, { params: { id: id } })).statusCode).toBe(409);
      expect((await as(t.app, applicant).request(ep.remove, { params: { id: id } })).json()).toMatchObject({
        success: true,
      });
      expect(await requestRow(t.app, id)).toBeUndefined();
    }
  });

  it('legacy .php calls answer HTTP 200 plain text (spec §7) and act by request id or project id', async () => {
    const a = await waitingRequest(t.app);
    const text = async (user: typeof a.applicant, url: string) => {
      const res = await as(t.app, user).get(url);
      expect([res.statusCode, res.headers['content-type']]).toEqual([
        200,
        expect.stringMatching(/^text\/plain/),
      ]);
      return res.body;
    };
    expect(await text(a.author, `/api/user/cancel_apply.php?id=${a.id}`)).toBe('error');
    expect(await text(a.applicant, `/api/user/delete_apply.php?id=${a.id}`)).toBe('error');
    expect(await text(a.applicant, '/api/user/cancel_apply.php')).toBe('error');
    expect(await text(a.applicant, '/api/user/cancel_apply.php?id=abc')).toBe('error');
    expect(await text(a.applicant, `/api/user/cancel_apply.php?vn=${a.project.id}`)).toBe('success');
    expect(await requestRow(t.app, a.id)).toBeUndefined();

    const b = await waitingRequest(t.app);
    await answer(t.app, b.author, 'reject', b);
    expect(await text(b.applicant, `/api/user/delete_apply.php?vn=${b.project.id}`)).toBe('success');
    const c = await waitingRequest(t.app);
    await answer(t.app, c.author, 'reject', c);
    expect(await text(c.applicant, `/api/user/delete_apply.php?id=${c.id}`)).toBe('success');
    expect(await text(c.applicant, `/api/user/delete_apply.php?id=${c.id}`)).toBe('error');
  });

  it('races: of parallel answers exactly one wins, the rest get 409, one notice', async () => {
    const r = await waitingRequest(t.app);
    const { author, applicant, id } = r;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        answer(t.app, author, i % 2 ? 'pass' : 'reject', r, { reply_text: `r${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const row = await requestRow(t.app, id);
    expect(row).toMatchObject({ author_reply: winner % 2 ? 2 : 3, reply_text: `r${winner}` });
    expect((await notices(t.app, applicant.uid)).map((m) => m.apply_type)).toEqual([row!.author_reply]);
  });

  it('races: an answer against a cancel, exactly one wins', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await waitingRequest(t.app);
      const { author, applicant, id } = r;
      const [pass, cancel] = await Promise.all([
        answer(t.app, author, 'pass', r),
        as(t.app, applicant).request(ep.cancel, { params: { id: id } }),
      ]);
      const row = await requestRow(t.app, id);
      if (pass.statusCode === 200) {
        expect([cancel.statusCode, row?.author_reply]).toEqual([409, 2]);
        expect(await notices(t.app, applicant.uid)).toHaveLength(1);
      } else {
        expect([pass.statusCode, cancel.statusCode, row]).toEqual([expect.any(Number), 200, undefined]);
        expect([404, 409]).toContain(pass.statusCode);
        expect(await notices(t.app, applicant.uid)).toHaveLength(0);
      }
    }
  });

  it('races: parallel applications for one project make exactly one waiting request', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const p = await addVsqxProject(t.app, author.uid);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(t.app, applicant).post('/api/app/apply', {
          project_type: 'v',
          project_id: p.id,
          apply_text: 'race',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await t.app.ctx.db
      .selectFrom('licence_requests')
      .select('id')
      .where('project_id', '=', p.id)
      .where('project_type', '=', 'v')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await notices(t.app, author.uid)).toHaveLength(1);
  });
});
