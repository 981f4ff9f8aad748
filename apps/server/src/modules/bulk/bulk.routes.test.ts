import { beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import {
  as,
  buildArticle,
  buildMidi,
  buildProject,
  registerUser,
  useTestApp,
  type TestUser,
} from '../../test/factories';

/** DESIGN §8 `POST /api/user/projects/bulk` (and `/api/user/articles/bulk`): per-item results, all or nothing per item. */
describe('bulk actions on my items', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  const bulk = (user: TestUser | null, body: object) => as(t.app, user).post('/api/user/projects/bulk', body);
  const row = (id: number) =>
    t.app.ctx.db.selectFrom('vsqx_projects').selectAll().where('music_id', '=', id).executeTakeFirst();

  it('refuses without a token and bad bodies with a clear message, changing nothing', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    expect((await bulk(null, { project_type: 'v', ids: [p.music_id], action: 'delete' })).statusCode).toBe(
      401,
    );
    for (const body of [
      { project_type: 'x', ids: [p.music_id], action: 'delete' },
      { project_type: 'v', ids: [], action: 'delete' },
      { project_type: 'v', ids: [p.music_id], action: 'explode' },
    ]) {
      const res = await bulk(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const many = await bulk(owner, {
      project_type: 'v',
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
      action: 'delete',
    });
    expect(many.json().message).toContain('200');
    expect(await row(p.music_id)).toBeTruthy();
  });

  it("sets the licence of mine and fails another user's ids and missing ones per item", async () => {
    const a = await buildProject(t.app, { owner: owner.uid });
    const b = await buildProject(t.app, { owner: owner.uid });
    const theirs = await buildProject(t.app, { owner: other.uid });
    const res = await bulk(owner, {
      project_type: 'v',
      ids: [a.music_id, theirs.music_id, 999999, b.music_id],
      action: 'set_agreement',
      value: 3,
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().data.results;
    expect(results.map((r: { success: boolean }) => r.success)).toEqual([true, false, false, true]);
    expect(results[1].message).toBe('内容不存在或无权访问');
    expect((await row(a.music_id))!.agreement).toBe(3);
    expect((await row(b.music_id))!.agreement).toBe(3);
    expect((await row(theirs.music_id))!.agreement).toBe(1);
    const bad = (
      await bulk(owner, { project_type: 'v', ids: [a.music_id], action: 'set_agreement', value: 9 })
    ).json().data.results;
    expect(bad[0]).toMatchObject({ success: false, message: '请求参数错误' });
  });

  it('adds and removes tags under the tag rules, item by item', async () => {
    const one = await buildProject(t.app, { owner: owner.uid, tag: '古风' });
    const full = await buildProject(t.app, {
      owner: owner.uid,
      tag: '洛天依,古风,流行曲,神调教,V5,语调教,名曲翻唱,名P作品,新人作,言和',
    });
    const add = (
      await bulk(owner, {
        project_type: 'v',
        ids: [one.music_id, full.music_id],
        action: 'add_tag',
        value: '自定义',
      })
    ).json().data.results;
    expect(add[0].success).toBe(true);
    expect(add[1]).toMatchObject({ success: false, message: '最多添加10个标签(╯°口°)╯' });
    expect((await row(one.music_id))!.tag).toBe('古风,自定义');
    // Removing the last tag would break "at least one tag"; removing a tag it lacks says so.
    const rm = (
      await bulk(owner, { project_type: 'v', ids: [one.music_id], action: 'remove_tag', value: '自定义' })
    ).json().data.results;
    expect(rm[0].success).toBe(true);
    const last = (
      await bulk(owner, { project_type: 'v', ids: [one.music_id], action: 'remove_tag', value: '古风' })
    ).json().data.results;
    expect(last[0]).toMatchObject({ success: false, message: '必须添加标签！' });
    const absent = (
      await bulk(owner, { project_type: 'v', ids: [one.music_id], action: 'remove_tag', value: '不存在' })
    ).json().data.results;
    expect(absent[0].success).toBe(false);
    expect((await row(one.music_id))!.tag).toBe('古风');
  });

  it('sets visibility (ending a waiting schedule) on MIDI projects too', async () => {
    const m = await buildMidi(t.app, { owner: owner.uid });
    await t.app.ctx.db
      .updateTable('midi_projects')
      .set({ visibility: 'private', publish_at: Date.now() + 3600_000 })
      .where('midi_id', '=', m.midi_id)
      .execute();
    const res = (
      await bulk(owner, { project_type: 'm', ids: [m.midi_id], action: 'set_visibility', value: 'unlisted' })
    ).json().data.results;
    expect(res[0].success).toBe(true);
    const r = await t.app.ctx.db
      .selectFrom('midi_projects')
      .select(['visibility', 'publish_at'])
      .where('midi_id', '=', m.midi_id)
      .executeTakeFirstOrThrow();
    expect(r).toEqual({ visibility: 'unlisted', publish_at: null });
    const bad = (
      await bulk(owner, { project_type: 'm', ids: [m.midi_id], action: 'set_visibility', value: 'secret' })
    ).json().data.results;
    expect(bad[0].success).toBe(false);
  });

  it('deletes mine with their files and leaves the rest', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('jpg'));
    await t.app.ctx.files.commit(stagedKey, fileKeys.cover(p.vsqx_uid));
    const theirs = await buildProject(t.app, { owner: other.uid });
    const res = (
      await bulk(owner, { project_type: 'v', ids: [p.music_id, theirs.music_id], action: 'delete' })
    ).json().data.results;
    expect(res.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    expect(await row(p.music_id)).toBeUndefined();
    expect(await t.app.ctx.files.stat(fileKeys.cover(p.vsqx_uid))).toBeNull();
    expect(await row(theirs.music_id)).toBeTruthy();
  });

  it('acts on my articles with the same shape', async () => {
    const a = await buildArticle(t.app, { owner: owner.uid });
    const b = await buildArticle(t.app, { owner: other.uid });
    const res = await as(t.app, owner).post('/api/user/articles/bulk', {
      ids: [a.article_id, b.article_id],
      action: 'set_visibility',
      value: 'private',
    });
    expect(res.json().data.results.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    expect((await as(t.app, other).get(`/api/app/article/${a.article_id}`)).statusCode).toBe(404);
  });

  // The time it takes is a bench figure (bench/api.ts, bulk-100), not a timed test: here only that all 100 change.
  it('changes all 100 items of one call', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await buildProject(t.app, { owner: owner.uid })).music_id);
    const res = await bulk(owner, { project_type: 'v', ids, action: 'set_agreement', value: 2 });
    expect(res.json().data.results.filter((r: { success: boolean }) => r.success)).toHaveLength(100);
  });
});
