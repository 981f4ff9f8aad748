import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { musicIdParams } from './schemas';
import { userStorageSchema } from './storage';
import { projectVersionSchema, versionRestoreSchema } from './versions';

/** DESIGN §8 "Versions": a project's (or MIDI project's) file history, restoring one, and my storage. */
export const versionEndpoints = {
  /** Newest first; download one with `/api/app/download/{music_id}?version=N`. */
  list: endpoint({
    method: 'GET',
    path: '/api/app/project/:music_id/versions',
    auth: 'optional',
    params: musicIdParams,
    data: z.array(projectVersionSchema),
  }),
  midiList: endpoint({
    method: 'GET',
    path: '/api/app/midi/:midi_id/versions',
    auth: 'optional',
    params: z.object({ midi_id: dbIdSchema }),
    data: z.array(projectVersionSchema),
  }),
  /** The restored file becomes a new version; answers its number. */
  restore: endpoint({
    method: 'POST',
    path: '/api/user/project_version_restore',
    auth: 'user',
    body: versionRestoreSchema,
    data: z.object({ version: z.number().int() }),
  }),
  storage: endpoint({ method: 'GET', path: '/api/user/storage', auth: 'user', data: userStorageSchema }),
};
