import { describe, expect, it } from 'vitest';
import { adminCommands } from '../../admin/commands';
import { endpointUrl, messageEndpoints as ep } from '@vsqx/domain';
import { as, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { notifyMentions, notifyReply } from '../notify/notices';

const LISTS = [ep.mentions, ep.applyNotices, ep.system, ep.unreadCounts].map((e) => endpointUrl(e));
const MARKS = [
  endpointUrl(ep.markCommentsRead, { type: 1 }),
  endpointUrl(ep.markCommentsRead, { type: 2 }),
  endpointUrl(ep.markSystemRead),
  endpointUrl(ep.markApplyRead),
];

describe('message pages', () => {
  const t = useTestApp();
  const db = () => t.app.ctx.db;
  const unread = async (u: TestUser) => (await as(t.app, u).request(ep.unreadCounts)).json().data;

  it('401 without a token on every list and mark-as-read call', async () => {
    for (const url of [...LISTS, ...MARKS])
      expect((await as(t.app, null).get(url)).statusCode, url).toBe(401);
    expect((await as(t.app, null).request(ep.replies, { body: { pageIndex: 1 } })).statusCode).toBe(401);
  });

  it('replies: 10 per page by pageIndex (form or JSON), newest first, with total; nothing for oneself', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (let i = 1; i <= 23; i++) {
      const wrote = await notifyReply(t.app.ctx.live, db(), {
        toUserId: me.uid,
        fromUserId: other.uid,
        scene: 1,
        projectId: 7,
        projectName: '千年之约',
        commentType: i % 2 ? 1 : 2,
        text: `第${i}条`,
      });
      expect(wrote).toBe(true);
    }
    expect(
      await notifyReply(t.app.ctx.live, db(), {
        toUserId: me.uid,
        fromUserId: me.uid,
        scene: 1,
        projectId: 7,
        projectName: 'x',
        commentType: 1,
        text: 'self',
      }),
    ).toBe(false);

    const p1 = (await as(t.app, me).request(ep.replies, { body: { pageIndex: 1 } })).json();
    expect(p1).toMatchObject({ success: true, total: 23 });
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]).toMatchObject({
      uid: other.uid,
      comment_name: other.username,
      avatar_exist: 0,
      comment_text: '第23条',
      comment_type: 1,
      scene: 1,
      project_id: 7,
      project_name: '千年之约',
      is_read: 0,
    });
    expect(typeof p1.data[0].comment_time).toBe('number');
    const p3 = (await as(t.app, me).post('/api/user/select_comment_msg_v2', { pageIndex: 3 })).json();
    expect(p3.data.map((r: { comment_text: string }) => r.comment_text)).toEqual(['第3条', '第2条', '第1条']);
    expect(p3.data[1].comment_type).toBe(2);
    expect((await as(t.app, me).request(ep.replies, { body: { pageIndex: 9 } })).json()).toMatchObject({
      success: true,
      total: 23,
      data: [],
    });
    // No body at all is page 1.
    expect((await as(t.app, me).post('/api/user/select_comment_msg_v2')).json().data).toHaveLength(10);
    for (const bad of [0, -1, 'abc', 1.5]) {
      expect(
        (await as(t.app, me).post('/api/user/select_comment_msg_v2', { pageIndex: bad })).statusCode,
        String(bad),
      ).toBe(400);
    }
    // The other user's inbox is empty: every list is the caller's own.
    expect((await as(t.app, other).request(ep.replies, { body: { pageIndex: 1 } })).json()).toMatchObject({
      total: 0,
      data: [],
    });
  });

  it('replies and mentions are JSON the database writes: every member in order, exactly the row, hostile texts and absent senders included', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await db()
      .updateTable('users')
      .set({ avatar_exist: 1, avatar_version: 3 })
      .where('id', '=', other.uid)
      .execute();
    const hostile = [
      '引号"和\\反斜杠',
      'tab\there\nnew\rline\b\f\u0001\u001f',
      '</script><img src=x>',
      '\u2028\u2029 𝄞 🎤 初音ミク',
      '\u007f\u0080\u00ff',
    ];
    for (const [i, text] of hostile.entries()) {
      await notifyReply(t.app.ctx.live, db(), {
        toUserId: me.uid,
        fromUserId: other.uid,
        scene: 2,
        projectId: 40 + i,
        projectName: hostile[hostile.length - 1 - i],
        commentType: 2,
        text,
      });
    }
    await notifyMentions(t.app.ctx.live, db(), {
      fromUserId: other.uid,
      text: `@${me.username} ${hostile[0]}`,
      scene: 1,
      projectId: 9,
      projectName: hostile[3],
    });
    const rows = await db()
      .selectFrom('messages')
      .selectAll()
      .where('to_user_id', '=', me.uid)
      .orderBy('id', 'desc')
      .execute();
    const replies = rows.filter((r) => r.kind === 'comment');
    const mention = rows.find((r) => r.kind === 'at')!;
    const sent = (await as(t.app, me).request(ep.replies, { body: { pageIndex: 1 } })).json().data;
    expect(sent).toEqual(
      replies.map((r) => ({
        id: r.id,
        is_read: 0,
        uid: other.uid,
        comment_name: other.username,
        avatar_exist: 1,
        avatar_version: 3,
        comment_text: r.text,
        comment_time: Number(r.created_at),
        comment_type: 2,
        scene: 2,
        project_id: r.project_id,
        project_name: r.project_name,
        comment_id: 0,
      })),
    );
    expect(sent.map((m: { comment_text: string }) => m.comment_text)).toEqual([...hostile].reverse());
    expect(Object.keys(sent[0])).toEqual([
      'id',
      'is_read',
      'uid',
      'comment_name',
      'avatar_exist',
      'avatar_version',
      'comment_text',
      'comment_time',
      'comment_type',
      'scene',
      'project_id',
      'project_name',
      'comment_id',
    ]);
    const at = (await as(t.app, me).request(ep.mentions)).json().data;
    expect(at).toEqual([
      {
        id: mention.id,
        is_read: 0,
        at_uid: other.uid,
        at_name: other.username,
        avatar_exist: 1,
        avatar_version: 3,
        text: mention.text,
        timestamp: Number(mention.created_at),
        scene: 1,
        project_id: 9,
        project_name: hostile[3],
      },
    ]);
    // A message whose sender and place are unknown reads with the defaults, not nulls.
    await db()
      .updateTable('messages')
      .set({ from_user_id: null, scene: null, project_id: null, comment_type: null })
      .where('id', '=', replies[0].id)
      .execute();
    expect(
      (await as(t.app, me).request(ep.replies, { body: { pageIndex: 1 } })).json().data[0],
    ).toMatchObject({
      uid: 0,
      comment_name: '',
      avatar_exist: 0,
      avatar_version: 0,
      comment_type: 1,
      scene: 1,
      project_id: 0,
    });
  });

  it('mentions: one per named existing user; unknown, self, disabled and repeated names notify nobody extra', async () => {
    const author = await registerUser(t.app);
    const x = await registerUser(t.app);
    const y = await registerUser(t.app);
    const off = await registerUser(t.app);
    await db().updateTable('users').set({ disabled: 1 }).where('id', '=', off.uid).execute();
    const text = `@${x.username} 看看这个，@${x.username} 还有 @${y.username}，@${author.username} @nobody_here @${off.username} @a`;
    expect(
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: author.uid,
        scene: 3,
        projectId: 42,
        projectName: '',
        text,
      }),
    ).toBe(2);
    expect(
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: author.uid,
        scene: 1,
        projectId: 1,
        projectName: 'p',
        text: '没有提到任何人 a@b',
      }),
    ).toBe(0);
    expect(
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: author.uid,
        scene: 1,
        projectId: 1,
        projectName: 'p',
        text: `@${author.username}`,
      }),
    ).toBe(0);

    const res = (await as(t.app, x).request(ep.mentions)).json();
    expect(res).toMatchObject({ success: true, total: 1 });
    expect(res.data[0]).toMatchObject({
      at_uid: author.uid,
      at_name: author.username,
      avatar_exist: 0,
      text,
      scene: 3,
      project_id: 42,
      is_read: 0,
    });
    expect(typeof res.data[0].timestamp).toBe('number');
    expect((await as(t.app, y).request(ep.mentions)).json().total).toBe(1);
    expect((await as(t.app, author).request(ep.mentions)).json().total).toBe(0);
    const offRows = await db()
      .selectFrom('messages')
      .select('id')
      .where('to_user_id', '=', off.uid)
      .execute();
    expect(offRows).toEqual([]);
  });

  it('mentions stop at the username alphabet and the 12-character limit', async () => {
    const author = await registerUser(t.app);
    const x = await registerUser(t.app);
    // Trailing Chinese punctuation ends the name; a longer run of name characters is a different name.
    expect(
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: author.uid,
        scene: 2,
        projectId: 5,
        projectName: '教程',
        text: `谢谢@${x.username}！`,
      }),
    ).toBe(1);
    expect(
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: author.uid,
        scene: 2,
        projectId: 5,
        projectName: '教程',
        text: `@${x.username}zzzzzzzzzzzz`,
      }),
    ).toBe(0);
    const rows = (await as(t.app, x).request(ep.mentions)).json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scene: 2, project_id: 5, project_name: '教程' });
  });

  it('system notices come from the admin command, newest first', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ctx = { db: db(), dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live };
    await adminCommands['system-message'].run(ctx, [u.username, '维护通知', '今晚 23:00 维护']);
    await adminCommands['system-message'].run(ctx, [u.username, '第二条', '你好']);
    const res = (await as(t.app, u).request(ep.system)).json();
    expect(res).toMatchObject({ success: true, total: 2 });
    expect(res.data.map((r: { title: string }) => r.title)).toEqual(['第二条', '维护通知']);
    expect(res.data[1]).toMatchObject({ title: '维护通知', msg: '今晚 23:00 维护', is_read: 0 });
    expect(typeof res.data[1].send_time).toBe('number');
    expect((await as(t.app, other).request(ep.system)).json().total).toBe(0);
  });

  it('licence notices come from the licence flow: a request to the author, the answer to the applicant', async () => {
    const author = await registerUser(t.app);
    const applicant = await registerUser(t.app);
    const musicId = (await buildProject(t.app, { owner: author.uid, music_name: '千年之约' })).music_id;
    expect(
      (
        await as(t.app, applicant).post('/api/app/apply', {
          project_type: 'v',
          project_id: musicId,
          apply_text: '想用于翻唱',
        })
      ).json().success,
    ).toBe(true);
    const toAuthor = (await as(t.app, author).request(ep.applyNotices)).json();
    expect(toAuthor).toMatchObject({ success: true, total: 1 });
    expect(toAuthor.data[0]).toMatchObject({
      apply_type: 1,
      apply_name: applicant.username,
      author_name: author.username,
      project_name: '千年之约',
      project_id: musicId,
      scene: 1,
      text: '想用于翻唱',
      reply_time: null,
      is_read: 0,
    });
    expect(typeof toAuthor.data[0].apply_time).toBe('number');
    expect(await unread(author)).toMatchObject({ apply: 1 });

    expect(
      (
        await as(t.app, author).form('/api/user/pass_application', {
          vn: musicId,
          apply_uid: applicant.uid,
          reply_text: '注明出处即可',
        })
      ).json().success,
    ).toBe(true);
    const toApplicant = (await as(t.app, applicant).request(ep.applyNotices)).json();
    expect(toApplicant.total).toBe(1);
    expect(toApplicant.data[0]).toMatchObject({
      apply_type: 2,
      apply_name: applicant.username,
      author_name: author.username,
      project_name: '千年之约',
      text: '注明出处即可',
    });
    expect(toApplicant.data[0].reply_time).toBeGreaterThanOrEqual(toApplicant.data[0].apply_time!);
    // The author's own list did not grow with the answer.
    expect((await as(t.app, author).request(ep.applyNotices)).json().total).toBe(1);
  });

  it('GET lists take ?page&page_size; bad paging is a 400', async () => {
    const u = await registerUser(t.app);
    await adminCommands['system-message'].run(
      { db: db(), dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
      [u.username, 'a', 'a'],
    );
    for (let i = 0; i < 4; i++)
      await adminCommands['system-message'].run(
        { db: db(), dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
        [u.username, `t${i}`, 'x'],
      );
    const p2 = (await as(t.app, u).request(ep.system, { query: { page: 2, page_size: 2 } })).json();
    expect(p2).toMatchObject({ total: 5 });
    expect(p2.data.map((r: { title: string }) => r.title)).toEqual(['t1', 't0']);
    expect((await as(t.app, u).request(ep.system, { query: { page: 0 } })).statusCode).toBe(400);
    expect((await as(t.app, u).request(ep.mentions, { query: { page_size: 1000 } })).statusCode).toBe(400);
  });

  it('unread counts per kind go to 0 after mark-as-read, only for the caller and only the kind asked', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ctx = { db: db(), dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live };
    for (const u of [me, other]) {
      await notifyReply(t.app.ctx.live, db(), {
        toUserId: u.uid,
        fromUserId: u === me ? other.uid : me.uid,
        scene: 1,
        projectId: 1,
        projectName: 'p',
        commentType: 1,
        text: 'hi',
      });
      await notifyMentions(t.app.ctx.live, db(), {
        fromUserId: u === me ? other.uid : me.uid,
        scene: 1,
        projectId: 1,
        projectName: 'p',
        text: `@${u.username}`,
      });
      await db()
        .insertInto('messages')
        .values({ to_user_id: u.uid, kind: 'apply', apply_type: 1, project_id: 1, created_at: Date.now() })
        .execute();
      await adminCommands['system-message'].run(ctx, [u.username, 's', 's']);
      await adminCommands['system-message'].run(ctx, [u.username, 's2', 's2']);
    }
    expect(await unread(me)).toEqual({ comment: 1, at: 1, apply: 1, system: 2 });

    expect((await as(t.app, me).request(ep.markCommentsRead, { params: { type: 1 } })).json()).toMatchObject({
      success: true,
      data: { updated: 1 },
    });
    expect(await unread(me)).toEqual({ comment: 0, at: 1, apply: 1, system: 2 });
    await as(t.app, me).request(ep.markCommentsRead, { params: { type: 2 } });
    await as(t.app, me).request(ep.markApplyRead);
    expect(await unread(me)).toEqual({ comment: 0, at: 0, apply: 0, system: 2 });
    // up_to: only what the page showed; a notice that arrives later stays unread.
    const shown = (await as(t.app, me).request(ep.system)).json().data[0].id as number;
    await adminCommands['system-message'].run(ctx, [me.username, 'late', 'late']);
    expect(
      (await as(t.app, me).request(ep.markSystemRead, { query: { up_to: shown } })).json().data.updated,
    ).toBe(2);
    expect(await unread(me)).toEqual({ comment: 0, at: 0, apply: 0, system: 1 });
    await as(t.app, me).request(ep.markSystemRead);
    expect(await unread(me)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
    // Read state shows in the lists; marking again is harmless.
    expect(
      (await as(t.app, me).request(ep.system)).json().data.every((r: { is_read: number }) => r.is_read === 1),
    ).toBe(true);
    expect((await as(t.app, me).request(ep.markSystemRead)).json().data.updated).toBe(0);
    // The other user's inbox was not touched.
    expect(await unread(other)).toEqual({ comment: 1, at: 1, apply: 1, system: 2 });
  });

  it('mark-as-read of comments takes only 1 (replies) or 2 (mentions)', async () => {
    const u = await registerUser(t.app);
    for (const bad of ['3', '0', 'x'])
      expect((await as(t.app, u).get(`/api/user/already_read_all_comment_msg/${bad}`)).statusCode, bad).toBe(
        400,
      );
    expect((await as(t.app, u).get('/api/user/already_read_all_system_msg?up_to=-1')).statusCode).toBe(400);
  });
});
