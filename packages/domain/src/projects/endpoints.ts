import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { myListQuerySchema } from '../search/schemas';
import { projectMetaSchema } from '../singers/meta-schema';
import {
  allProjectsItemSchema,
  editableProjectSchema,
  musicIdParams,
  myProjectItemSchema,
  projectFormBodySchema,
} from './schemas';

/**
 * The vsqx project's envelope calls: spec §7 "Statistics and lists" and "Project", DESIGN §5 creation. Not
 * here: the multipart uploads (`/api/upload/vsqx_file`, `/api/upload/mp3`, `/api/app/upload_vsqx_cover`), the
 * file download (`/api/app/download/:music_id`) and the piano-roll picture (`/api/app/preview/:file`).
 */
export const projectEndpoints = {
  /** `total` beside `data`. */
  list: endpoint({
    method: 'GET',
    path: '/api/user/select_vsqx_project_list',
    auth: 'user',
    query: myListQuerySchema,
    data: z.array(myProjectItemSchema),
  }),
  /** vsqx and MIDI projects in one list, one total. */
  listAll: endpoint({
    method: 'GET',
    path: '/api/user/select_all_project_list',
    auth: 'user',
    query: myListQuerySchema,
    data: z.array(allProjectsItemSchema),
  }),
  /** One of my projects, for editing. */
  get: endpoint({
    method: 'GET',
    path: '/api/user/select_p_vsqx_project/:music_id',
    auth: 'user',
    params: musicIdParams,
    data: editableProjectSchema,
  }),
  remove: endpoint({
    method: 'GET',
    path: '/api/user/delete_project/:music_id',
    auth: 'user',
    params: musicIdParams,
  }),
  /** A fresh upload slot: a new project's uploads go to it before `create`. */
  newSlot: endpoint({
    method: 'POST',
    path: '/api/user/new_vsqx_uid',
    auth: 'user',
    data: z.object({ vsqx_uid: z.string() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/user/submit_update_vsqx_project',
    auth: 'user',
    body: projectFormBodySchema,
    bodyAs: 'form',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/submit_new_vsqx_project',
    auth: 'user',
    body: projectFormBodySchema,
    bodyAs: 'form',
    data: z.object({ music_id: z.number().int() }),
  }),
  /** What a live project's file holds (null when it could not be read); our addition to the spec. */
  meta: endpoint({
    method: 'GET',
    path: '/api/app/project_meta/:uid',
    auth: 'none',
    params: z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
    data: projectMetaSchema.nullable(),
  }),
};
