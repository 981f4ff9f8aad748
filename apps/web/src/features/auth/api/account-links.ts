import { accountEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';

/** `POST /api/auth/verify_email` (the mailed link's page; works signed in or not). */
export const verifyEmail = async (token: string) =>
  (await call(accountEndpoints.verifyEmail, { body: { token } }, { silent: true })).message;

/** `POST /api/auth/password_reset_request`: always the same answer, whether or not the address is known. */
export const requestPasswordReset = async (email: string) =>
  (await call(accountEndpoints.passwordResetRequest, { body: { email } })).message;

/** `POST /api/auth/password_reset`: the server ends every session of the account. */
export const resetPassword = async (token: string, password: string) =>
  (await call(accountEndpoints.passwordReset, { body: { token, password } }, { silent: true })).message;

/** The token a mailed link carries after '#token=' (kept out of the query so it never reaches a server log). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
