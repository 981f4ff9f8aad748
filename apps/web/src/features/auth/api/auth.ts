import { accountEndpoints, type Credentials } from '@vsqx/domain';
import { call } from '../../../lib/api';

export const login = async (c: Credentials) =>
  (await call(accountEndpoints.login, { body: c }, { silent: true })).data;
export const register = async (c: Credentials) =>
  (await call(accountEndpoints.register, { body: c }, { silent: true })).data;
