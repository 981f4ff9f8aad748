import { beforeAll, describe, expect, it } from 'vitest';
import { detailEndpoints, popularityScore } from '@vsqx/domain';
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

describe('likes: the toggle, the counter with its score, the day figure', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  it('like toggle: 401 without a token, 404 for a missing item, 400 for a bad type', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    expect(
      (await as(t.app, null).request(detailEndpoints.like, { params: { id: p.music_id } })).statusCode,
    ).toBe(401);
    expect(
      (await as(t.app, other).request(detailEndpoints.like, { params: { id: 999999 } })).statusCode,
    ).toBe(404);
    expect((await as(t.app, other).post(`/api/app/zan/${p.music_id}?type=x`)).statusCode).toBe(400);
    expect((await vsqxRow(t.app, p.music_id)).zan).toBe(0);
  });

  it('like toggle: likes and takes back per user, keeping the score and the day figure', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    const url = `/api/app/zan/${p.music_id}`;
    expect((await as(t.app, other).post(url)).json().data).toEqual({ liked: true, zan: 1 });
    expect((await as(t.app, owner).post(url)).json().data).toEqual({ liked: true, zan: 2 });
    let row = await vsqxRow(t.app, p.music_id);
    expect(row.score).toBe(popularityScore(row));
    expect((await dailyRows(t.app, 'v', p.music_id))[0].likes).toBe(2);
    expect(
      (await as(t.app, other).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .my_zan,
    ).toBe(true);
    expect((await as(t.app, other).post(url)).json().data).toEqual({ liked: false, zan: 1 });
    row = await vsqxRow(t.app, p.music_id);
    expect(row.zan).toBe(1);
    expect(row.score).toBe(popularityScore(row));
    expect((await dailyRows(t.app, 'v', p.music_id))[0].likes).toBe(1);
    expect(
      (await as(t.app, other).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .my_zan,
    ).toBe(false);
    expect(
      (await as(t.app, owner).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .my_zan,
    ).toBe(true);
  });

  it('an unlike takes the like off the day it was given', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    await as(t.app, other).request(detailEndpoints.like, { params: { id: p.music_id } });
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    await t.app.ctx.db
      .updateTable('likes')
      .set({ created_at: threeDaysAgo })
      .where('target_id', '=', p.music_id)
      .where('target_type', '=', 'v')
      .execute();
    await t.app.ctx.db
      .updateTable('daily_stats')
      .set({ day: new Date(threeDaysAgo).toISOString().slice(0, 10) })
      .where('project_id', '=', p.music_id)
      .execute();
    await as(t.app, other).request(detailEndpoints.like, { params: { id: p.music_id } });
    const days = await dailyRows(t.app, 'v', p.music_id);
    expect(days.map((d) => d.likes)).toEqual([0]);
  });

  it('likes MIDI projects (?type=m) and articles (?type=a) separately from vsqx ids', async () => {
    const m = await buildMidi(t.app, { owner: owner.uid });
    const a = await buildArticle(t.app, { owner: owner.uid });
    expect(
      (
        await as(t.app, other).request(detailEndpoints.like, {
          params: { id: m.midi_id },
          query: { type: 'm' },
        })
      ).json().data,
    ).toEqual({
      liked: true,
      zan: 1,
    });
    expect(
      (
        await as(t.app, other).request(detailEndpoints.like, {
          params: { id: a.article_id },
          query: { type: 'a' },
        })
      ).json().data,
    ).toEqual({
      liked: true,
      zan: 1,
    });
    expect(
      (await as(t.app, other).request(detailEndpoints.midi, { params: { id: m.midi_id } })).json().data,
    ).toMatchObject({
      my_zan: true,
      zan: 1,
      score: 15 + 1,
    });
    expect((await dailyRows(t.app, 'm', m.midi_id))[0]).toMatchObject({ likes: 1 });
    const art = await t.app.ctx.db
      .selectFrom('articles')
      .select('zan')
      .where('article_id', '=', a.article_id)
      .executeTakeFirstOrThrow();
    expect(art.zan).toBe(1);
  });
});
