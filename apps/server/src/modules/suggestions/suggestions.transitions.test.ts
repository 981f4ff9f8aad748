import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGED_SUGGESTION_SCORE, canMoveSuggestion, type SuggestStatus } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, makeManager, registerUser, type TestUser } from '../../test/factories';
import { ensureStarterDocs } from '../../seed/starter-docs';

describe('tutorial suggestions: the state machine', () => {
  let t: TestApp;
  let manager: TestUser;
  let manager2: TestUser;
  let author: TestUser;
  let docId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await ensureStarterDocs(t.app.ctx.db);
    docId = (await as(t.app, null).get('/api/v-course/docs')).json().data[0].id;
    manager = await registerUser(t.app);
    manager2 = await registerUser(t.app);
    author = await registerUser(t.app);
    await makeManager(t.app, manager.uid);
    await makeManager(t.app, manager2.uid);
  });
  afterAll(async () => t.close());

  const row = (id: number) =>
    t.app.ctx.db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const score = async (uid: number) =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('vcourse_score')
        .where('id', '=', uid)
        .executeTakeFirstOrThrow()
    ).vcourse_score;
  const set = (id: number, suggest_status: number, manager_comment = '', by: TestUser = manager) =>
    as(t.app, by).post('/api/v-course/set_new_suggestStatus', { id, suggest_status, manager_comment });

  /** A suggestion brought to `status` through the legal path. */
  async function suggestionIn(status: SuggestStatus) {
    const id = (
      await as(t.app, author).post('/api/v-course/submit_suggest', {
        docs_id: docId,
        easy_desc: 'd',
        suggest_text: '<p>t</p>',
      })
    ).json().data.id as number;
    if (status === 2 || status === 4) expect((await set(id, 2, '同意，稍等合并')).statusCode).toBe(200);
    if (status === 3) expect((await set(id, 3)).statusCode).toBe(200);
    if (status === 4) expect((await set(id, 4)).statusCode).toBe(200);
    return id;
  }

  it('every pair: legal moves succeed and record the manager, the rest answer 409 and change nothing', async () => {
    const statuses: SuggestStatus[] = [1, 2, 3, 4];
    for (const from of statuses) {
      for (const to of statuses) {
        const id = await suggestionIn(from);
        const before = await row(id);
        const res = await set(id, to, '评语', manager2);
        if (canMoveSuggestion(from, to)) {
          expect(res.json(), `${from}→${to}`).toEqual({ success: true, message: '状态已更新' });
          expect(await row(id)).toMatchObject({
            suggest_status: to,
            manager_comment: '评语',
            manager_id: manager2.uid,
            manager_name: manager2.username,
          });
        } else {
          expect(res.statusCode, `${from}→${to}`).toBe(409);
          expect(await row(id)).toEqual(before);
        }
      }
    }
    expect(
      [
        [1, 2],
        [1, 3],
        [2, 4],
      ].every(([a, b]) => canMoveSuggestion(a as SuggestStatus, b as SuggestStatus)),
    ).toBe(true);
  });

  it('comment: at most 50 characters; empty keeps the earlier comment', async () => {
    const id = await suggestionIn(1);
    const long = await set(id, 2, '评'.repeat(51));
    expect([long.statusCode, long.json().message]).toEqual([400, '评语最长 50 个字。']);
    expect((await row(id)).suggest_status).toBe(1);
    expect((await set(id, 2, '评'.repeat(50))).statusCode).toBe(200);
    expect((await set(id, 4, '')).statusCode).toBe(200);
    expect((await row(id)).manager_comment).toBe('评'.repeat(50));
  });

  it('bad input: unknown id 404, status outside 1..4 400', async () => {
    expect((await set(999999, 2)).statusCode).toBe(404);
    const id = await suggestionIn(1);
    expect((await set(id, 7)).statusCode).toBe(400);
    expect((await set(id, 1)).statusCode).toBe(409);
  });

  it(`a merge adds ${MERGED_SUGGESTION_SCORE} to the submitter's vcourse_score, once`, async () => {
    const before = await score(author.uid);
    const id = await suggestionIn(2);
    expect(await score(author.uid)).toBe(before);
    expect((await set(id, 4)).statusCode).toBe(200);
    expect(await score(author.uid)).toBe(before + MERGED_SUGGESTION_SCORE);
    expect((await set(id, 4)).statusCode).toBe(409);
    expect(await score(author.uid)).toBe(before + MERGED_SUGGESTION_SCORE);
    const stats = (await as(t.app, author).get('/api/user/select_vsqx_data')).json();
    expect(stats.data.vcourse_score).toBe(before + MERGED_SUGGESTION_SCORE);
  });

  it('races: two managers agree and refuse at once, exactly one wins', async () => {
    for (let i = 0; i < 4; i++) {
      const id = await suggestionIn(1);
      const results = await Promise.all([
        set(id, 2, 'agree', manager),
        set(id, 3, 'refuse', manager2),
        set(id, 2, 'agree2', manager2),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      expect((await row(id)).manager_comment).toBe(['agree', 'refuse', 'agree2'][winner]);
    }
  });

  it('races: parallel merges credit the score once', async () => {
    const id = await suggestionIn(2);
    const before = await score(author.uid);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => set(id, 4, `m${i}`, i % 2 ? manager : manager2)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await score(author.uid)).toBe(before + MERGED_SUGGESTION_SCORE);
    expect((await row(id)).suggest_status).toBe(4);
  });
});
