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

/** A project id no sequence reaches in a test run, shared by one vsqx and one MIDI project. */
const sharedId = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

describe('spec §7 licence answers: vn is the project id, apply_uid the applicant', () => {
  const t = useTestApp();

  /** A waiting request whose project id no request id reaches, so the two readings of vn differ. */
  async function requestOnBigId() {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const project = await addVsqxProject(t.app, author.uid, 'Test song', sharedId());
    const id = (
      await as(t.app, applicant).post('/api/app/apply', {
        project_type: 'v',
        project_id: project.id,
        apply_text: '翻唱',
      })
    ).json().data.id as number;
    return { author, applicant, project, id };
  }

  it('a spec client answers by (vn = music_id, apply_uid) and decides exactly that request', async () => {
    // Two requests from two applicants to one author; the second's request id is made to equal the first's
    // project id, as in the demo data where refusing "vn=4" used to refuse request 4 instead.
    const a = await requestOnBigId();
    const applicant2 = await registerUser(t.app);
    const p2 = await addVsqxProject(t.app, a.author.uid, 'Second');
    const r2 = (
      await as(t.app, applicant2).post('/api/app/apply', {
        project_type: 'v',
        project_id: p2.id,
        apply_text: '翻唱',
      })
    ).json().data.id as number;
    await t.app.ctx.db
      .updateTable('licence_requests')
      .set({ id: a.project.id })
      .where('id', '=', r2)
      .execute();
    expect(a.project.id).not.toBe(a.id);

    const res = await answer(t.app, a.author, 'reject', a, { reply_text: '暂不授权' });
    expect(res.json()).toMatchObject({ success: true, message: '已拒绝该申请' });
    expect(await requestRow(t.app, a.id)).toMatchObject({ author_reply: 3, reply_text: '暂不授权' });
    expect((await requestRow(t.app, a.project.id))?.author_reply).toBe(1);
    expect((await notices(t.app, a.applicant.uid)).map((m) => m.apply_type)).toEqual([3]);
    expect(await notices(t.app, applicant2.uid)).toHaveLength(0);
  });

  it('the request id in vn (the old reading) names no request: 404, nothing changes', async () => {
    const a = await requestOnBigId();
    const res = await as(t.app, a.author).form('/api/user/pass_application', {
      vn: a.id,
      apply_uid: a.applicant.uid,
      reply_text: '',
    });
    expect([res.statusCode, res.json().success]).toEqual([404, false]);
    expect((await requestRow(t.app, a.id))?.author_reply).toBe(1);
  });

  it('apply_uid is required and must be the applicant; no token 401; another user and the applicant 404', async () => {
    const a = await waitingRequest(t.app);
    const other = await registerUser(t.app);
    const missing = await as(t.app, a.author).form('/api/user/pass_application', {
      vn: a.project.id,
      reply_text: '',
    });
    expect([missing.statusCode, missing.json().success]).toEqual([400, false]);
    expect((await answer(t.app, null, 'pass', a)).statusCode).toBe(401);
    expect((await answer(t.app, other, 'pass', a)).statusCode).toBe(404);
    expect((await answer(t.app, a.applicant, 'pass', a)).statusCode).toBe(404);
    expect((await answer(t.app, a.author, 'pass', { ...a, applicant: other })).statusCode).toBe(404);
    expect((await requestRow(t.app, a.id))?.author_reply).toBe(1);
  });

  it('a MIDI request is answered by the MIDI project id; a re-application after a refusal is the one decided', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const m = await addMidiProject(t.app, author.uid);
    const apply = () =>
      as(t.app, applicant).post('/api/app/apply', {
        project_type: 'm',
        project_id: m.id,
        apply_text: '想用',
      });
    const first = (await apply()).json().data.id as number;
    expect((await answer(t.app, author, 'reject', { project: m, applicant, type: 'm' })).json().success).toBe(
      true,
    );
    const second = (await apply()).json().data.id as number;
    expect((await answer(t.app, author, 'pass', { project: m, applicant })).json().success).toBe(true);
    expect([
      (await requestRow(t.app, first))?.author_reply,
      (await requestRow(t.app, second))?.author_reply,
    ]).toEqual([3, 2]);
    // Nothing waiting any more: the answer is 409 and nothing changes.
    expect((await answer(t.app, author, 'reject', { project: m, applicant })).statusCode).toBe(409);
    expect((await requestRow(t.app, second))?.author_reply).toBe(2);
  });

  it('a vsqx and a MIDI project with one id: project_type picks; without it the vsqx request goes first', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const id = sharedId();
    await addVsqxProject(t.app, author.uid, 'V', id);
    await addMidiProject(t.app, author.uid, 'M', id);
    const apply = async (project_type: 'v' | 'm') =>
      (
        await as(t.app, applicant).post('/api/app/apply', {
          project_type,
          project_id: id,
          apply_text: '想用',
        })
      ).json().data.id as number;
    const v = await apply('v');
    const m = await apply('m');
    const target = { project: { id }, applicant };

    expect((await answer(t.app, author, 'reject', { ...target, type: 'm' })).json().success).toBe(true);
    expect([(await requestRow(t.app, v))?.author_reply, (await requestRow(t.app, m))?.author_reply]).toEqual([
      1, 3,
    ]);
    expect((await answer(t.app, author, 'reject', { ...target, type: 'm' })).statusCode).toBe(409);

    const m2 = await apply('m');
    expect((await answer(t.app, author, 'pass', target)).json().success).toBe(true);
    expect([(await requestRow(t.app, v))?.author_reply, (await requestRow(t.app, m2))?.author_reply]).toEqual(
      [2, 1],
    );
    expect((await answer(t.app, author, 'pass', target)).json().success).toBe(true);
    expect((await requestRow(t.app, m2))?.author_reply).toBe(2);
    const bad = await answer(t.app, author, 'pass', target, { project_type: 'x' });
    expect([bad.statusCode, bad.json().success]).toEqual([400, false]);
  });
});

describe('spec §6 applicant actions: another user never acts on a request', () => {
  const t = useTestApp();

  it('cancel_apply/{id}, delete_apply/{id} and the legacy .php calls by another user change nothing', async () => {
    const waiting = await waitingRequest(t.app);
    const refused = await waitingRequest(t.app);
    await answer(t.app, refused.author, 'reject', refused);
    const other = await registerUser(t.app);
    const before = [await requestRow(t.app, waiting.id), await requestRow(t.app, refused.id)];

    expect((await as(t.app, other).request(ep.cancel, { params: { id: waiting.id } })).statusCode).toBe(404);
    expect((await as(t.app, other).request(ep.remove, { params: { id: refused.id } })).statusCode).toBe(404);
    expect((await as(t.app, null).request(ep.cancel, { params: { id: waiting.id } })).statusCode).toBe(401);
    for (const [action, r] of [
      ['cancel', waiting],
      ['delete', refused],
    ] as const) {
      for (const q of [`id=${r.id}`, `vn=${r.project.id}`, `mn=${r.project.id}`]) {
        const res = await as(t.app, other).get(`/api/user/${action}_apply.php?${q}`);
        expect([res.statusCode, res.body]).toEqual([200, 'error']);
      }
      // The author is not the applicant either.
      expect((await as(t.app, r.author).get(`/api/user/${action}_apply.php?vn=${r.project.id}`)).body).toBe(
        'error',
      );
    }
    expect([await requestRow(t.app, waiting.id), await requestRow(t.app, refused.id)]).toEqual(before);
  });
});
