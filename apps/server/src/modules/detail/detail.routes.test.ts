import { beforeAll, describe, expect, it } from 'vitest';
import { detailEndpoints, popularityScore } from '@vsqx/domain';
import { fileKeys } from '../../files/file-store';
import { as, buildMidi, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { dailyRows, vsqxRow } from '../../test/rows';

describe('public project pages, clicks, favourites and downloads', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  const fromIp = (url: string, ip: string, user: TestUser | null = null) =>
    as(t.app, user).call({ method: 'GET', url, remoteAddress: ip });

  it('answers the project page without a token, with author, tags and singer tags', async () => {
    const p = await buildProject(t.app, {
      owner: owner.uid,
      music_name: '千年之约',
      tag: '洛天依,古风,自定义',
    });
    const res = await as(t.app, null).request(detailEndpoints.project, { params: { id: p.music_id } });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      music_id: p.music_id,
      vsqx_uid: p.vsqx_uid,
      music_name: '千年之约',
      uid: owner.uid,
      username: owner.username,
      avatar_exist: 0,
      tags: ['洛天依', '古风', '自定义'],
      singer_tags: ['洛天依'],
      music_language: '1',
      music_level: 2,
      agreement: 1,
      music_exist: 0,
      upload_finish: 1,
      click_num: 1,
      my_zan: false,
      my_fav: false,
    });
  });

  it('never leaks private fields: file names, staging data, the owner row', async () => {
    const p = await buildProject(t.app, {
      owner: owner.uid,
      file_name: 'SECRET_FILE_NAME.vsqx',
      meta_json: '{"staged":"SECRET_META"}',
    });
    const m = await buildMidi(t.app, {
      owner: owner.uid,
      file_name: 'SECRET_MIDI_NAME.mid',
      meta_json: '{"x":"SECRET_META"}',
    });
    await t.app.ctx.db
      .insertInto('staged_uploads')
      .values({
        slot_uid: p.vsqx_uid,
        user_id: owner.uid,
        role: 'project',
        staged_key: 'staging/SECRET_KEY',
        original_name: 'x',
        size: 1,
        meta_json: null,
        created_at: 1,
      })
      .execute();
    for (const url of [`/api/app/project/${p.music_id}`, `/api/app/midi/${m.midi_id}`]) {
      for (const user of [null, other, owner]) {
        const body = (await as(t.app, user).get(url)).body;
        for (const secret of [
          'SECRET',
          'password',
          'hash',
          'file_name',
          'meta_json',
          'user_id',
          'staged',
          'email',
          'is_manager',
          'disabled',
        ]) {
          expect(body, `${url} ${secret}`).not.toContain(secret);
        }
      }
    }
  });

  it('404 for a missing project, 400 for a bad id', async () => {
    expect(
      (await as(t.app, null).request(detailEndpoints.project, { params: { id: 999999 } })).statusCode,
    ).toBe(404);
    expect((await as(t.app, null).request(detailEndpoints.midi, { params: { id: 999999 } })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, null).get('/api/app/project/abc')).statusCode).toBe(400);
  });

  it('counts a click once per viewer in 30 minutes: per address without a token, per user with one; never the owner', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    const url = `/api/app/project/${p.music_id}`;
    expect((await fromIp(url, '10.0.0.1')).json().data.click_num).toBe(1);
    expect((await fromIp(url, '10.0.0.1')).json().data.click_num).toBe(1);
    expect((await fromIp(url, '10.0.0.2')).json().data.click_num).toBe(2);
    // A logged-in viewer counts once whatever address they come from.
    expect((await fromIp(url, '10.0.0.3', other)).json().data.click_num).toBe(3);
    expect((await fromIp(url, '10.0.0.4', other)).json().data.click_num).toBe(3);
    // The owner's own views never count.
    expect((await fromIp(url, '10.0.0.5', owner)).json().data.click_num).toBe(3);
    // 30 minutes later the same viewer counts again.
    await t.app.ctx.db
      .updateTable('analytics_marks')
      .set((eb) => ({ counted_at: eb('counted_at', '-', 30 * 60 * 1000) }))
      .where('item_id', '=', p.music_id)
      .execute();
    expect((await fromIp(url, '10.0.0.1')).json().data.click_num).toBe(4);
    const row = await vsqxRow(t.app, p.music_id);
    expect(row.click_num).toBe(4);
    expect(row.score).toBe(popularityScore(row));
    const days = await dailyRows(t.app, 'v', p.music_id);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ user_id: owner.uid, clicks: 4, downloads: 0, likes: 0, comments: 0 });
    // One mark per viewer and item, the address never stored raw (a salted hash of address and browser).
    const marks = await t.app.ctx.db
      .selectFrom('analytics_marks')
      .selectAll()
      .where('item_id', '=', p.music_id)
      .where('item_type', '=', 'v')
      .execute();
    expect(marks).toHaveLength(3);
    expect(JSON.stringify(marks)).not.toContain('10.0.0.');
  });

  it('counts MIDI clicks the same way, in the MIDI figures', async () => {
    const m = await buildMidi(t.app, { owner: owner.uid });
    expect((await fromIp(`/api/app/midi/${m.midi_id}`, '10.1.0.1')).json().data).toMatchObject({
      click_num: 1,
      midi_id: m.midi_id,
      uid: owner.uid,
    });
    expect((await fromIp(`/api/app/midi/${m.midi_id}`, '10.1.0.1')).json().data.click_num).toBe(1);
    expect((await dailyRows(t.app, 'm', m.midi_id))[0]).toMatchObject({ clicks: 1 });
  });

  it('favourites through fav_add are idempotent and show on the page', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    expect((await as(t.app, null).get(`/api/app/fav_add/${p.music_id}`)).statusCode).toBe(401);
    expect((await as(t.app, other).get(`/api/app/fav_add/${p.music_id}`)).json().success).toBe(true);
    expect((await as(t.app, other).get(`/api/app/fav_add/${p.music_id}`)).json().success).toBe(true);
    const favs = await t.app.ctx.db
      .selectFrom('favourites')
      .selectAll()
      .where('music_id', '=', p.music_id)
      .execute();
    expect(favs).toHaveLength(1);
    expect(
      (await as(t.app, other).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .my_fav,
    ).toBe(true);
    expect(
      (await as(t.app, owner).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .my_fav,
    ).toBe(false);
  });

  it('a download counts a download (score and day figure too); a transferring project answers 409 and counts nothing', async () => {
    const p = await buildProject(t.app, { owner: owner.uid });
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('<vsqx/>'));
    await t.app.ctx.files.commit(stagedKey, fileKeys.projectFile(p.vsqx_uid, 'vsqx'));
    const res = await as(t.app, null).get(`/api/app/download/${p.music_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<vsqx/>');
    const row = await vsqxRow(t.app, p.music_id);
    expect(row.download_num).toBe(1);
    expect(row.score).toBe(popularityScore(row));
    expect((await dailyRows(t.app, 'v', p.music_id))[0]).toMatchObject({ downloads: 1 });
    expect(
      (await as(t.app, other).request(detailEndpoints.project, { params: { id: p.music_id } })).json().data
        .download_num,
    ).toBe(1);
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ upload_finish: 2 })
      .where('music_id', '=', p.music_id)
      .execute();
    expect((await as(t.app, null).get(`/api/app/download/${p.music_id}`)).statusCode).toBe(409);
    expect((await vsqxRow(t.app, p.music_id)).download_num).toBe(1);
  });
});
