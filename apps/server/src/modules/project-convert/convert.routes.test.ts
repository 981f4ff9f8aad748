import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertEndpoints, detailEndpoints } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { form, runTransfers, upload } from '../../test/project-uploads';
import { createMidiProject, projectRow } from '../../test/midi-uploads';
import { buildVsqx, MIKU_VOICE, TIANYI_VOICE, type FixtureNote } from '../project-meta/fixtures/xml-fixtures';
import { buildMidi } from '../project-meta/fixtures/binary-fixtures';
import { READ_BACK } from './testing/independent-readers';
import { conversionRuns } from './convert.service';

const t = useTestApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});

const LYRICS = ['さ', 'く', 'ら', '-', 'ち', 'る'];
const notes = (lyrics: string[]): FixtureNote[] =>
  lyrics.map((y, i) => ({ t: i * 480, dur: 480, n: 60 + i, y }));
const song = (lyrics = LYRICS) =>
  Buffer.from(
    buildVsqx({
      version: 4,
      title: 'Untitled0',
      bpm: 150,
      tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: notes(lyrics) }],
    }),
  );

/** A live project with this file, through the real upload, submit and transfer. */
async function project(file: { name: string; data: Buffer }, over: Record<string, string> = {}) {
  const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
  expect((await upload(t.app, owner, '/api/upload/vsqx_file', slot, file)).statusCode).toBe(200);
  const ext = file.name.split('.').pop()!;
  const res = await as(t.app, owner).form(
    '/api/user/submit_new_vsqx_project',
    form(slot, { p_title: '千本桜', file_extension: ext, if_vsqx_changed: '1', ...over }),
  );
  expect(res.statusCode, res.body).toBe(200);
  await runTransfers(t.app);
  return res.json().data.music_id as number;
}

const downloads = async (id: number) =>
  (
    await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('download_num')
      .where('music_id', '=', id)
      .executeTakeFirstOrThrow()
  ).download_num;
const fail = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });

describe('GET /api/app/download/{music_id}?as= (converted downloads)', () => {
  let id: number;
  beforeAll(async () => {
    id = await project({ name: 'song.vsqx', data: song() });
  });

  it.each(['mid', 'ust', 'ustx', 'svp', 'vsqx'] as const)(
    'as=%s: the same notes, lyrics and tempo, named after the project, counted',
    async (target) => {
      const before = await downloads(id);
      // Each format from its own address: one downloader counts once an hour whatever the format (issue 18).
      const res = await as(t.app, null).call({
        method: 'GET',
        url: `/api/app/download/${id}?as=${target}`,
        remoteAddress: `198.51.100.${['mid', 'ust', 'ustx', 'svp', 'vsqx'].indexOf(target) + 1}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`千本桜.${target}`)}`,
      );
      const back = READ_BACK[target](res.rawPayload);
      expect(back.tracks).toHaveLength(1);
      const got = back.tracks[0].notes;
      expect(got.map((n) => [n.tick, n.dur, n.key])).toEqual(LYRICS.map((_, i) => [i * 480, 480, 60 + i]));
      // The slur is spelled the target's way (OpenUtau `+~`, the others `-`).
      expect(got.map((n) => n.lyric)).toEqual(LYRICS.map((y) => (y === '-' && target === 'ustx' ? '+~' : y)));
      expect(back.tempos).toEqual([{ tick: 0, bpm: expect.closeTo(150, 2) }]);
      expect(await downloads(id)).toBe(before + 1);
    },
  );

  it('says where the file came from and under which licence, where the format has room', async () => {
    const vsqx = READ_BACK.vsqx((await as(t.app, null).get(`/api/app/download/${id}?as=vsqx`)).rawPayload);
    expect(vsqx.title).toBe('千本桜');
    expect(vsqx.comment).toContain(`/project/vn${id}`);
    expect(vsqx.comment).toContain('非商业使用，注明作者即可，无需授权');
    const mid = READ_BACK.mid((await as(t.app, null).get(`/api/app/download/${id}?as=mid`)).rawPayload);
    expect(mid.comment).toContain(`/project/vn${id}`);
    const ustx = READ_BACK.ustx((await as(t.app, null).get(`/api/app/download/${id}?as=ustx`)).rawPayload);
    expect(ustx.comment).toContain(owner.username);
  });

  it('is public like the plain download: no token, another user and the owner all get it', async () => {
    for (const user of [null, other, owner])
      expect((await as(t.app, user).get(`/api/app/download/${id}?as=svp`)).statusCode).toBe(200);
  });

  it('a second download costs nothing: served from the cache, not converted again, but counted', async () => {
    const fresh = await project({ name: 'again.vsqx', data: song(['あ', 'い']) });
    const runs = conversionRuns.count;
    const first = await as(t.app, null).get(`/api/app/download/${fresh}?as=ust`);
    expect(conversionRuns.count).toBe(runs + 1);
    const second = await as(t.app, other).get(`/api/app/download/${fresh}?as=ust`);
    expect(conversionRuns.count).toBe(runs + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await downloads(fresh)).toBe(2);
    // What the file says changes with the licence, so a new licence is a new file.
    await as(t.app, owner).form(
      '/api/user/submit_update_vsqx_project',
      form(
        (
          await t.app.ctx.db
            .selectFrom('vsqx_projects')
            .select('vsqx_uid')
            .where('music_id', '=', fresh)
            .executeTakeFirstOrThrow()
        ).vsqx_uid,
        { p_title: '千本桜', agreement: '3' },
      ),
    );
    const relicensed = await as(t.app, null).get(`/api/app/download/${fresh}?as=vsqx`);
    expect(conversionRuns.count).toBe(runs + 2);
    expect(READ_BACK.vsqx(relicensed.rawPayload).comment).toContain('禁止二次发布');
  });

  it('UST is Shift-JIS for Japanese, UTF-8 when a lyric needs it, and UTF-8 on request', async () => {
    const sjis = (await as(t.app, null).get(`/api/app/download/${id}?as=ust`)).rawPayload;
    expect(sjis.includes(iconv.encode('Lyric=さ', 'shift_jis'))).toBe(true);
    const utf8 = (
      await as(t.app, null).get(`/api/app/download/${id}?as=ust&charset=utf-8`)
    ).rawPayload.toString('utf8');
    expect(utf8).toContain('Charset=UTF-8');
    expect(utf8).toContain('Lyric=さ');
    const chinese = await project({
      name: 'zh.vsqx',
      data: Buffer.from(
        buildVsqx({
          version: 4,
          bpm: 120,
          tracks: [{ name: '天依', voice: TIANYI_VOICE, notes: notes(['这', '们']) }],
        }),
      ),
    });
    const zh = await as(t.app, null).get(`/api/app/download/${chinese}?as=ust`);
    expect(zh.rawPayload.toString('utf8')).toContain('Lyric=这');
    expect(READ_BACK.ust(zh.rawPayload).tracks[0].notes.map((n) => n.lyric)).toEqual(['这', '们']);
  });

  it('a file that cannot be converted answers 409 with a message, never a 500, and is not counted', async () => {
    const broken = await project({
      name: 'broken.vsqx',
      data: Buffer.from('<vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><masterTrack>'),
    });
    expect(fail(await as(t.app, null).get(`/api/app/download/${broken}?as=svp`))).toEqual({
      status: 409,
      body: { success: false, message: '无法读取该工程文件，暂不能转换格式' },
    });
    const silent = await project({ name: 'silent.vsqx', data: song([]) });
    expect(fail(await as(t.app, null).get(`/api/app/download/${silent}?as=mid`))).toEqual({
      status: 409,
      body: { success: false, message: '工程文件中没有可转换的音符' },
    });
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/app/download/${silent}?as=mid`,
      headers: { 'x-lang': 'en' },
    });
    expect(en.json()).toEqual({ success: false, message: 'The project file has no notes to convert' });
    expect([await downloads(broken), await downloads(silent)]).toEqual([0, 0]);
    // The original still downloads.
    expect((await as(t.app, null).get(`/api/app/download/${broken}`)).statusCode).toBe(200);
  });

  it('refuses an unknown format with 400, and a missing project with 404', async () => {
    expect((await as(t.app, null).get(`/api/app/download/${id}?as=wav`)).statusCode).toBe(400);
    expect((await as(t.app, null).get(`/api/app/download/${id}?as=ust&charset=gbk`)).statusCode).toBe(400);
    expect((await as(t.app, null).get('/api/app/download/999999?as=svp')).statusCode).toBe(404);
  });
});

describe('allow_convert: the owner switch', () => {
  it('no token → 401, another user → 404, the owner reads and sets it; off → 409 for ?as= and the page says so', async () => {
    const id = await project({ name: 'switch.vsqx', data: song() });
    const params = { music_id: id };
    const read = (u: TestUser | null) => as(t.app, u).request(convertEndpoints.get, { params });
    const set = (u: TestUser | null, allow: boolean) =>
      as(t.app, u).request(convertEndpoints.set, { params, body: { allow_convert: allow } });
    expect((await read(null)).statusCode).toBe(401);
    expect((await set(null, false)).statusCode).toBe(401);
    expect((await read(other)).statusCode).toBe(404);
    expect((await set(other, false)).statusCode).toBe(404);
    expect((await read(owner)).json()).toMatchObject({
      success: true,
      data: { allow_convert: true },
    });
    // Not a boolean: cannot be typed into request(), sent by hand.
    const url = `/api/user/allow_convert/${id}`;
    expect((await as(t.app, owner).post(url, { allow_convert: 'no' })).statusCode).toBe(400);

    const off = await set(owner, false);
    expect(off.json()).toEqual({
      success: true,
      message: '已关闭转换格式下载',
      data: { allow_convert: false },
    });
    expect((await read(owner)).json().data).toEqual({ allow_convert: false });
    const detail = await as(t.app, null).answer(detailEndpoints.project, { params: { id } });
    expect(detail.data.allow_convert).toBe(0);
    expect(fail(await as(t.app, null).get(`/api/app/download/${id}?as=svp`))).toEqual({
      status: 409,
      body: { success: false, message: '作者未开放转换格式下载，请下载原工程文件' },
    });
    expect(await downloads(id)).toBe(0);
    expect((await as(t.app, null).get(`/api/app/download/${id}`)).statusCode).toBe(200);

    await set(owner, true);
    expect((await as(t.app, null).get(`/api/app/download/${id}?as=svp`)).statusCode).toBe(200);
  });

  it('is on for new projects, and the plain download and a transferring file behave as before', async () => {
    const id = await project({ name: 'new.vsqx', data: song() });
    const detail = await as(t.app, null).answer(detailEndpoints.project, { params: { id } });
    expect(detail.data.allow_convert).toBe(1);
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ upload_finish: 2 })
      .where('music_id', '=', id)
      .execute();
    expect(fail(await as(t.app, null).get(`/api/app/download/${id}?as=svp`)).status).toBe(409);
  });
});

describe('MIDI projects: GET /api/app/download_midi/{midi_id}?as=', () => {
  it('converts a MIDI with lyrics to UST/USTX/SVP/VSQX, counts it, and follows its own switch', async () => {
    const mid = buildMidi(
      [
        {
          name: '旋律',
          notes: ['ど', 'れ', 'み'].map((lyric, i) => ({ tick: i * 480, dur: 480, key: 60 + i, lyric })),
        },
      ],
      { bpm: 100 },
    );
    const { midiId } = await createMidiProject(t.app, owner, { p_title: '小星星' }, mid);
    for (const target of ['ust', 'ustx', 'svp', 'vsqx'] as const) {
      const res = await as(t.app, null).call({
        method: 'GET',
        url: `/api/app/download_midi/${midiId}?as=${target}`,
        remoteAddress: `198.51.100.${['mid', 'ust', 'ustx', 'svp', 'vsqx'].indexOf(target) + 1}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(`小星星.${target}`));
      const back = READ_BACK[target](res.rawPayload);
      expect(back.tracks[0].notes.map((n) => [n.tick, n.key, n.lyric])).toEqual([
        [0, 60, 'ど'],
        [480, 61, 'れ'],
        [960, 62, 'み'],
      ]);
      expect(back.tempos[0].bpm).toBeCloseTo(100, 2);
    }
    expect((await projectRow(t.app, midiId)).download_num).toBe(4);
    const off = (u: TestUser | null) =>
      as(t.app, u).request(convertEndpoints.midiSet, {
        params: { midi_id: midiId },
        body: { allow_convert: false },
      });
    expect((await off(null)).statusCode).toBe(401);
    expect((await off(other)).statusCode).toBe(404);
    expect((await off(owner)).statusCode).toBe(200);
    expect((await as(t.app, null).get(`/api/app/download_midi/${midiId}?as=ust`)).statusCode).toBe(409);
    expect((await as(t.app, null).get(`/api/app/download_midi/${midiId}`)).statusCode).toBe(200);
    const page = await as(t.app, null).answer(detailEndpoints.midi, { params: { id: midiId } });
    expect(page.data.allow_convert).toBe(0);
  });
});
