import { describe, expect, it } from 'vitest';
import { creditEndpoints as credit } from '@vsqx/domain';
import { as, registerUser, useTestApp } from '../../test/factories';
import { addMidiProject, addVsqxProject } from '../../test/licence-requests';

/** DESIGN §8 "Credits", through HTTP into the real database. */
describe('project credits', () => {
  const t = useTestApp();

  const invites = (uid: number) =>
    t.app.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('to_user_id', '=', uid)
      .where('kind', '=', 'system')
      .where('title', '=', '署名邀请')
      .execute();
  const detailCredits = async (id: number) =>
    (await as(t.app, null).get(`/api/app/project/${id}`)).json().data.credits;

  it('the owner saves credits; a credited user is invited and appears only after accepting; names and sources show at once', async () => {
    const owner = await registerUser(t.app);
    const tuner = await registerUser(t.app);
    const source = await addVsqxProject(t.app, tuner.uid, 'Source song');
    const p = await addVsqxProject(t.app, owner.uid, 'Cover song');
    const body = {
      project_type: 'v',
      project_id: p.id,
      credits: [
        { role: 'compose', name: '某作曲家' },
        { role: 'tuning', uid: tuner.uid },
        { role: 'lyrics', uid: owner.uid },
        { role: 'source', source_project_id: source.id },
      ],
    };
    const other = await registerUser(t.app);
    expect((await as(t.app, null).post('/api/user/project_credits', body)).statusCode).toBe(401);
    expect((await as(t.app, other).post('/api/user/project_credits', body)).statusCode).toBe(404);
    expect((await as(t.app, tuner).post('/api/user/project_credits', body)).statusCode).toBe(404);
    for (const [credits, message] of [
      [[{ role: 'singer', name: 'x' }], '请选择署名角色'],
      [[{ role: 'mix' }], '请选择用户、填写署名或原工程'],
      [[{ role: 'mix', uid: 999999 }], '署名的用户不存在'],
      [[{ role: 'source', source_project_id: 999999 }], '原工程不存在'],
      [[{ role: 'source', source_project_id: p.id }], '原工程不存在'],
      [[{ role: 'mix', name: 'x'.repeat(33) }], '署名最长32个字'],
    ] as const) {
      const res = await as(t.app, owner).post('/api/user/project_credits', { ...body, credits });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await detailCredits(p.id)).toEqual([]);

    expect((await as(t.app, owner).post('/api/user/project_credits', body)).json()).toMatchObject({
      success: true,
    });
    expect(await invites(tuner.uid)).toHaveLength(1);
    expect(await invites(owner.uid)).toHaveLength(0);
    expect(await detailCredits(p.id)).toEqual([
      { role: 'compose', name: '某作曲家' },
      { role: 'lyrics', uid: owner.uid, name: owner.username },
      { role: 'source', name: '', source_project_id: source.id, source_name: 'Source song' },
    ]);
    const ownerView = (
      await as(t.app, owner).request(credit.mine, { query: { project_type: 'v', project_id: p.id } })
    ).json().data;
    expect(ownerView.map((c: { role: string; status: string }) => [c.role, c.status])).toEqual([
      ['compose', 'accepted'],
      ['tuning', 'pending'],
      ['lyrics', 'accepted'],
      ['source', 'accepted'],
    ]);
    expect(
      (await as(t.app, tuner).request(credit.mine, { query: { project_type: 'v', project_id: p.id } })).json()
        .data,
    ).toEqual([{ role: 'tuning', uid: tuner.uid, name: tuner.username, status: 'pending' }]);
    expect(
      (await as(t.app, other).request(credit.mine, { query: { project_type: 'v', project_id: p.id } })).json()
        .data,
    ).toEqual([]);

    // accept: no token 401; someone not invited 404 with a message; the invited user once
    const accept = (u: typeof owner | null) =>
      as(t.app, u).post('/api/user/project_credits/accept', { project_type: 'v', project_id: p.id });
    expect((await accept(null)).statusCode).toBe(401);
    const none = await accept(other);
    expect([none.statusCode, none.json().message]).toEqual([404, '没有待接受的署名邀请']);
    expect((await accept(tuner)).json()).toMatchObject({ success: true, message: '已接受署名' });
    expect((await accept(tuner)).statusCode).toBe(404);
    expect((await detailCredits(p.id))[1]).toEqual({ role: 'tuning', uid: tuner.uid, name: tuner.username });
    expect(
      (await as(t.app, null).request(credit.credited, { params: { uid: tuner.uid } })).json().data,
    ).toEqual([
      expect.objectContaining({
        project_type: 'v',
        project_id: p.id,
        roles: ['tuning'],
        name: 'Cover song',
        uid: owner.uid,
        username: owner.username,
      }),
    ]);
    expect(
      (await as(t.app, null).request(credit.basedOn, { params: { music_id: source.id } })).json().data,
    ).toEqual([{ project_type: 'v', project_id: p.id, name: 'Cover song' }]);

    // a second save keeps the answer and invites nobody again
    await as(t.app, owner).post('/api/user/project_credits', body);
    expect(await invites(tuner.uid)).toHaveLength(1);
    expect((await detailCredits(p.id)).some((c: { uid?: number }) => c.uid === tuner.uid)).toBe(true);
  });

  it('decline hides the credit; a removed credit leaves nothing to accept', async () => {
    const owner = await registerUser(t.app);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const m = await addMidiProject(t.app, owner.uid);
    const save = (credits: object[]) =>
      as(t.app, owner).post('/api/user/project_credits', { project_type: 'm', project_id: m.id, credits });
    expect(
      (
        await save([
          { role: 'mix', uid: a.uid },
          { role: 'pv', uid: b.uid },
        ])
      ).statusCode,
    ).toBe(200);
    const answer = (u: typeof owner, what: 'accept' | 'decline') =>
      as(t.app, u).post(`/api/user/project_credits/${what}`, { project_type: 'm', project_id: m.id });
    expect((await answer(a, 'decline')).json()).toMatchObject({ success: true, message: '已拒绝署名' });
    expect((await answer(a, 'accept')).statusCode).toBe(404);
    const midi = async () => (await as(t.app, null).get(`/api/app/midi/${m.id}`)).json().data.credits;
    expect(await midi()).toEqual([]);
    // b's credit is removed before b answers
    expect((await save([{ role: 'mix', uid: a.uid }])).statusCode).toBe(200);
    expect((await answer(b, 'accept')).statusCode).toBe(404);
    expect(await midi()).toEqual([]);
    expect((await as(t.app, null).request(credit.credited, { params: { uid: b.uid } })).json().data).toEqual(
      [],
    );
    // the declined user stays declined on later saves
    const rows = await t.app.ctx.db
      .selectFrom('project_credits')
      .select(['user_id', 'status'])
      .where('project_type', '=', 'm')
      .where('project_id', '=', m.id)
      .execute();
    expect(rows).toEqual([{ user_id: a.uid, status: 'declined' }]);
  });
  it('参与的作品: one card per project with every accepted role, MIDI projects too; private projects show in no public list', async () => {
    const owner = await registerUser(t.app);
    const helper = await registerUser(t.app);
    const source = await addVsqxProject(t.app, owner.uid, 'Original');
    const m = await addMidiProject(t.app, owner.uid, 'MIDI work');
    const v = await addVsqxProject(t.app, owner.uid, 'Hidden work');
    const save = (type: 'v' | 'm', id: number) =>
      as(t.app, owner).post('/api/user/project_credits', {
        project_type: type,
        project_id: id,
        credits: [
          { role: 'transcribe', uid: helper.uid },
          { role: 'source', source_project_id: source.id },
          { role: 'mix', uid: helper.uid },
        ],
      });
    expect((await save('m', m.id)).statusCode).toBe(200);
    expect((await save('v', v.id)).statusCode).toBe(200);
    const credited = async () =>
      (await as(t.app, null).request(credit.credited, { params: { uid: helper.uid } })).json().data;
    expect(await credited()).toEqual([]);
    for (const [type, id] of [
      ['m', m.id],
      ['v', v.id],
    ] as const) {
      expect(
        (
          await as(t.app, helper).post('/api/user/project_credits/accept', {
            project_type: type,
            project_id: id,
          })
        ).statusCode,
      ).toBe(200);
    }
    const both = await credited();
    expect(
      both.map((w: { project_type: string; name: string; roles: string[] }) => [
        w.project_type,
        w.name,
        w.roles,
      ]),
    ).toEqual([
      ['v', 'Hidden work', ['transcribe', 'mix']],
      ['m', 'MIDI work', ['transcribe', 'mix']],
    ]);
    expect(both[1]).toMatchObject({
      project_id: m.id,
      uid: owner.uid,
      username: owner.username,
      pic_version: 0,
    });
    expect(typeof both[1].file_uid).toBe('string');
    const basedOn = async () =>
      (await as(t.app, null).request(credit.basedOn, { params: { music_id: source.id } }))
        .json()
        .data.map((b: { name: string }) => b.name);
    expect(await basedOn()).toEqual(['Hidden work', 'MIDI work']);
    // the owner makes the vsqx project private: it leaves the space and the source's 基于此工程
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ visibility: 'private' })
      .where('music_id', '=', v.id)
      .execute();
    expect((await credited()).map((w: { name: string }) => w.name)).toEqual(['MIDI work']);
    expect(await basedOn()).toEqual(['MIDI work']);
  });
});
