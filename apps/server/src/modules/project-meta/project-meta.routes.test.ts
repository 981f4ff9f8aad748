import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEndpoints } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { adminCommands } from '../../admin/commands';
import { buildVsqx, MIKU_VOICE, TIANYI_VOICE, vsqxNotes } from './fixtures/xml-fixtures';
import { metaForUpload, publicMeta } from './project-meta.service';
import { listUnmatchedSingers } from './project-meta.repository';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const liveUid = `live${Date.now().toString(16)}`;
const slotUid = `slot${Date.now().toString(16)}`;
let storedJson = '';

const vsqx = buildVsqx({
  version: 4,
  bpm: 120,
  tracks: [
    { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(6, 'ら') },
    { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(6, '天') },
    { name: 'Teto', voice: { name: 'Kasane Teto', id: 'ZZZZTETO', bs: 0, pc: 2 }, notes: vsqxNotes(2, 'て') },
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

describe('metaForUpload', () => {
  it('reads a staged upload in the worker, suggests the form values, records unknown singers', async () => {
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from(vsqx));
    const got = await metaForUpload(t.app.ctx, stagedKey, 'vsqx', 'vsqx');
    expect(got?.answer.suggest).toMatchObject({ synthesizer_type: 1, music_length: '00:03', trick_num: '2' });
    expect(got?.answer.suggest?.tags.sort()).toEqual(['初音ミク', '洛天依'].sort());
    expect(got?.answer.tracks.every((tr) => tr.notes === undefined)).toBe(true);
    expect(got?.stored.tracks[0].notes).toHaveLength(6);
    const rows = await listUnmatchedSingers(t.app.ctx.db, 10);
    expect(rows.map((r) => [r.name, r.seen_count])).toEqual(
      expect.arrayContaining([
        ['Kasane Teto', 1],
        ['compID:ZZZZTETO', 1],
      ]),
    );
    await metaForUpload(t.app.ctx, stagedKey, 'vsqx', 'vsqx');
    expect(
      (await listUnmatchedSingers(t.app.ctx.db, 10)).find((r) => r.name === 'Kasane Teto')?.seen_count,
    ).toBe(2);
    const report = await adminCommands.singers.run(
      { db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
      [],
    );
    expect(report).toMatch(/Kasane Teto/);
    storedJson = JSON.stringify({ format: 'vsqx', sha256: null, project_meta: got?.stored });
    await t.app.ctx.files.discard(stagedKey);
  });
  it('answers null for a file it cannot read (the upload stays valid)', async () => {
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('print("hi")'));
    expect(await metaForUpload(t.app.ctx, stagedKey, 'lua', 'vsqx')).toBeNull();
    await t.app.ctx.files.discard(stagedKey);
  });
  it('stored meta reads back with or without the namespace key', () => {
    expect(publicMeta(storedJson)?.format).toBe('vsqx4');
    expect(publicMeta(JSON.stringify(JSON.parse(storedJson).project_meta))?.tracks[0].notes).toBeUndefined();
    expect(publicMeta('{"format":"vsqx","sha256":null}')).toBeNull();
    expect(publicMeta('not json')).toBeNull();
  });
});

describe('GET /api/app/preview/{uid}.svg and /api/app/project_meta/{uid}', () => {
  beforeAll(async () => {
    const now = Date.now();
    await t.app.ctx.db
      .insertInto('vsqx_projects')
      .values({
        vsqx_uid: liveUid,
        user_id: owner.uid,
        music_name: 'n',
        up_time: now,
        updated_at: now,
        music_type: 1,
        p_name: '',
        agreement: 1,
        music_language: '1',
        tag: '洛天依',
        music_level: 1,
        music_desc: 'd',
        synthesizer_type: 1,
        file_extension: 'vsqx',
        meta_json: storedJson,
      })
      .execute();
    await t.app.ctx.db
      .insertInto('upload_slots')
      .values({ slot_uid: slotUid, user_id: owner.uid, kind: 'vsqx', created_at: now })
      .execute();
    await t.app.ctx.db
      .insertInto('staged_uploads')
      .values({
        slot_uid: slotUid,
        user_id: owner.uid,
        role: 'project',
        staged_key: 'k',
        original_name: 'a.vsqx',
        size: 1,
        meta_json: storedJson,
        created_at: now,
      })
      .execute();
  });
  it('draws the live project for anyone, as an inert image', async () => {
    const res = await as(t.app, null).get(`/api/app/preview/${liveUid}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('120 BPM · 00:03 · 4 tracks · 14 notes');
    expect(res.body).not.toMatch(/<script|href=|on\w+=/i);
  });
  it('staged previews: 401 without a token, 404 for another user, the SVG for the owner', async () => {
    expect((await as(t.app, null).get(`/api/app/preview/${slotUid}.svg?staged=1`)).statusCode).toBe(401);
    expect((await as(t.app, other).get(`/api/app/preview/${slotUid}.svg?staged=1`)).statusCode).toBe(404);
    const res = await as(t.app, owner).get(`/api/app/preview/${slotUid}.svg?staged=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    // The staged file is not public: without ?staged it is not found.
    expect((await as(t.app, owner).get(`/api/app/preview/${slotUid}.svg`)).statusCode).toBe(404);
  });
  it('404 for unknown uids, 400 for bad names', async () => {
    expect((await as(t.app, null).get('/api/app/preview/nope.svg')).statusCode).toBe(404);
    expect((await as(t.app, null).get('/api/app/preview/a%2F..%2Fb.svg')).statusCode).toBe(400);
    expect((await as(t.app, null).get('/api/app/preview/abc.png')).statusCode).toBe(400);
  });
  it('the project meta without preview notes, public for live projects', async () => {
    const res = await as(t.app, null).request(projectEndpoints.meta, { params: { uid: liveUid } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      data: { format: string; tracks: { notes?: unknown }[]; suggest: { tags: string[] } };
    };
    expect(body.data.format).toBe('vsqx4');
    expect(body.data.tracks.every((tr) => tr.notes === undefined)).toBe(true);
    expect(
      (await as(t.app, null).request(projectEndpoints.meta, { params: { uid: 'nope' } })).json(),
    ).toMatchObject({
      success: true,
      data: null,
    });
  });
});
