import type { Envelope, MidiCoverInfo, MidiFileInfo } from '@vsqx/domain';
import { api, ApiError } from '../../../lib/api';

export const MIDI_UPLOAD_URL = '/api/user/midi/update_project.php';

/** The extra fields of every MIDI-page upload (spec §7): the slot uid and the current page address. */
export function uploadFields(midiUid: string): Record<string, string> {
  return { midi_uid: midiUid, page_url: window.location.href };
}

/** Sends the cropped cover (a JPEG blob) through the same upload call as the MIDI file. */
export async function uploadMidiCover(midiUid: string, blob: Blob): Promise<MidiCoverInfo> {
  const body = new FormData();
  for (const [k, v] of Object.entries(uploadFields(midiUid))) body.append(k, v);
  body.append('file', blob, 'cover.jpg');
  const env = (await api.raw('POST', MIDI_UPLOAD_URL, body)) as Envelope<MidiCoverInfo> | string;
  if (!env || typeof env !== 'object' || !env.success)
    throw new ApiError(typeof env === 'object' ? env.message : String(env), 400);
  return env.data!;
}

/** Reads what update_project.php answered for a MIDI file (null for anything else). */
export function midiInfoOf(res: Envelope<unknown>): MidiFileInfo | null {
  const data = res.data as MidiFileInfo | undefined;
  return res.success && data && data.kind === 'midi' ? data : null;
}
