import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { allowConvertSchema, allowConvertStateSchema } from './convert-schemas';
import { musicIdParams } from './schemas';

const midiIdParams = z.object({ midi_id: dbIdSchema });

/**
 * The owner's switch for converted downloads (`allow_convert`, DESIGN §8) of a project and of a MIDI project;
 * the converted downloads themselves are the download routes with `?as=` (outside the table: files).
 */
export const convertEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/allow_convert/:music_id',
    auth: 'user',
    params: musicIdParams,
    data: allowConvertStateSchema,
  }),
  set: endpoint({
    method: 'POST',
    path: '/api/user/allow_convert/:music_id',
    auth: 'user',
    params: musicIdParams,
    body: allowConvertSchema,
    data: allowConvertStateSchema,
  }),
  midiGet: endpoint({
    method: 'GET',
    path: '/api/user/midi/allow_convert/:midi_id',
    auth: 'user',
    params: midiIdParams,
    data: allowConvertStateSchema,
  }),
  midiSet: endpoint({
    method: 'POST',
    path: '/api/user/midi/allow_convert/:midi_id',
    auth: 'user',
    params: midiIdParams,
    body: allowConvertSchema,
    data: allowConvertStateSchema,
  }),
};
