import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import {
  appliedSchema,
  applyListQuerySchema,
  applySchema,
  myApplyRowSchema,
  receivedApplyRowSchema,
  replyFormSchema,
} from './schemas';

const requestId = z.object({ id: dbIdSchema });

/**
 * Licence requests (spec §7 "Licence requests", DESIGN §5). Not here: the legacy `cancel_apply.php` and
 * `delete_apply.php`, which answer plain text. The lists answer `total` beside `data`.
 */
export const licenceRequestEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/app/apply',
    auth: 'user',
    body: applySchema,
    data: appliedSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/user/my_apply',
    auth: 'user',
    query: applyListQuerySchema,
    data: z.array(myApplyRowSchema),
  }),
  received: endpoint({
    method: 'GET',
    path: '/api/user/my_authorization',
    auth: 'user',
    query: applyListQuerySchema,
    data: z.array(receivedApplyRowSchema),
  }),
  /** The applicant withdraws a waiting request. */
  cancel: endpoint({ method: 'GET', path: '/api/user/cancel_apply/:id', auth: 'user', params: requestId }),
  /** The applicant deletes a refused request. */
  remove: endpoint({ method: 'GET', path: '/api/user/delete_apply/:id', auth: 'user', params: requestId }),
  /** The spec's form: `vn` the project's id, `apply_uid` the applicant (with `project_type` they name one request). */
  allow: endpoint({
    method: 'POST',
    path: '/api/user/pass_application',
    auth: 'user',
    body: replyFormSchema,
    bodyAs: 'form',
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/api/user/reject_application',
    auth: 'user',
    body: replyFormSchema,
    bodyAs: 'form',
  }),
};
