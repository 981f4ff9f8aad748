import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { musicIdParams } from '../projects/schemas';
import {
  basedOnItemSchema,
  creditAnswerSchema,
  creditedWorkSchema,
  ownerCreditSchema,
  projectCreditsSchema,
} from './schemas';

/** DESIGN §8 "Credits". The public detail calls answer `credits` too. */
export const creditEndpoints = {
  /** Replaces my project's credits; credited users are invited and appear once they accept. */
  save: endpoint({
    method: 'POST',
    path: '/api/user/project_credits',
    auth: 'user',
    body: projectCreditsSchema,
  }),
  /** All lines for the owner, the lines naming me for anyone else. */
  mine: endpoint({
    method: 'GET',
    path: '/api/user/project_credits',
    auth: 'user',
    query: creditAnswerSchema,
    data: z.array(ownerCreditSchema),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/user/project_credits/accept',
    auth: 'user',
    body: creditAnswerSchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/user/project_credits/decline',
    auth: 'user',
    body: creditAnswerSchema,
  }),
  basedOn: endpoint({
    method: 'GET',
    path: '/api/app/project/:music_id/based_on',
    auth: 'optional',
    params: musicIdParams,
    data: z.array(basedOnItemSchema),
  }),
  credited: endpoint({
    method: 'GET',
    path: '/api/app/space/:uid/credited',
    auth: 'optional',
    params: z.object({ uid: dbIdSchema }),
    data: z.array(creditedWorkSchema),
  }),
};
