import contentDisposition from 'content-disposition';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, multipart, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { ANY_INVISIBLE, INVISIBLE_SAMPLES } from '../../test/invisible-characters';
import { form, runTransfers, upload, vsqxBytes } from '../../test/project-uploads';
import { createMidiProject } from '../../test/midi-uploads';
import { buildVsqx, MIKU_VOICE, TIANYI_VOICE } from '../project-meta/fixtures/xml-fixtures';
import { silentMp3 } from '../../seed/demo-files';

/** A title of at most 35 characters (the spec's limit) that hides a reversed extension. */
const BIDI_TITLE = 'photo_\u202Egnp\u200B\u2066x\u2069.exe\uFEFF';
const BIDI_CLEAN = 'photo_gnpx.exe';

/** The file name a browser would save under (filename* wins), checked free of invisible characters. */
function savedName(res: LightMyRequestResponse): string {
  const header = String(res.headers['content-disposition'] ?? '');
  expect(header).not.toMatch(ANY_INVISIBLE);
  const parsed = contentDisposition.parse(header);
  expect(parsed.type).toBe('attachment');
  return parsed.parameters.filename;
}

function expectDownload(res: LightMyRequestResponse, type: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('issue 18 HTTP: downloads are attachments with clean RFC 6266 names', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  async function project(title: string, data = vsqxBytes()) {
    const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    expect(
      (await upload(t.app, owner, '/api/upload/vsqx_file', slot, { name: 'song.vsqx', data })).statusCode,
    ).toBe(200);
    const res = await as(t.app, owner).form(
      '/api/user/submit_new_vsqx_project',
      form(slot, { p_title: title, if_vsqx_changed: '1' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await runTransfers(t.app);
    return res.json().data.music_id as number;
  }

  it('a .vsqx download is an octet-stream attachment named after the title, for anyone', async () => {
    const id = await project('千本桜');
    for (const u of [null, other, owner]) {
      const res = await as(t.app, u).get(`/api/app/download/${id}`);
      expectDownload(res, 'application/octet-stream');
      expect(savedName(res)).toBe('千本桜.vsqx');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="___.vsqx"; filename*=UTF-8''${encodeURIComponent('千本桜.vsqx')}`,
      );
    }
  });

  it('project titles lose bidirectional controls and every other invisible character in the name', async () => {
    expect(Array.from(BIDI_TITLE).length).toBeLessThanOrEqual(35);
    const id = await project(BIDI_TITLE);
    expect(savedName(await as(t.app, null).get(`/api/app/download/${id}`))).toBe(`${BIDI_CLEAN}.vsqx`);
    // Each character alone, and quotes, slashes and controls beside it.
    for (const c of INVISIBLE_SAMPLES) {
      const one = await project(`a${c}"b\\c${c}`);
      expect(savedName(await as(t.app, null).get(`/api/app/download/${one}`)), JSON.stringify(c)).toBe(
        'a_b_c.vsqx',
      );
    }
  });

  it('converted downloads and the UST archive of several tracks carry clean names', async () => {
    const notes = [{ t: 0, dur: 480, n: 60, y: 'ら' }];
    const twoTracks = Buffer.from(
      buildVsqx({
        version: 4,
        title: 'x',
        bpm: 120,
        tracks: [
          { name: 'Mi\u202Eku\u200B', voice: MIKU_VOICE, notes },
          { name: '\u2067天依\u2069', voice: TIANYI_VOICE, notes },
        ],
      }),
    );
    const id = await project(BIDI_TITLE, twoTracks);
    for (const target of ['mid', 'svp', 'ust'] as const) {
      const res = await as(t.app, other).get(`/api/app/download/${id}?as=${target}`);
      expectDownload(res, 'application/octet-stream');
      expect(savedName(res), target).toBe(`${BIDI_CLEAN}.${target === 'ust' ? 'zip' : target}`);
      if (target === 'ust') {
        const entries = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
        expect(entries.sort()).toEqual(['01-Miku.ust', '02-天依.ust']);
      }
    }
  });

  it('a MIDI download is an audio/midi attachment with a clean name', async () => {
    const { midiId } = await createMidiProject(t.app, owner, { p_title: BIDI_TITLE });
    for (const u of [null, other, owner]) {
      const res = await as(t.app, u).get(`/api/app/download_midi/${midiId}`);
      expectDownload(res, 'audio/midi');
      expect(savedName(res)).toBe(`${BIDI_CLEAN}.mid`);
    }
  });

  it('an avatar is an inline image with nosniff; a stored file that is no image or audio is an attachment', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f93' } })
      .jpeg()
      .toBuffer();
    const body = multipart({}, { name: `${owner.uid}.jpg`, data: jpeg, type: 'image/jpeg' });
    expect(
      (await as(t.app, owner).call({ method: 'POST', url: '/api/user/upload_avatar', ...body })).statusCode,
    ).toBe(200);
    expect((await as(t.app, owner).get('/api/user/avatar_submit')).statusCode).toBe(200);
    const avatar = await as(t.app, other).get(`/files/avatar/${owner.uid}.jpg?v=1`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/jpeg');
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');
    expect(avatar.headers['content-disposition']).toBeUndefined();

    // Whatever lands in a public folder under another extension is never rendered by the browser.
    for (const [name, bytes] of [
      ['evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['page.html', '<script>alert(1)</script>'],
    ]) {
      const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from(bytes));
      await t.app.ctx.files.commit(stagedKey, `article/${name}`);
      const res = await as(t.app, null).get(`/files/article/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(savedName(res)).toBe(name);
    }
  });
});

describe('issue 18 HTTP: range requests on stored files and downloads', () => {
  const t = useTestApp();
  let owner: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
  });

  const get = (url: string, range?: string) =>
    as(t.app, null).call({ method: 'GET', url, headers: range ? { range } : {} });

  /** Every answer a file gives to ranges, checked against its whole bytes. */
  async function expectRanges(url: string) {
    const whole = await get(url);
    expect(whole.statusCode, url).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const bytes = whole.rawPayload;
    const size = bytes.length;
    expect(Number(whole.headers['content-length'])).toBe(size);

    const suffix = await get(url, 'bytes=-500');
    expect(suffix.statusCode, url).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(Number(suffix.headers['content-length'])).toBe(500);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 500))).toBe(true);

    const first = await get(url, 'bytes=0-9');
    expect([first.statusCode, first.headers['content-range']]).toEqual([206, `bytes 0-9/${size}`]);
    expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const longSuffix = await get(url, `bytes=-${size + 1000}`);
    expect([longSuffix.statusCode, longSuffix.headers['content-range']]).toEqual([
      206,
      `bytes 0-${size - 1}/${size}`,
    ]);
    expect(longSuffix.rawPayload.equals(bytes)).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await get(url, range);
      expect(res.statusCode, `${url} ${range}`).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.rawPayload.length).toBe(0);
    }
    for (const range of ['bytes=5-2', 'bytes=0-1,4-5', 'pages=1-2']) {
      const res = await get(url, range);
      expect(res.statusCode, `${url} ${range}`).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  }

  it('an mp3 preview and an avatar in the public folders', async () => {
    const mp3 = silentMp3(40);
    const { stagedKey } = await t.app.ctx.files.stageBuffer(mp3);
    await t.app.ctx.files.commit(stagedKey, 'mp3/ranged.mp3');
    await expectRanges('/files/mp3/ranged.mp3');
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a6' } })
      .jpeg()
      .toBuffer();
    const body = multipart({}, { name: `${owner.uid}.jpg`, data: jpeg, type: 'image/jpeg' });
    expect(
      (await as(t.app, owner).call({ method: 'POST', url: '/api/user/upload_avatar', ...body })).statusCode,
    ).toBe(200);
    expect((await as(t.app, owner).get('/api/user/avatar_submit')).statusCode).toBe(200);
    await expectRanges(`/files/avatar/${owner.uid}.jpg`);
  });

  it('a project download, a converted one and a MIDI download', async () => {
    const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    expect(
      (await upload(t.app, owner, '/api/upload/vsqx_file', slot, { name: 'song.vsqx', data: vsqxBytes() }))
        .statusCode,
    ).toBe(200);
    const res = await as(t.app, owner).form(
      '/api/user/submit_new_vsqx_project',
      form(slot, { p_title: '分段下载' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await runTransfers(t.app);
    const id = res.json().data.music_id as number;
    await expectRanges(`/api/app/download/${id}`);
    await expectRanges(`/api/app/download/${id}?as=svp`);
    const { midiId } = await createMidiProject(t.app, owner, { p_title: '分段' });
    await expectRanges(`/api/app/download_midi/${midiId}`);
  });
});
