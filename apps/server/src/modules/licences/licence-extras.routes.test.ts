import { describe, expect, it } from 'vitest';
import { licenceRequestEndpoints as ep } from '@vsqx/domain';
import { as, registerUser, useTestApp } from '../../test/factories';
import {
  addMidiProject,
  addVsqxProject,
  answer,
  notices,
  requestRow,
  waitingRequest,
} from '../../test/licence-requests';

/** DESIGN §8 "Licences 2.0", through HTTP into the real database. */
describe('licences 2.0', () => {
  const t = useTestApp();

  const allowed = async () => {
    const r = await waitingRequest(t.app);
    expect((await answer(t.app, r.author, 'pass', r)).statusCode).toBe(200);
    const code = (await requestRow(t.app, r.id))!.certificate_code!;
    return { ...r, code };
  };

  it('apply takes use_type, platform and planned_link; both lists carry and filter them; bad values change nothing', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const p = await addVsqxProject(t.app, author.uid);
    for (const [body, message] of [
      [{ use_type: 'film' }, '请选择授权用途'],
      [{ planned_link: 'javascript:alert(1)' }, '请填写B站BV/AV号或http(s)链接'],
      [{ platform: 'x'.repeat(51) }, '发布平台最长50个字'],
    ] as const) {
      const res = await as(t.app, applicant).post('/api/app/apply', {
        project_type: 'v',
        project_id: p.id,
        apply_text: 'r',
        ...body,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await notices(t.app, author.uid)).toHaveLength(0);
    const res = await as(t.app, applicant).post('/api/app/apply', {
      project_type: 'v',
      project_id: p.id,
      apply_text: '翻唱',
      use_type: 'cover',
      platform: 'Bilibili',
      planned_link: 'BV1xx411c7mD',
    });
    expect(res.json()).toMatchObject({ success: true, data: { author_reply: 1, certificate_code: null } });
    const id = res.json().data.id;
    const mine = (await as(t.app, applicant).request(ep.mine, { query: { use_type: 'cover' } })).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      id,
      use_type: 'cover',
      platform: 'Bilibili',
      planned_link: 'BV1xx411c7mD',
      certificate_code: null,
      works: [],
    });
    expect(
      (await as(t.app, applicant).request(ep.mine, { query: { use_type: 'pv' } })).json().data,
    ).toHaveLength(0);
    const received = (
      await as(t.app, author).request(ep.received, { query: { platform: 'Bilibili' } })
    ).json();
    expect(received.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (await as(t.app, author).request(ep.received, { query: { platform: 'YouTube' } })).json().total,
    ).toBe(0);
    expect((await as(t.app, author).get('/api/user/my_authorization?use_type=nope')).statusCode).toBe(400);
  });

  it('state machine: waiting → allowed issues a certificate; allowed → revoked once; no other transitions', async () => {
    const r = await allowed();
    expect(r.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = (await as(t.app, r.applicant).request(ep.mine)).json().data[0];
    expect(row).toMatchObject({ id: r.id, author_reply: 2, certificate_code: r.code, revoked_at: null });
    // allowed → refused / allowed again: 409
    expect((await answer(t.app, r.author, 'reject', r)).statusCode).toBe(409);
    // revoke: no token 401, the applicant and another user 404, a reason is required
    const other = await registerUser(t.app);
    expect((await as(t.app, null).post(`/api/user/licence/${r.id}/revoke`, { reason: 'x' })).statusCode).toBe(
      401,
    );
    expect(
      (await as(t.app, other).post(`/api/user/licence/${r.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, r.applicant).post(`/api/user/licence/${r.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const empty = await as(t.app, r.author).post(`/api/user/licence/${r.id}/revoke`, { reason: ' ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, '请填写撤销原因']);
    expect((await requestRow(t.app, r.id))!.revoked_at).toBeNull();
    const ok = await as(t.app, r.author).post(`/api/user/licence/${r.id}/revoke`, { reason: '视频违反约定' });
    expect(ok.json()).toMatchObject({ success: true, message: '已撤销该授权' });
    expect((await notices(t.app, r.applicant.uid)).map((n) => n.apply_type)).toEqual([2, 5]);
    // revoked → revoked again: 409, nothing changes
    const before = await requestRow(t.app, r.id);
    expect(
      (await as(t.app, r.author).post(`/api/user/licence/${r.id}/revoke`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(await requestRow(t.app, r.id)).toEqual(before);
    // waiting and refused requests cannot be revoked
    const w = await waitingRequest(t.app);
    expect(
      (await as(t.app, w.author).post(`/api/user/licence/${w.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(409);
    await answer(t.app, w.author, 'reject', w);
    expect(
      (await as(t.app, w.author).post(`/api/user/licence/${w.id}/revoke`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect(await requestRow(t.app, w.id)).toMatchObject({
      author_reply: 3,
      certificate_code: null,
      revoked_at: null,
    });
  });

  it('certificate verify: public, valid then revoked with when and why; unknown codes 404', async () => {
    const r = await allowed();
    const v = await as(t.app, null).get(`/api/app/licence/verify/${r.code}`);
    expect(v.json()).toMatchObject({
      success: true,
      data: {
        code: r.code,
        project_type: 'v',
        project_id: r.project.id,
        music_name: 'Test song',
        owner_name: r.author.username,
        licensee_name: r.applicant.username,
        use_type: null,
        status: 'valid',
      },
    });
    expect(v.json().data.revoked_at).toBeUndefined();
    expect((await as(t.app, null).get('/api/app/licence/verify/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      404,
    );
    expect((await as(t.app, null).get('/api/app/licence/verify/%3Cscript%3E')).statusCode).toBe(404);
    await as(t.app, r.author).post(`/api/user/licence/${r.id}/revoke`, { reason: '违反约定' });
    const after = (await as(t.app, null).get(`/api/app/licence/verify/${r.code}`)).json().data;
    expect(after).toMatchObject({ status: 'revoked', revoke_reason: '违反约定' });
    expect(after.revoked_at).toBeGreaterThan(0);
  });

  it('auto-allow: non-commercial requests are allowed at once, commercial and unspecified ones wait; the owner is told either way', async () => {
    const author = await registerUser(t.app);
    const p = await addVsqxProject(t.app, author.uid);
    const other = await registerUser(t.app);
    const set = (u: typeof author | null, auto_allow: string) =>
      as(t.app, u).post('/api/user/licence/auto_allow', { project_type: 'v', project_id: p.id, auto_allow });
    expect((await set(null, 'noncommercial')).statusCode).toBe(401);
    expect((await set(other, 'noncommercial')).statusCode).toBe(404);
    expect((await set(author, 'always')).statusCode).toBe(400);
    expect(
      (await as(t.app, author).get(`/api/user/licence/auto_allow?project_type=v&project_id=${p.id}`)).json()
        .data,
    ).toEqual({ auto_allow: 'none' });
    expect((await set(author, 'noncommercial')).json().success).toBe(true);
    expect(
      (await as(t.app, other).get(`/api/user/licence/auto_allow?project_type=v&project_id=${p.id}`))
        .statusCode,
    ).toBe(404);

    const apply = async (use_type?: string) => {
      const u = await registerUser(t.app);
      const res = await as(t.app, u).post('/api/app/apply', {
        project_type: 'v',
        project_id: p.id,
        apply_text: 'r',
        ...(use_type ? { use_type } : {}),
      });
      return { u, body: res.json() };
    };
    const cover = await apply('cover');
    expect(cover.body).toMatchObject({
      success: true,
      message: '作者已设置自动授权，申请已通过',
      data: { author_reply: 2 },
    });
    expect(cover.body.data.certificate_code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await notices(t.app, cover.u.uid)).map((n) => n.apply_type)).toEqual([2]);
    const commercial = await apply('commercial');
    expect(commercial.body.data).toMatchObject({ author_reply: 1, certificate_code: null });
    expect(await notices(t.app, commercial.u.uid)).toHaveLength(0);
    const unspecified = await apply();
    expect(unspecified.body.data.author_reply).toBe(1);
    expect((await notices(t.app, author.uid)).map((n) => n.apply_type)).toEqual([1, 1, 1]);
    await set(author, 'none');
    expect((await apply('pv')).body.data.author_reply).toBe(1);
  });

  it('thread: the two parties only (no token 401, another user 404); each message is a licence notice to the other side', async () => {
    const r = await waitingRequest(t.app);
    const other = await registerUser(t.app);
    const url = `/api/user/licence/${r.id}/thread`;
    expect((await as(t.app, null).get(url)).statusCode).toBe(401);
    expect((await as(t.app, null).post(url, { text: 'hi' })).statusCode).toBe(401);
    expect((await as(t.app, other).get(url)).statusCode).toBe(404);
    expect((await as(t.app, other).post(url, { text: 'hi' })).statusCode).toBe(404);
    expect((await as(t.app, r.applicant).get('/api/user/licence/999999/thread')).statusCode).toBe(404);
    const long = await as(t.app, r.applicant).post(url, { text: '字'.repeat(501) });
    expect([long.statusCode, long.json().message]).toEqual([400, '消息最长500个字']);
    expect((await as(t.app, r.applicant).post(url, { text: '  ' })).statusCode).toBe(400);
    expect((await as(t.app, r.applicant).post(url, { text: '字'.repeat(500) })).statusCode).toBe(200);
    expect((await as(t.app, r.author).post(url, { text: '可以，发布平台是？' })).statusCode).toBe(200);
    const seen = (await as(t.app, r.author).get(url)).json().data;
    expect(seen.map((m: { uid: number; mine: boolean }) => [m.uid, m.mine])).toEqual([
      [r.applicant.uid, false],
      [r.author.uid, true],
    ]);
    expect((await as(t.app, r.applicant).get(url)).json().data[1]).toMatchObject({
      text: '可以，发布平台是？',
      username: r.author.username,
      mine: false,
    });
    const toAuthor = await notices(t.app, r.author.uid);
    expect(toAuthor.map((n) => n.apply_type)).toEqual([1, 4]);
    expect((await notices(t.app, r.applicant.uid)).map((n) => [n.apply_type, n.text])).toEqual([
      [4, '可以，发布平台是？'],
    ]);
    const unread = (await as(t.app, r.applicant).get('/api/user/unread_msg_count')).json().data;
    expect(unread.apply).toBe(1);
    // the decision's 15-character reply is unchanged by the thread
    expect(
      (await answer(t.app, r.author, 'pass', r, { reply_text: '一二三四五六七八九十一二三四五六' }))
        .statusCode,
    ).toBe(400);
  });

  it('derived works: only the licensee of an allowed, unrevoked licence; links validated; listed on the project and beside the request', async () => {
    const r = await allowed();
    const other = await registerUser(t.app);
    const url = `/api/user/licence/${r.id}/work`;
    expect((await as(t.app, null).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(401);
    expect((await as(t.app, other).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(404);
    expect((await as(t.app, r.author).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(404);
    for (const link of ['BV123', 'ftp://x.example/a', 'javascript:alert(1)', 'https://', 'see my video']) {
      const bad = await as(t.app, r.applicant).post(url, { link });
      expect([bad.statusCode, bad.json().message]).toEqual([400, '请填写B站BV/AV号或http(s)链接']);
    }
    expect((await as(t.app, r.applicant).post(url, { link: 'BV1xx411c7mD' })).json()).toMatchObject({
      success: true,
      message: '作品已登记',
    });
    expect(
      (await as(t.app, r.applicant).post(url, { link: 'https://www.youtube.com/watch?v=abc' })).statusCode,
    ).toBe(200);
    const list = (await as(t.app, null).get(`/api/app/project/${r.project.id}/derivatives`)).json().data;
    expect(list.map((w: { link: string }) => w.link)).toEqual([
      'https://www.youtube.com/watch?v=abc',
      'BV1xx411c7mD',
    ]);
    expect(list[0]).toMatchObject({
      request_id: r.id,
      licensee_uid: r.applicant.uid,
      licensee_name: r.applicant.username,
    });
    expect((await as(t.app, null).get('/api/app/project/999999/derivatives')).statusCode).toBe(404);
    const received = (await as(t.app, r.author).request(ep.received)).json().data[0];
    expect(received.works.map((w: { link: string }) => w.link)).toEqual([
      'BV1xx411c7mD',
      'https://www.youtube.com/watch?v=abc',
    ]);
    expect((await notices(t.app, r.author.uid)).filter((n) => n.apply_type === 6)).toHaveLength(2);
    // waiting and revoked licences take no works
    const w = await waitingRequest(t.app);
    expect(
      (await as(t.app, w.applicant).post(`/api/user/licence/${w.id}/work`, { link: 'av170001' })).statusCode,
    ).toBe(409);
    await as(t.app, r.author).post(`/api/user/licence/${r.id}/revoke`, { reason: 'x' });
    const revoked = await as(t.app, r.applicant).post(url, { link: 'av170001' });
    expect([revoked.statusCode, revoked.json().message]).toEqual([409, '该授权未生效或已撤销']);
    expect(
      (await as(t.app, null).get(`/api/app/project/${r.project.id}/derivatives`)).json().data,
    ).toHaveLength(2);
  });
  it('MIDI projects: auto-allow, certificate and derived works work the same; the MIDI list is its own', async () => {
    const author = await registerUser(t.app);
    // a vsqx and a MIDI project with the same number: the two derivative lists must not mix
    const shared = 700000 + Math.floor(Math.random() * 100000);
    const m = await addMidiProject(t.app, author.uid, 'MIDI 原曲', shared);
    await addVsqxProject(t.app, author.uid, 'same number', shared);
    const v = await addVsqxProject(t.app, author.uid, 'vsqx');
    const other = await registerUser(t.app);
    const set = (u: typeof author | null) =>
      as(t.app, u).post('/api/user/licence/auto_allow', {
        project_type: 'm',
        project_id: m.id,
        auto_allow: 'noncommercial',
      });
    expect((await set(null)).statusCode).toBe(401);
    expect((await set(other)).statusCode).toBe(404);
    expect((await set(author)).json().success).toBe(true);
    expect(
      (await as(t.app, author).get(`/api/user/licence/auto_allow?project_type=m&project_id=${m.id}`)).json()
        .data,
    ).toEqual({ auto_allow: 'noncommercial' });
    // the rule is the MIDI project's only: the vsqx project keeps 'none'
    expect(
      (await as(t.app, author).get(`/api/user/licence/auto_allow?project_type=v&project_id=${v.id}`)).json()
        .data,
    ).toEqual({ auto_allow: 'none' });

    const licensee = await registerUser(t.app);
    const res = (
      await as(t.app, licensee).post('/api/app/apply', {
        project_type: 'm',
        project_id: m.id,
        apply_text: '扒谱翻调',
        use_type: 'retune',
      })
    ).json();
    expect(res).toMatchObject({ success: true, data: { author_reply: 2 } });
    const code = res.data.certificate_code as string;
    expect((await as(t.app, null).get(`/api/app/licence/verify/${code}`)).json().data).toMatchObject({
      project_type: 'm',
      project_id: m.id,
      music_name: 'MIDI 原曲',
      status: 'valid',
      use_type: 'retune',
    });
    const biz = (
      await as(t.app, other).post('/api/app/apply', {
        project_type: 'm',
        project_id: m.id,
        apply_text: '商用',
        use_type: 'commercial',
      })
    ).json();
    expect(biz.data).toMatchObject({ author_reply: 1, certificate_code: null });
    expect((await notices(t.app, author.uid)).map((n) => [n.apply_type, n.scene])).toEqual([
      [1, 4],
      [1, 4],
    ]);

    const url = `/api/user/licence/${res.data.id}/work`;
    expect((await as(t.app, author).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(404);
    expect((await as(t.app, other).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(404);
    expect((await as(t.app, licensee).post(url, { link: 'BV1xx411c7mD' })).statusCode).toBe(200);
    const list = (await as(t.app, null).get(`/api/app/midi/${m.id}/derivatives`)).json().data;
    expect(list).toEqual([
      expect.objectContaining({ link: 'BV1xx411c7mD', use_type: 'retune', licensee_uid: licensee.uid }),
    ]);
    expect((await as(t.app, null).get(`/api/app/project/${shared}/derivatives`)).json().data).toEqual([]);
    expect((await as(t.app, null).get('/api/app/midi/999999/derivatives')).statusCode).toBe(404);
  });
});
