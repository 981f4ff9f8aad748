import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/user/me`: the session flags as the server knows them now. */
export function useMe() {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: async () => (await call(profileEndpoints.me, {}, { silent: true })).data,
    retry: false,
  });
}
