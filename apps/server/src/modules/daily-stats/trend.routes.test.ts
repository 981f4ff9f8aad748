import { beforeAll, describe, expect, it } from 'vitest';
import { siteEndpoints } from '@vsqx/domain';
import { as, buildMidi, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';

describe('the creator-home trend', () => {
  const t = useTestApp();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  });

  it("trend: 401 without a token; every day present with zeros; only the caller's own projects of the kind", async () => {
    expect((await as(t.app, null).request(siteEndpoints.trend)).statusCode).toBe(401);
    expect((await as(t.app, a).get('/api/user/trend?days=0')).statusCode).toBe(400);
    expect((await as(t.app, a).get('/api/user/trend?kind=x')).statusCode).toBe(400);
    const mine = await buildProject(t.app, { owner: a.uid });
    const theirs = await buildProject(t.app, { owner: b.uid });
    const midi = await buildMidi(t.app, { owner: a.uid });
    await as(t.app, b).get(`/api/app/project/${mine.music_id}`);
    await as(t.app, b).post(`/api/app/zan/${mine.music_id}`);
    await as(t.app, b).post('/api/app/comment', { scene: 1, project_id: mine.music_id, text: 'hi' });
    await as(t.app, a).get(`/api/app/project/${theirs.music_id}`);
    await as(t.app, b).get(`/api/app/midi/${midi.midi_id}`);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await t.app.ctx.db
      .insertInto('daily_stats')
      .values({ project_type: 'v', project_id: mine.music_id, user_id: a.uid, day: tenDaysAgo, downloads: 3 })
      .execute();

    const trend = (
      await as(t.app, a).request(siteEndpoints.trend, { query: { kind: 'vsqx', days: 30 } })
    ).json().data;
    expect(trend).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(trend[29]).toEqual({ day: today, clicks: 1, downloads: 0, likes: 1, comments: 1 });
    expect(trend[19]).toEqual({ day: tenDaysAgo, clicks: 0, downloads: 3, likes: 0, comments: 0 });
    expect(trend[0]).toEqual({
      day: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
      clicks: 0,
      downloads: 0,
      likes: 0,
      comments: 0,
    });
    const midiTrend = (await as(t.app, a).request(siteEndpoints.trend, { query: { kind: 'midi' } })).json()
      .data;
    expect(midiTrend).toHaveLength(30);
    expect(midiTrend[29]).toMatchObject({ clicks: 1, likes: 0 });
    const theirTrend = (
      await as(t.app, b).request(siteEndpoints.trend, { query: { kind: 'vsqx', days: 7 } })
    ).json().data;
    expect(theirTrend).toHaveLength(7);
    expect(theirTrend[6]).toMatchObject({ clicks: 1, likes: 0, comments: 0 });
  });
});
