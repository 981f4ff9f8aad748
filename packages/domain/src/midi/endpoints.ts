import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { midiSubmitSchema } from './schemas';

const midiIdParams = z.object({ midi_id: dbIdSchema });

/**
 * The MIDI endpoints with an envelope (DESIGN §5 creation, spec §7 delete). Not here: the spec's `.php` calls
 * (plain JSON or text markers), the multipart `update_project.php` and the file download.
 */
export const midiEndpoints = {
  /** A slot uid for a new MIDI project: uploads go to it before `submitNew`. */
  newUid: endpoint({
    method: 'POST',
    path: '/api/user/midi/new_midi_uid',
    auth: 'user',
    data: z.object({ midi_uid: z.string() }),
  }),
  submitNew: endpoint({
    method: 'POST',
    path: '/api/user/midi/submit_new_midi',
    auth: 'user',
    body: midiSubmitSchema,
    bodyAs: 'form',
    data: z.object({ midi_id: z.number().int() }),
  }),
  remove: endpoint({
    method: 'GET',
    path: '/api/user/midi/delete_project/:midi_id',
    auth: 'user',
    params: midiIdParams,
  }),
};
