import { midiEndpoints, type DataOf, type MidiSubmitForm } from '@vsqx/domain';
import { api, call } from '../../../lib/api';

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
  return (await call(midiEndpoints.newUid)).data.midi_uid;
}

export async function submitNewMidi(form: MidiWireForm): Promise<number> {
  // The spec's form as text (midi-form-values.ts builds it, unit-tested against the schema), sent as it is, so
  // not through call(), which types the body from the schema; the path and the answer's type are the table's.
  const env = await api.form<DataOf<typeof midiEndpoints.submitNew>>(midiEndpoints.submitNew.path, form);
  return env.data!.midi_id;
}
