import type { MidiSubmitForm } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** The form of spec §7 as it travels (flags as '0'/'1'). */
export type MidiWireForm = Record<Exclude<keyof MidiSubmitForm, 'visibility' | 'publish_at'>, string> & {
  visibility?: string;
  publish_at?: string;
};

/** `update_upload_submit_midi.php`: answers the text holding a marker (spec §8), whatever the status. */
export async function saveMidiProject(form: MidiWireForm): Promise<string> {
  const body = await api.raw(
    'POST',
    '/api/user/midi/update_upload_submit_midi.php',
    new URLSearchParams(form),
  );
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** DESIGN §5 creation: a slot uid first, then the same uploads, then `submit_new_midi`. */
export async function newMidiUid(): Promise<string> {
  return (await api.post<{ midi_uid: string }>('/api/user/midi/new_midi_uid')).data!.midi_uid;
}

export async function submitNewMidi(form: MidiWireForm): Promise<number> {
  return (await api.form<{ midi_id: number }>('/api/user/midi/submit_new_midi', form)).data!.midi_id;
}
