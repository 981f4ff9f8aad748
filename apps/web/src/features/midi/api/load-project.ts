import { MIDI_MARKERS, type MidiProject } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** The owner check failed (spec §6): the server answered the text `error_user_verify`. */
export class MidiPermissionError extends Error {}

/**
 * `POST /api/user/midi/select_midi_project.php` (form midi_id): an array whose first element is the
 * project, or the text error_user_verify for anyone but the owner (spec §7).
 */
export async function fetchMidiProject(midiId: number): Promise<MidiProject> {
  const body = await api.raw(
    'POST',
    '/api/user/midi/select_midi_project.php',
    new URLSearchParams({ midi_id: String(midiId) }),
  );
  if (typeof body === 'string' && body.includes(MIDI_MARKERS.errorUserVerify))
    throw new MidiPermissionError(body);
  if (!Array.isArray(body) || !body[0] || typeof body[0] !== 'object')
    throw new Error(typeof body === 'string' ? body : '');
  return body[0] as MidiProject;
}
