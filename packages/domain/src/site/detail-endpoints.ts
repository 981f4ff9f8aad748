import { z } from 'zod';
import { viewSourceQuerySchema } from '../analytics/schemas';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { likeResultSchema, likeTargetSchema, midiDetailSchema, projectDetailSchema } from './schemas';

const idParams = z.object({ id: dbIdSchema });

/**
 * The public project pages (a click counted once per viewer in 30 minutes, never the owner's; `from` says where
 * the visitor came from, for the owner's analytics) and the like toggle on them.
 */
export const detailEndpoints = {
  project: endpoint({
    method: 'GET',
    path: '/api/app/project/:id',
    auth: 'optional',
    params: idParams,
    query: viewSourceQuerySchema,
    data: projectDetailSchema,
  }),
  midi: endpoint({
    method: 'GET',
    path: '/api/app/midi/:id',
    auth: 'optional',
    params: idParams,
    query: viewSourceQuerySchema,
    data: midiDetailSchema,
  }),
  /** `?type=v` (default) a vsqx project, `m` a MIDI project, `a` an article. */
  like: endpoint({
    method: 'POST',
    path: '/api/app/zan/:id',
    auth: 'user',
    params: idParams,
    query: likeTargetSchema,
    data: likeResultSchema,
  }),
};
