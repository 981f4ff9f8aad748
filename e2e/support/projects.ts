import { expect, type APIRequestContext } from '@playwright/test';
import type { E2ESession } from './session';

const auth = (s: E2ESession) => ({ authorization: `Bearer ${s.token}` });

export interface ListedProject {
  music_id: number;
  vsqx_uid: string;
  music_name: string;
  music_length: string;
  click_num: number;
  download_num: number;
  comment_num: number;
  zan: number;
  upload_finish: number;
}

/** A small but real VSQX document. */
export function vsqxFile(title = 'e2e'): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><masterTrack><seqName><![CDATA[${title}]]></seqName><resolution>480</resolution></masterTrack></vsq4>`,
  );
}

/** About a second of silent MPEG-1 Layer III frames. */
export function mp3File(frames = 38): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** The edit form as the page sends it; override what a test is about. */
export function projectForm(vsqxUid: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    vsqx_uid: vsqxUid,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: 'e2e 工程',
    b_av: '',
    b_type: '1',
    agreement: '1',
    language: '2',
    selected_list: '初音ミク,古风',
    rate: '2',
    lyric_content: '',
    vsqx_content: '端到端测试工程',
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

/** Creates a project through the API exactly as the upload page does (slot → upload → submit). */
export async function createProject(
  request: APIRequestContext,
  s: E2ESession,
  over: Record<string, string> = {},
) {
  const slot = (await (await request.post('/api/user/new_vsqx_uid', { headers: auth(s) })).json()).data
    .vsqx_uid as string;
  const up = await request.post('/api/upload/vsqx_file', {
    headers: auth(s),
    multipart: {
      vsqx_uid: slot,
      file: { name: 'song.vsqx', mimeType: 'application/octet-stream', buffer: vsqxFile(over.p_title) },
    },
  });
  expect((await up.json()).success).toBe(true);
  const res = await (
    await request.post('/api/user/submit_new_vsqx_project', {
      headers: auth(s),
      form: projectForm(slot, over),
    })
  ).json();
  expect(res.success, res.message).toBe(true);
  return { music_id: res.data.music_id as number, vsqx_uid: slot };
}

export async function myProjects(
  request: APIRequestContext,
  s: E2ESession,
  sort: 'time' | 'hot',
): Promise<{ data: ListedProject[]; total: number }> {
  return (await request.get(`/api/user/select_vsqx_project_list?sort=${sort}`, { headers: auth(s) })).json();
}

/** An item of the merged list: a vsqx card (kind v) or a MIDI row (kind m). */
export type ListedItem =
  ({ kind: 'v' } & ListedProject) | { kind: 'm'; midi_id: number; midi_name: string; music_length: string };

/** One page of all my projects, vsqx and MIDI in one list (select_all_project_list). */
export async function allProjects(
  request: APIRequestContext,
  s: E2ESession,
  sort: 'time' | 'hot',
  page = 1,
): Promise<{ data: ListedItem[]; total: number }> {
  return (
    await request.get(`/api/user/select_all_project_list?page=${page}&page_size=10&sort=${sort}`, {
      headers: auth(s),
    })
  ).json();
}

export const itemName = (i: ListedItem) => (i.kind === 'v' ? i.music_name : i.midi_name);

export async function readProject(request: APIRequestContext, s: E2ESession, id: number) {
  return (await (await request.get(`/api/user/select_p_vsqx_project/${id}`, { headers: auth(s) })).json())
    .data;
}

/** Waits until the transfer of a project is done (upload_finish back to 1). */
export async function waitReady(request: APIRequestContext, s: E2ESession, id: number) {
  await expect
    .poll(async () => (await readProject(request, s, id)).upload_finish, { timeout: 20_000 })
    .toBe(1);
}
