import { expect, type APIRequestContext } from '@playwright/test';
import { buildMidi } from './midi-file';
import type { E2ESession } from './session';

const auth = (s: E2ESession) => ({ authorization: `Bearer ${s.token}` });

/** A MIDI project made through the API the site uses: slot, upload, submit_new_midi. */
export async function createMidi(
  request: APIRequestContext,
  s: E2ESession,
  title: string,
): Promise<{ id: number; uid: string }> {
  const uid = (await (await request.post('/api/user/midi/new_midi_uid', { headers: auth(s) })).json()).data
    .midi_uid as string;
  const up = await request.post('/api/user/midi/update_project.php', {
    headers: auth(s),
    multipart: {
      midi_uid: uid,
      page_url: 'e2e',
      file: { name: 'first.mid', mimeType: 'audio/midi', buffer: buildMidi(1, 30) },
    },
  });
  expect(up.ok()).toBe(true);
  const res = await request.post('/api/user/midi/submit_new_midi', {
    headers: auth(s),
    form: {
      midi_uid: uid,
      midi_type: '1',
      p_name: '',
      p_title: title,
      agreement: '2',
      language: '2',
      selected_list: '流行曲,V家',
      lyric_content: '',
      midi_desc: '浏览器测试用的MIDI',
      p_introduce: '',
      if_pic_changed: '0',
      if_vsqx_changed: '1',
      pic_exist: '0',
      file_extension: 'mid',
      trick_num: '1',
    },
  });
  return { id: (await res.json()).data.midi_id, uid };
}
