import { endpoint } from '../common/endpoint';
import { accountEmailDataSchema, setEmailSchema } from './account-email';
import { changePasswordSchema } from './schemas';

/** The account page's endpoints: password, sessions and the account e-mail (DESIGN §5). */
export const accountEndpoints = {
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
};
