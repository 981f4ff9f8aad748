import { accountEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';

/** `POST /api/user/change_password`: other sessions are signed out by the server. */
export const changePassword = async (old_password: string, new_password: string) =>
  (await call(accountEndpoints.changePassword, { body: { old_password, new_password } })).message;

/** `POST /api/user/logout_others`: ends every session of this user but the current one. */
export const logoutOthers = async () => {
  await call(accountEndpoints.logoutOthers);
};
