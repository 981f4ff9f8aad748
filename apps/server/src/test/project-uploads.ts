import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, buildProject, multipart, type TestUser } from './factories';
import { demoVsqx, silentMp3 } from '../seed/demo-files';
import { vsqxTransfer } from '../modules/projects/transfer.job';
import { settleJobs } from './jobs';

/** A complete, valid edit form (spec §7 field names); override what a test is about. */
export function form(vsqxUid: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    vsqx_uid: vsqxUid,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: '千本桜',
    b_av: 'BV1xx411c7mD',
    b_type: '1',
    agreement: '2',
    language: '2',
    selected_list: '初音ミク,古风',
    rate: '3',
    lyric_content: '大胆不敌',
    vsqx_content: '调教工程',
    p_introduce: '',
    up_name: '',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '0',
    pic_exist: '0',
    file_extension: 'vsqx',
    synthesizer_name: '',
    synthesizer_type: '1',
    ...over,
  };
}

export const vsqxBytes = (title = 't') => demoVsqx(title, 'Miku', ['ら', 'ら']);
export const mp3Bytes = () => silentMp3();

/** Uploads one file into a slot through the real endpoint. */
export function upload(
  app: FastifyInstance,
  user: TestUser | null,
  url: string,
  vsqxUid: string,
  file: { name: string; data: Buffer },
) {
  const body = multipart({ vsqx_uid: vsqxUid, page_url: 'http://localhost/creator/#/content_update' }, file);
  return as(app, user).call({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

/** A multipart body of `size` bytes of file content, streamed (no 100 MB buffer in the test process). */
export function streamedUpload(vsqxUid: string, name: string, size: number) {
  const boundary = `----vsqxs${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="vsqx_uid"\r\n\r\n${vsqxUid}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  async function* body() {
    yield head;
    for (let left = size; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield tail;
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Runs due transfers as the background sweep would, until none is left (test/jobs.ts). */
export const runTransfers = (app: FastifyInstance) => settleJobs(app, vsqxTransfer);

/** Creates a project through the API (slot → upload → submit → transfer), answers its ids. */
export async function createProject(app: FastifyInstance, user: TestUser, over: Record<string, string> = {}) {
  const slot = (await as(app, user).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
  const up = await upload(app, user, '/api/upload/vsqx_file', slot, { name: 'song.vsqx', data: vsqxBytes() });
  expect(up.statusCode, up.body).toBe(200);
  const res = await as(app, user).form('/api/user/submit_new_vsqx_project', form(slot, over));
  expect(res.statusCode, res.body).toBe(200);
  await runTransfers(app);
  return { music_id: res.json().data.music_id as number, vsqx_uid: slot };
}

/** Projects straight in the table, one per row in order (list tests need many rows with chosen counts); their ids. */
export async function insertProjects(
  app: FastifyInstance,
  userId: number,
  rows: {
    name: string;
    counts?: Partial<Record<'click_num' | 'download_num' | 'comment_num' | 'zan', number>>;
  }[],
) {
  const ids: number[] = [];
  for (const r of rows) {
    const p = await buildProject(app, {
      owner: userId,
      music_name: r.name,
      tag: '古风',
      music_level: 1,
      music_desc: 'd',
      ...r.counts,
    });
    ids.push(p.music_id);
  }
  return ids;
}
