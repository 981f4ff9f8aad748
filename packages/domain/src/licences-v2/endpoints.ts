import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { musicIdParams } from '../projects/schemas';
import {
  autoAllowAnswerSchema,
  autoAllowQuerySchema,
  autoAllowSchema,
  certificateParams,
  createdIdSchema,
  derivedWorkSchema,
  licenceCertificateSchema,
  licenceThreadMessageSchema,
  revokeSchema,
  threadPostSchema,
  workLinkBodySchema,
} from './schemas';

const requestId = z.object({ id: dbIdSchema });

/** DESIGN §8 "Licences 2.0": added beside the spec's licence calls (licence-requests/endpoints.ts). */
export const licenceExtraEndpoints = {
  /** The messages between author and applicant about one request (either party). */
  thread: endpoint({
    method: 'GET',
    path: '/api/user/licence/:id/thread',
    auth: 'user',
    params: requestId,
    data: z.array(licenceThreadMessageSchema),
  }),
  postThread: endpoint({
    method: 'POST',
    path: '/api/user/licence/:id/thread',
    auth: 'user',
    params: requestId,
    body: threadPostSchema,
    data: createdIdSchema,
  }),
  /** A certificate by its code (public). */
  verify: endpoint({
    method: 'GET',
    path: '/api/app/licence/verify/:code',
    auth: 'none',
    params: certificateParams,
    data: licenceCertificateSchema,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/user/licence/:id/revoke',
    auth: 'user',
    params: requestId,
    body: revokeSchema,
  }),
  addWork: endpoint({
    method: 'POST',
    path: '/api/user/licence/:id/work',
    auth: 'user',
    params: requestId,
    body: workLinkBodySchema,
    data: createdIdSchema,
  }),
  projectDerivatives: endpoint({
    method: 'GET',
    path: '/api/app/project/:music_id/derivatives',
    auth: 'optional',
    params: musicIdParams,
    data: z.array(derivedWorkSchema),
  }),
  midiDerivatives: endpoint({
    method: 'GET',
    path: '/api/app/midi/:id/derivatives',
    auth: 'optional',
    params: requestId,
    data: z.array(derivedWorkSchema),
  }),
  autoAllow: endpoint({
    method: 'GET',
    path: '/api/user/licence/auto_allow',
    auth: 'user',
    query: autoAllowQuerySchema,
    data: autoAllowAnswerSchema,
  }),
  setAutoAllow: endpoint({
    method: 'POST',
    path: '/api/user/licence/auto_allow',
    auth: 'user',
    body: autoAllowSchema,
  }),
};
