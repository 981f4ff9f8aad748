import { profileEndpoints, type ProfileForm } from '@vsqx/domain';
import { call } from '../../../lib/api';

/** `POST /api/user/change_user_info` (form body); a `success:false` answer is alerted by the client. */
export const changeUserInfo = async (form: ProfileForm) =>
  (await call(profileEndpoints.change, { body: form })).message;
