import { beforeAll, describe, expect, it } from 'vitest';
import { commentEndpoints, LIMITS, popularityScore } from '@vsqx/domain';
import {
  as,
  buildArticle,
  buildMidi,
  buildProject,
  registerUser,
  useTestApp,
  type TestUser,
} from '../../test/factories';
import { dailyRows, vsqxRow } from '../../test/rows';

describe('comments, replies and mentions', () => {
  const t = useTestApp();
  let a: TestUser; // owner
  let b: TestUser; // commenter
  let c: TestUser; // mentioned
  beforeAll(async () => {
    [a, b, c] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  });

  const comment = (user: TestUser | null, body: object) => as(t.app, user).post('/api/app/comment', body);
  /** Read back through the messages feature's own endpoints. */
  const replies = async (user: TestUser) =>
    (await as(t.app, user).post('/api/user/select_comment_msg_v2', { pageIndex: 1 })).json();
  const mentions = async (user: TestUser) => (await as(t.app, user).get('/api/user/select_at_msg')).json();

  it('401 without a token; 400 with the shared messages; 404 for a missing item or a foreign reply', async () => {
    const p = await buildProject(t.app, { owner: a.uid });
    expect((await comment(null, { scene: 1, project_id: p.music_id, text: 'hi' })).statusCode).toBe(401);
    const empty = await comment(b, { scene: 1, project_id: p.music_id, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请输入评论内容');
    const long = await comment(b, {
      scene: 1,
      project_id: p.music_id,
      text: 'x'.repeat(LIMITS.commentMax + 1),
    });
    expect(long.json().message).toBe('评论最长500个字');
    expect((await comment(b, { scene: 9, project_id: p.music_id, text: 'hi' })).statusCode).toBe(400);
    expect((await comment(b, { scene: 1, project_id: 999999, text: 'hi' })).statusCode).toBe(404);
    const other = await buildProject(t.app, { owner: a.uid });
    const first = (await comment(b, { scene: 1, project_id: other.music_id, text: 'elsewhere' })).json().data;
    expect(
      (await comment(b, { scene: 1, project_id: p.music_id, text: 'hi', reply_to: first.id })).statusCode,
    ).toBe(404);
    expect((await vsqxRow(t.app, p.music_id)).comment_num).toBe(0);
    expect(
      (await comment(b, { scene: 1, project_id: p.music_id, text: 'x'.repeat(LIMITS.commentMax) }))
        .statusCode,
    ).toBe(200);
  });

  it('a comment counts (with score and day figure), notifies the owner and each @named user', async () => {
    const p = await buildProject(t.app, { owner: a.uid, music_name: '测试工程' });
    const res = await comment(b, {
      scene: 1,
      project_id: p.music_id,
      text: `好听！@${c.username} 快来听 @nobody_here`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      uid: b.uid,
      username: b.username,
      reply_to: null,
      scene: 1,
      project_id: p.music_id,
    });
    const row = await vsqxRow(t.app, p.music_id);
    expect(row.comment_num).toBe(1);
    expect(row.score).toBe(popularityScore(row));
    expect((await dailyRows(t.app, 'v', p.music_id))[0]).toMatchObject({ comments: 1, user_id: a.uid });

    const toA = await replies(a);
    expect(toA.data[0]).toMatchObject({
      uid: b.uid,
      comment_name: b.username,
      comment_type: 1,
      scene: 1,
      project_id: p.music_id,
      project_name: '测试工程',
    });
    const toC = await mentions(c);
    expect(toC.data[0]).toMatchObject({
      at_uid: b.uid,
      at_name: b.username,
      scene: 1,
      project_id: p.music_id,
    });
    expect((await replies(b)).total).toBe(0);
  });

  it("a reply notifies the answered comment's author (comment_type 2), not the owner; own comments notify nobody", async () => {
    const p = await buildProject(t.app, { owner: a.uid });
    const before = (await replies(a)).total;
    const parent = (await comment(c, { scene: 1, project_id: p.music_id, text: 'first!' })).json().data;
    expect((await replies(a)).total).toBe(before + 1);
    const reply = (
      await comment(b, { scene: 1, project_id: p.music_id, text: 'agree', reply_to: parent.id })
    ).json().data;
    expect(reply).toMatchObject({ reply_to: parent.id, reply_to_uid: c.uid, reply_to_name: c.username });
    const toC = await replies(c);
    expect(toC.data[0]).toMatchObject({ uid: b.uid, comment_type: 2, comment_text: 'agree' });
    expect((await replies(a)).total).toBe(before + 1);
    await comment(a, { scene: 1, project_id: p.music_id, text: `thanks @${a.username}` });
    expect((await replies(a)).total).toBe(before + 1);
    expect((await mentions(a)).total).toBe(0);
  });

  it("lists an item's comments publicly, newest first, 10 per page with the total", async () => {
    const p = await buildProject(t.app, { owner: a.uid });
    for (let i = 1; i <= 12; i++)
      await comment(i % 2 ? b : c, { scene: 1, project_id: p.music_id, text: `c${i}` });
    const page1 = (
      await as(t.app, null).request(commentEndpoints.list, { query: { scene: 1, project_id: p.music_id } })
    ).json();
    expect(page1.total).toBe(12);
    expect(page1.data).toHaveLength(LIMITS.pageSize);
    expect(page1.data[0]).toMatchObject({ text: 'c12', username: c.username, avatar_exist: 0 });
    expect(JSON.stringify(page1)).not.toContain('password');
    const page2 = (
      await as(t.app, null).request(commentEndpoints.list, {
        query: { scene: 1, project_id: p.music_id, page: 2 },
      })
    ).json();
    expect(page2.data.map((x: { text: string }) => x.text)).toEqual(['c2', 'c1']);
    expect(
      (await as(t.app, null).request(commentEndpoints.list, { query: { scene: 1, project_id: 999999 } }))
        .statusCode,
    ).toBe(404);
    expect((await as(t.app, null).get('/api/app/comments?scene=5&project_id=1')).statusCode).toBe(400);
  });

  it('comments on articles (2), square posts (3) and MIDI projects (4) count on their own item', async () => {
    const art = await buildArticle(t.app, { owner: a.uid, article_title: '调教心得' });
    const post = (await as(t.app, a).post('/api/app/square', { text: 'hello square' })).json().data;
    const m = await buildMidi(t.app, { owner: a.uid });
    await comment(b, { scene: 2, project_id: art.article_id, text: `nice @${c.username}` });
    await comment(b, { scene: 3, project_id: post.id, text: 'hi' });
    await comment(b, { scene: 4, project_id: m.midi_id, text: 'midi!' });
    const db = t.app.ctx.db;
    expect(
      (
        await db
          .selectFrom('articles')
          .select('comment_num')
          .where('article_id', '=', art.article_id)
          .executeTakeFirstOrThrow()
      ).comment_num,
    ).toBe(1);
    expect(
      (
        await db
          .selectFrom('square_posts')
          .select('comment_num')
          .where('id', '=', post.id)
          .executeTakeFirstOrThrow()
      ).comment_num,
    ).toBe(1);
    const midi = await db
      .selectFrom('midi_projects')
      .selectAll()
      .where('midi_id', '=', m.midi_id)
      .executeTakeFirstOrThrow();
    expect(midi.comment_num).toBe(1);
    expect(midi.score).toBe(popularityScore(midi));
    expect((await dailyRows(t.app, 'm', m.midi_id))[0]).toMatchObject({ comments: 1 });
    const toA = (await replies(a)).data;
    expect(toA.slice(0, 3).map((r: { scene: number }) => r.scene)).toEqual([4, 3, 2]);
    expect(toA[2]).toMatchObject({ project_id: art.article_id, project_name: '调教心得' });
    expect((await mentions(c)).data[0]).toMatchObject({ scene: 2, project_id: art.article_id });
  });

  it('is one transaction: when a notice cannot be written, the comment and its counts are not saved either', async () => {
    const p = await buildProject(t.app, { owner: a.uid });
    await t.app.ctx.db.schema.dropTable('messages').execute();
    const res = await comment(b, { scene: 1, project_id: p.music_id, text: 'lost' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: '服务器开小差了，请稍后再试' });
    expect((await vsqxRow(t.app, p.music_id)).comment_num).toBe(0);
    expect(await dailyRows(t.app, 'v', p.music_id)).toEqual([]);
    const rows = await t.app.ctx.db
      .selectFrom('comments')
      .select('id')
      .where('project_id', '=', p.music_id)
      .execute();
    expect(rows).toEqual([]);
  });
});
