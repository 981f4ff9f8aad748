import { endpoint } from '../common/endpoint';
import {
  avatarStateSchema,
  feedbackInfoSchema,
  meDataSchema,
  profileFormSchema,
  userProfileSchema,
} from './schemas';

/**
 * The profile endpoints (spec §7 "Profile and avatar"). Not here: `select_user_info.php` (a plain object, no
 * envelope) and the multipart `upload_avatar`, which keep their own route form on the server.
 */
export const profileEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/api/user/select_user_info',
    auth: 'user',
    data: userProfileSchema,
  }),
  /** The spec's form call; `nickname` must be the caller's own username. */
  change: endpoint({
    method: 'POST',
    path: '/api/user/change_user_info',
    auth: 'user',
    body: profileFormSchema,
    bodyAs: 'form',
  }),
  /** Makes the staged avatar live. */
  avatarSubmit: endpoint({
    method: 'GET',
    path: '/api/user/avatar_submit',
    auth: 'user',
    data: avatarStateSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/user/me', auth: 'user', data: meDataSchema }),
  feedbackInfo: endpoint({
    method: 'GET',
    path: '/api/app/feedback_info',
    auth: 'none',
    data: feedbackInfoSchema,
  }),
};
