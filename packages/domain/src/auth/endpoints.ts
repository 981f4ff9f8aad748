import { endpoint } from '../common/endpoint';
import {
  accountEmailDataSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  setEmailSchema,
  verifyEmailSchema,
} from './account-email';
import { changePasswordSchema, credentialsSchema, sessionDataSchema } from './schemas';

/** The account's endpoints: signing in, password, sessions and the account e-mail (DESIGN §5, §8). */
export const accountEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    body: credentialsSchema,
    data: sessionDataSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    body: credentialsSchema,
    data: sessionDataSchema,
  }),
  /** Revokes the token it is called with; public, so an expired session can still log out. */
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', auth: 'none' }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change_password',
    auth: 'user',
    body: changePasswordSchema,
  }),
  logoutOthers: endpoint({ method: 'POST', path: '/api/user/logout_others', auth: 'user' }),
  email: endpoint({ method: 'GET', path: '/api/user/email', auth: 'user', data: accountEmailDataSchema }),
  setEmail: endpoint({
    method: 'POST',
    path: '/api/user/email',
    auth: 'user',
    body: setEmailSchema,
    data: accountEmailDataSchema,
  }),
  /** Opens a verification link (single use, 24 hours). */
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify_email',
    auth: 'none',
    body: verifyEmailSchema,
  }),
  /** Always answers success with the same words, whether the address is known or not. */
  passwordResetRequest: endpoint({
    method: 'POST',
    path: '/api/auth/password_reset_request',
    auth: 'none',
    body: passwordResetRequestSchema,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password_reset',
    auth: 'none',
    body: passwordResetSchema,
  }),
};
