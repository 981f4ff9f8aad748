import { describe, expect, it } from 'vitest';
import { UPLOAD_TRANSFERRING, statsEndpoints } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { addMidiProject, addVsqxProject, answer, waitingRequest } from '../../test/licence-requests';
import { notifyMentions, notifyReply } from '../notify/notices';

describe("GET /api/user/todo (the creator home's to-do card)", () => {
  const t = useTestApp();
  const todo = async (u: TestUser) => {
    const res = await as(t.app, u).request(statsEndpoints.todo);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('401 without a token', async () => {
    const res = await as(t.app, null).request(statsEndpoints.todo);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('counts what waits for the owner: waiting requests, unread replies and mentions, transfers; nothing of another user', async () => {
    const { author, applicant, project } = await waitingRequest(t.app);
    const other = await registerUser(t.app);
    // A second request, then answered: only the waiting one counts.
    const second = await addVsqxProject(t.app, author.uid, 'Second');
    expect(
      (
        await as(t.app, applicant).post('/api/app/apply', {
          project_type: 'v',
          project_id: second.id,
          apply_text: '翻调',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await answer(t.app, author, 'pass', { project: second, applicant, type: 'v' })).json().success,
    ).toBe(true);

    const db = t.app.ctx.db;
    for (const text of ['好听', '再来一首']) {
      await notifyReply(t.app.ctx.live, db, {
        toUserId: author.uid,
        fromUserId: other.uid,
        scene: 1,
        projectId: project.id,
        projectName: 'Test song',
        commentType: 1,
        text,
      });
    }
    await notifyMentions(t.app.ctx.live, db, {
      fromUserId: other.uid,
      scene: 1,
      projectId: project.id,
      projectName: 'Test song',
      text: `@${author.username} 看这里`,
    });
    const midi = await addMidiProject(t.app, author.uid);
    await db
      .updateTable('vsqx_projects')
      .set({ upload_finish: UPLOAD_TRANSFERRING })
      .where('music_id', '=', project.id)
      .execute();
    await db
      .updateTable('midi_projects')
      .set({ upload_finish: UPLOAD_TRANSFERRING })
      .where('midi_id', '=', midi.id)
      .execute();
    // Another user's own transfer and unread message are theirs alone.
    const theirs = await addVsqxProject(t.app, other.uid);
    await db
      .updateTable('vsqx_projects')
      .set({ upload_finish: UPLOAD_TRANSFERRING })
      .where('music_id', '=', theirs.id)
      .execute();
    await notifyReply(t.app.ctx.live, db, {
      toUserId: other.uid,
      fromUserId: author.uid,
      scene: 1,
      projectId: theirs.id,
      projectName: 'x',
      commentType: 1,
      text: 'hi',
    });

    expect(await todo(author)).toEqual({
      licence_waiting: 1,
      unread_comments: 2,
      unread_mentions: 1,
      transferring: 2,
    });
    expect(await todo(other)).toEqual({
      licence_waiting: 0,
      unread_comments: 1,
      unread_mentions: 0,
      transferring: 1,
    });
    // The applicant sent the requests and got licence notices, but nothing waits for them to answer.
    expect(await todo(applicant)).toMatchObject({ licence_waiting: 0, transferring: 0 });

    // Reading the inbox and answering the request empty the card.
    expect((await as(t.app, author).get('/api/user/already_read_all_comment_msg/1')).statusCode).toBe(200);
    expect((await as(t.app, author).get('/api/user/already_read_all_comment_msg/2')).statusCode).toBe(200);
    expect((await answer(t.app, author, 'reject', { project, applicant, type: 'v' })).json().success).toBe(
      true,
    );
    expect(await todo(author)).toEqual({
      licence_waiting: 0,
      unread_comments: 0,
      unread_mentions: 0,
      transferring: 2,
    });
  });
});
