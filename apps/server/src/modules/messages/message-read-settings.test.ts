import { describe, expect, it } from 'vitest';
import { messageEndpoints as ep } from '@vsqx/domain';
import { as, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { notifyReply } from '../notify/notices';

/** Issue 24 message pages: mark one read, the unread filter, and the per-kind notification settings. */
describe('mark one read, unread filter, message settings', () => {
  const t = useTestApp();
  const reply = (to: TestUser, from: TestUser, text: string) =>
    notifyReply(t.app.ctx.live, t.app.ctx.db, {
      toUserId: to.uid,
      fromUserId: from.uid,
      scene: 1,
      projectId: 3,
      projectName: '歌',
      commentType: 1,
      text,
    });
  const replies = (u: TestUser, unread?: '0' | '1') =>
    as(t.app, u).answer(ep.replies, { query: { unread }, body: { pageIndex: 1 } });

  it('401 without a token', async () => {
    expect((await as(t.app, null).request(ep.markOneRead, { params: { id: 1 } })).statusCode).toBe(401);
    expect((await as(t.app, null).request(ep.settings)).statusCode).toBe(401);
    expect((await as(t.app, null).request(ep.updateSettings, { body: { at: false } })).statusCode).toBe(401);
  });

  it('marks one of my messages read; another user’s message is 404 and stays unread', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await reply(me, other, 'a');
    await reply(me, other, 'b');
    const [newest, older] = (await replies(me)).data;
    expect((await as(t.app, other).request(ep.markOneRead, { params: { id: newest.id } })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, me).request(ep.unreadCounts)).json().data.comment).toBe(2);

    expect((await as(t.app, me).request(ep.markOneRead, { params: { id: older.id } })).json()).toEqual({
      success: true,
      message: '',
      data: { updated: 1 },
    });
    expect((await as(t.app, me).request(ep.markOneRead, { params: { id: older.id } })).json().data).toEqual({
      updated: 0,
    }); // already read
    expect((await as(t.app, me).request(ep.unreadCounts)).json().data.comment).toBe(1);
    const after = (await replies(me)).data;
    expect(after.map((r: { is_read: number }) => r.is_read)).toEqual([0, 1]);
    for (const bad of ['0', 'abc', '1.5'])
      expect((await as(t.app, me).post(`/api/user/message_read/${bad}`)).statusCode, bad).toBe(400);
    expect((await as(t.app, me).request(ep.markOneRead, { params: { id: 99999999 } })).statusCode).toBe(404);
  });

  it('unread=1 lists only the unread ones, with their total, on every kind', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const text of ['1', '2', '3']) await reply(me, other, text);
    const all = (await replies(me)).data;
    await as(t.app, me).request(ep.markOneRead, { params: { id: all[1].id } });
    const unread = await replies(me, '1');
    expect(unread.total).toBe(2);
    expect(unread.data.map((r: { comment_text: string }) => r.comment_text)).toEqual(['3', '1']);
    expect((await replies(me, '0')).total).toBe(3);
    for (const list of [ep.mentions, ep.applyNotices, ep.system]) {
      expect((await as(t.app, me).request(list, { query: { unread: '1' } })).json(), list.path).toMatchObject(
        {
          success: true,
          total: 0,
          data: [],
        },
      );
    }
    expect((await as(t.app, me).get('/api/user/select_system_msg?unread=yes')).statusCode).toBe(400);
    // Another user's unread list is their own.
    expect((await replies(other, '1')).total).toBe(0);
  });

  it('a reply notice carries the comment it is about, answerable with reply_to', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const project = (await buildProject(t.app, { owner: author.uid })).music_id;
    const posted = (
      await as(t.app, fan).post('/api/app/comment', { scene: 1, project_id: project, text: '问一下' })
    ).json().data;
    const [notice] = (await replies(author)).data;
    expect(notice.comment_id).toBe(posted.id);
    const answer = await as(t.app, author).post('/api/app/comment', {
      scene: notice.scene,
      project_id: notice.project_id,
      text: '好的',
      reply_to: notice.comment_id,
    });
    expect(answer.statusCode).toBe(200);
    const [back] = (await replies(fan)).data;
    expect(back).toMatchObject({ comment_text: '好的', comment_type: 2, uid: author.uid });
  });

  it('settings: all on by default; a change keeps the other kinds; each user has their own; bad input is 400 and changes nothing', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await as(t.app, me).request(ep.settings)).json().data).toEqual({
      comment: true,
      at: true,
      apply: true,
      system: true,
    });
    expect((await as(t.app, me).request(ep.updateSettings, { body: { at: false } })).json().data).toEqual({
      comment: true,
      at: false,
      apply: true,
      system: true,
    });
    expect(
      (await as(t.app, me).request(ep.updateSettings, { body: { system: false, at: true } })).json().data,
    ).toEqual({ comment: true, at: true, apply: true, system: false });
    for (const bad of [{ at: 'no' }, { other: true }, { comment: 1 }]) {
      expect(
        (await as(t.app, me).post('/api/user/message_settings', bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect((await as(t.app, me).request(ep.settings)).json().data).toEqual({
      comment: true,
      at: true,
      apply: true,
      system: false,
    });
    expect((await as(t.app, other).request(ep.settings)).json().data).toEqual({
      comment: true,
      at: true,
      apply: true,
      system: true,
    });
  });
});
