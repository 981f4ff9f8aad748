import { useQuery } from '@tanstack/react-query';
import type { MeData } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/user/me`: the session flags as the server knows them now. */
export function useMe() {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: async () => (await api.get<MeData>('/api/user/me', { silent: true })).data!,
    retry: false,
  });
}
