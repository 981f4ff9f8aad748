import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

/**
 * My profile: the default licence and description prefill a new project, and the own intro comes back
 * when the type is switched to original (spec §4). Failure (or no profile endpoint) just means no prefill.
 */
export function useProfileDefaults() {
  return useQuery({
    queryKey: projectKeys.profileDefaults(),
    queryFn: async (): Promise<UserProfile | null> => {
      try {
        return (await api.get<UserProfile>('/api/user/select_user_info', { silent: true })).data ?? null;
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
  });
}
