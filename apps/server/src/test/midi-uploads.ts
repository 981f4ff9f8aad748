import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Envelope, MidiFileInfo } from '@vsqx/domain';
import { as, multipart, type TestUser } from './factories';
import { buildSmf, type SmfSpec } from '../modules/midi/midi-fixtures';
import { midiTransfer } from '../modules/midi/midi-transfer';
import { settleJobs } from './jobs';

export const SUBMIT = '/api/user/midi/update_upload_submit_midi.php';
export const UPLOAD = '/api/user/midi/update_project.php';

export const smf = (spec: Partial<SmfSpec> = {}) =>
  buildSmf({ noteTracks: 2, seconds: 65, bpm: 100, ...spec });

export async function pngImage(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3388cc' } })
    .png()
    .toBuffer();
}

/** A valid form of spec §7 for `midiUid`; override any field. */
export function midiForm(midiUid: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    midi_uid: midiUid,
    midi_type: '1',
    p_name: '',
    p_title: '测试MIDI',
    agreement: '2',
    language: '2',
    selected_list: '流行曲,自定义',
    lyric_content: '歌词',
    midi_desc: '介绍',
    p_introduce: '我的介绍',
    up_name: 'x',
    up_email: '',
    if_pic_changed: '0',
    if_vsqx_changed: '0',
    pic_exist: '0',
    file_extension: 'mid',
    trick_num: '2',
    ...over,
  };
}

export function uploadFile(
  app: FastifyInstance,
  user: TestUser | null,
  midiUid: string,
  name: string,
  data: Buffer,
  type?: string,
) {
  const body = multipart(
    { midi_uid: midiUid, page_url: 'http://localhost/creator/#/content_midi_update' },
    { name, data, type },
  );
  return as(app, user).call({ method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
}

export async function uploadMidi(
  app: FastifyInstance,
  user: TestUser,
  midiUid: string,
  data = smf(),
): Promise<MidiFileInfo> {
  const res = await uploadFile(app, user, midiUid, 'song.mid', data);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as Envelope<MidiFileInfo>).data!;
}

/** Creates a project through the site's flow (slot → uploads → submit_new_midi); answers its id and uid. */
export async function createMidiProject(
  app: FastifyInstance,
  user: TestUser,
  over: Record<string, string> = {},
  data = smf(),
) {
  const slot = (await as(app, user).post('/api/user/midi/new_midi_uid')).json() as Envelope<{
    midi_uid: string;
  }>;
  const midiUid = slot.data!.midi_uid;
  await uploadMidi(app, user, midiUid, data);
  const res = await as(app, user).form(
    '/api/user/midi/submit_new_midi',
    midiForm(midiUid, { if_vsqx_changed: '1', ...over }),
  );
  const body = res.json() as Envelope<{ midi_id: number }>;
  if (!body.success) throw new Error(`create failed: ${res.body}`);
  return { midiId: body.data!.midi_id, midiUid };
}

export async function projectRow(app: FastifyInstance, midiId: number) {
  return app.ctx.db
    .selectFrom('midi_projects')
    .selectAll()
    .where('midi_id', '=', midiId)
    .executeTakeFirstOrThrow();
}

/** Makes every submitted MIDI change live (test/jobs.ts). */
export const settleMidiTransfers = (app: FastifyInstance) => settleJobs(app, midiTransfer);

/** Waits for a condition the transfer timer brings about (at most a few seconds). */
export async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
