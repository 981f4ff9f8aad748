import type { ProfileForm } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** `POST /api/user/change_user_info` (form body); a `success:false` answer is alerted by the client. */
export const changeUserInfo = async (form: ProfileForm) =>
  (await api.form('/api/user/change_user_info', { ...form })).message;
