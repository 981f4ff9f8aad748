import { midiEndpoints, wireEntries, type CallInput } from '@vsqx/domain';
import { api, call } from '../../../lib/api';

/** The form of spec §7 as the shared schema reads it (flags as '0'/'1'); both saves send it as a form. */
export type MidiWireForm = CallInput<typeof midiEndpoints.submitNew>['body'];

/** `update_upload_submit_midi.php`: answers the text holding a marker (spec §8), whatever the status. */
export async function saveMidiProject(form: MidiWireForm): Promise<string> {
  const body = await api.raw(
    'POST',
    '/api/user/midi/update_upload_submit_midi.php',
    new URLSearchParams(wireEntries(form)),
  );
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** DESIGN §5 creation: a slot uid first, then the same uploads, then `submit_new_midi`. */
export async function newMidiUid(): Promise<string> {
  return (await call(midiEndpoints.newUid)).data.midi_uid;
}

export async function submitNewMidi(form: MidiWireForm): Promise<number> {
  return (await call(midiEndpoints.submitNew, { body: form })).data.midi_id;
}
