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
import { utcDay } from './analytics.record';
import { rollUpAll, rollUpOnce } from './rollup.repository';

/*
 * Issue 24 数据中心 (DESIGN §8 "Analytics"): what counts, from where, the roll-up, ranges and the previous
 * period, CSV and who may read what. Every action goes through the real endpoints.
 */
describe('GET /api/user/analytics', () => {
  const t = useTestApp();
  let owner: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  const today = utcDay(Date.now());
  const daysAgo = (n: number) => utcDay(Date.now() - n * 86_400_000);

  beforeAll(async () => {
    owner = await registerUser(t.app);
    viewer = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  const visit = (
    url: string,
    opts: { user?: TestUser | null; ip?: string; referer?: string; ua?: string } = {},
  ) =>
    as(t.app, opts.user ?? null).call({
      method: 'GET',
      url,
      remoteAddress: opts.ip ?? '10.9.0.1',
      headers: {
        ...(opts.referer ? { referer: opts.referer } : {}),
        'user-agent': opts.ua ?? 'test-browser',
      },
    });
  const report = async (u: TestUser, q = '') => {
    const res = await as(t.app, u).get(`/api/user/analytics${q}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** Past days' figures, written as events (n at once) and rolled up by the real roll-up. */
  const seedDaily = async (
    rows: {
      owner: number;
      id: number;
      type?: string;
      day: string;
      views?: number;
      source?: string;
      host?: string;
      downloads?: number;
    }[],
  ) => {
    const events = rows.flatMap((r) => [
      ...(r.views
        ? [
            {
              owner_id: r.owner,
              item_type: r.type ?? 'v',
              item_id: r.id,
              day: r.day,
              metric: 'views',
              n: r.views,
              source: r.source ?? 'direct',
              host: r.host ?? '',
            },
          ]
        : []),
      ...(r.downloads
        ? [
            {
              owner_id: r.owner,
              item_type: r.type ?? 'v',
              item_id: r.id,
              day: r.day,
              metric: 'downloads',
              n: r.downloads,
              source: '',
              host: '',
            },
          ]
        : []),
    ]);
    await t.app.ctx.db.insertInto('analytics_events').values(events).execute();
    await rollUpAll(t.app.ctx.db);
  };

  it('401 without a token, for the JSON and the CSV', async () => {
    for (const url of ['/api/user/analytics', '/api/user/analytics.csv']) {
      const res = await as(t.app, null).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it("refuses bad ranges and another user's item (404), answers the owner's", async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    for (const q of [
      '?days=14',
      '?days=x',
      '?from=2026-01-05',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-03-02&to=2026-03-01',
      '?from=2024-01-01&to=2026-01-01',
      '?days=7&from=2026-01-01&to=2026-01-02',
      '?project_type=v',
      '?project_id=1',
      '?project_type=x&project_id=1',
      '?bogus=1',
    ]) {
      const res = await as(t.app, owner).get(`/api/user/analytics${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const theirs = await as(t.app, other).get(`/api/user/analytics?project_type=v&project_id=${p.music_id}`);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await as(t.app, other).get(`/api/user/analytics.csv?project_type=v&project_id=${p.music_id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, owner).get(`/api/user/analytics?project_type=v&project_id=999999`)).statusCode,
    ).toBe(404);
    const mine = await report(owner, `?project_type=v&project_id=${p.music_id}&days=7`);
    expect(mine.days).toHaveLength(7);
    expect(mine.days[6].date).toBe(today);
  });

  it("counts views once per viewer in 30 minutes, never the owner's, with their sources and external hosts", async () => {
    const u = await registerUser(t.app);
    const p = await buildProject(t.app, { owner: u.uid, music_name: '千年之约' });
    const url = `/api/app/project/${p.music_id}`;
    await visit(`${url}?from=square`, { user: viewer });
    await visit(`${url}?from=search`, { user: viewer }); // the same viewer within 30 minutes: once
    await visit(`${url}?from=search`, { user: other });
    await visit(`${url}?from=space`, { ip: '10.9.0.2' });
    await visit(url, { ip: '10.9.0.3', referer: 'https://www.bilibili.com/video/BV1xx' });
    await visit(url, { ip: '10.9.0.4', referer: 'https://WWW.Bilibili.com/other' });
    await visit(url, { ip: '10.9.0.5', referer: 'https://example.org/' });
    await visit(url, { ip: '10.9.0.6', referer: 'http://localhost/search' }); // this site itself: direct
    await visit(`${url}?from=hacker`, { ip: '10.9.0.7' }); // an unknown label is ignored: direct
    await visit(url, { ip: '10.9.0.7', ua: 'another browser' }); // same address, another browser: another viewer
    await visit(`${url}?from=square`, { user: u }); // the owner
    await visit(url, { ip: '10.9.0.2' }); // repeats within the window
    const r = await report(u, '?days=7');
    expect(r.totals.views).toBe(9);
    expect(r.days[6]).toMatchObject({ date: today, views: 9 });
    expect(r.sources).toEqual({ square: 1, search: 1, space: 1, external: 3, direct: 3 });
    expect(r.external_hosts).toEqual([
      { host: 'www.bilibili.com', views: 2 },
      { host: 'example.org', views: 1 },
    ]);
    expect(r.top).toEqual([
      expect.objectContaining({ project_type: 'v', project_id: p.music_id, name: '千年之约', views: 9 }),
    ]);
    // The home card's clicks agree with the analytics views.
    const card = (await as(t.app, u).get('/api/user/select_vsqx_data')).json().data;
    expect(card.all_click_num).toBe(9);
    // 30 minutes later the same viewer counts again; no raw address is stored.
    await t.app.ctx.db
      .updateTable('analytics_marks')
      .set((eb) => ({ counted_at: eb('counted_at', '-', 30 * 60 * 1000) }))
      .where('item_id', '=', p.music_id)
      .where('viewer_key', '=', `u:${viewer.uid}`)
      .execute();
    await visit(`${url}?from=square`, { user: viewer });
    expect((await report(u, '?days=7')).sources.square).toBe(2);
    const stored = JSON.stringify(await t.app.ctx.db.selectFrom('analytics_marks').selectAll().execute());
    expect(stored).not.toContain('10.9.0.');
  });

  it('counts downloads, likes, favourites, comments and licence requests of others, on projects, MIDI and articles', async () => {
    const u = await registerUser(t.app);
    const p = await buildProject(t.app, { owner: u.uid, music_name: 'song A' });
    const m = await buildMidi(t.app, { owner: u.uid, midi_name: 'midi B' });
    const a = await buildArticle(t.app, { owner: u.uid, article_title: 'article C' });
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('file bytes'));
    await t.app.ctx.files.commit(stagedKey, fileKeys.projectFile(p.vsqx_uid, 'vsqx'));
    for (const who of [viewer, other, u]) {
      expect(
        (
          await as(t.app, who).call({
            method: 'GET',
            url: `/api/app/download/${p.music_id}`,
            remoteAddress: '10.8.0.1',
          })
        ).statusCode,
      ).toBe(200);
      expect((await as(t.app, who).post(`/api/app/zan/${p.music_id}`)).statusCode).toBe(200);
      expect((await as(t.app, who).post(`/api/app/zan/${a.article_id}?type=a`)).statusCode).toBe(200);
      expect(
        (await as(t.app, who).post('/api/app/comment', { scene: 4, project_id: m.midi_id, text: '好听' }))
          .statusCode,
      ).toBe(200);
      expect((await as(t.app, who).get(`/api/app/fav_add/${p.music_id}`)).statusCode).toBe(200);
    }
    // An unlike and an unfavourite take theirs back.
    expect((await as(t.app, other).post(`/api/app/zan/${p.music_id}`)).statusCode).toBe(200);
    expect((await as(t.app, other).get(`/api/app/fav_cancel/${p.music_id}`)).statusCode).toBe(200);
    expect(
      (
        await as(t.app, viewer).post('/api/app/apply', {
          project_type: 'm',
          project_id: m.midi_id,
          apply_text: '翻调',
        })
      ).json().success,
    ).toBe(true);
    const r = await report(u, '?days=7');
    expect(r.totals).toEqual({
      views: 0,
      downloads: 2,
      likes: 3,
      favourites: 1,
      comments: 2,
      licence_requests: 1,
    });
    expect(r.top.map((i: { name: string }) => i.name).sort()).toEqual(['article C', 'midi B', 'song A']);
    const onlyMidi = await report(u, `?days=7&project_type=m&project_id=${m.midi_id}`);
    expect(onlyMidi.totals).toEqual({
      views: 0,
      downloads: 0,
      likes: 0,
      favourites: 0,
      comments: 2,
      licence_requests: 1,
    });
    // Downloads agree with the home card (the owner's own are not counted there either).
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).json().data.all_download_num).toBe(2);
    // Another user sees nothing of it.
    expect(
      (await report(other, '?days=7')).top.map((i: { project_id: number }) => i.project_id),
    ).not.toContain(p.music_id);
  });

  it('rolls events up exactly: same answer before and after, nothing lost or counted twice, even racing', async () => {
    const u = await registerUser(t.app);
    const p = await buildProject(t.app, { owner: u.uid });
    for (let i = 0; i < 25; i++)
      await visit(`/api/app/project/${p.music_id}?from=${['search', 'space', 'square'][i % 3]}`, {
        ip: `10.7.0.${i}`,
      });
    const before = await report(u, '?days=7');
    expect(before.totals.views).toBe(25);
    // Two roll-ups at once (as two instances would), in small batches.
    await Promise.all([rollUpAll(t.app.ctx.db, 4), rollUpAll(t.app.ctx.db, 7)]);
    expect(
      await t.app.ctx.db.selectFrom('analytics_events').select('id').where('owner_id', '=', u.uid).execute(),
    ).toHaveLength(0);
    const after = await report(u, '?days=7');
    expect(after).toEqual(before);
    const rows = await t.app.ctx.db
      .selectFrom('analytics_daily')
      .selectAll()
      .where('owner_id', '=', u.uid)
      .execute();
    expect(rows.reduce((s, r) => s + r.views, 0)).toBe(25);
    expect(Object.fromEntries(rows.map((r) => [r.source, r.views]))).toEqual({
      search: 9,
      space: 8,
      square: 8,
    });
    // A roll-up that fails half-way rolls back: the events are still there, counted once.
    await visit(`/api/app/project/${p.music_id}`, { ip: '10.7.1.1' });
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('analytics_events').where('owner_id', '=', u.uid).execute();
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect((await report(u, '?days=7')).totals.views).toBe(26);
    expect(await rollUpOnce(t.app.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await report(u, '?days=7')).totals.views).toBe(26);
  });

  it('ranges, custom ranges and the previous period of the same length', async () => {
    const u = await registerUser(t.app);
    const p = await buildProject(t.app, { owner: u.uid, music_name: 'old song' });
    const q = await buildProject(t.app, { owner: u.uid, music_name: 'other song' });
    await seedDaily([
      { owner: u.uid, id: p.music_id, day: daysAgo(1), views: 10, source: 'search' },
      { owner: u.uid, id: p.music_id, day: daysAgo(6), views: 5, source: 'external', host: 'a.example' },
      { owner: u.uid, id: p.music_id, day: daysAgo(8), views: 4, source: 'direct' }, // the previous 7 days
      { owner: u.uid, id: q.music_id, day: daysAgo(13), views: 1, source: 'square' },
      { owner: u.uid, id: q.music_id, day: daysAgo(20), downloads: 3 }, // in 30 days, not in 7 or its previous 7
      { owner: u.uid, id: q.music_id, day: daysAgo(40), views: 7, source: 'space' }, // the previous 30 days
    ]);
    const week = await report(u, '?days=7');
    expect(week.totals.views).toBe(15);
    expect(week.previous_totals.views).toBe(5);
    expect(week.change.views).toBe(200);
    expect(week.change.downloads).toBeNull();
    expect(week.sources).toEqual({ search: 10, space: 0, square: 0, external: 5, direct: 0 });
    expect(week.external_hosts).toEqual([{ host: 'a.example', views: 5 }]);
    expect(week.top.map((i: { name: string }) => i.name)).toEqual(['old song']);
    const month = await report(u, '?days=30');
    expect(month.days).toHaveLength(30);
    expect(month.totals).toMatchObject({ views: 20, downloads: 3 });
    expect(month.previous_totals.views).toBe(7);
    expect(month.change.views).toBe(185.7);
    expect((await report(u, '?days=90')).totals.views).toBe(27);
    const custom = await report(u, `?from=${daysAgo(8)}&to=${daysAgo(6)}`);
    expect(custom).toMatchObject({
      from: daysAgo(8),
      to: daysAgo(6),
      totals: { views: 9 },
      previous_totals: { views: 0 },
    });
    expect(custom.days.map((d: { date: string; views: number }) => [d.date, d.views])).toEqual([
      [daysAgo(8), 4],
      [daysAgo(7), 0],
      [daysAgo(6), 5],
    ]);
    // One item only.
    expect((await report(u, `?days=30&project_type=v&project_id=${q.music_id}`)).totals).toMatchObject({
      views: 1,
      downloads: 3,
    });
  });

  it('exports the same figures as CSV, named by the range, formulas defused', async () => {
    const u = await registerUser(t.app);
    const p = await buildProject(t.app, { owner: u.uid, music_name: '=HYPERLINK("x"),歌' });
    await seedDaily([{ owner: u.uid, id: p.music_id, day: daysAgo(2), views: 6, source: 'square' }]);
    const res = await as(t.app, u).get('/api/user/analytics.csv?days=7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`analytics-${daysAgo(6)}-${today}.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,views,downloads,likes,favourites,comments,licence_requests');
    expect(lines).toContain(`${daysAgo(2)},6,0,0,0,0,0`);
    expect(lines).toContain('total,6,0,0,0,0,0');
    expect(lines).toContain('square,6');
    expect(lines).toContain(`v,${p.music_id},"'=HYPERLINK(""x""),歌",6,0,0,0,0,0`);
    const json = await report(u, '?days=7');
    expect(lines.filter((l) => /^\d{4}-/.test(l))).toHaveLength(json.days.length);
  });
});
