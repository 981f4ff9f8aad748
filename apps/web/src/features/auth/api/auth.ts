import type { Credentials, SessionData } from '@vsqx/domain';
import { api } from '../../../lib/api';

export const login = async (c: Credentials) =>
  (await api.post<SessionData>('/api/auth/login', c, { silent: true })).data!;
export const register = async (c: Credentials) =>
  (await api.post<SessionData>('/api/auth/register', c, { silent: true })).data!;
