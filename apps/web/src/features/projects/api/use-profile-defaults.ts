import { useQuery } from '@tanstack/react-query';
import { msg, profileEndpoints, type UserProfile } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { alertDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { projectKeys } from './keys';

/**
 * My profile: the default licence and description prefill a new project, and the own intro comes back
 * when the type is switched to original (spec §4). A failed request shows '查询用户信息失败_抛出异常' (spec §8)
 * and leaves the form without the prefill.
 */
export function useProfileDefaults() {
  return useQuery({
    queryKey: projectKeys.profileDefaults(),
    queryFn: async (): Promise<UserProfile | null> => {
      try {
        return (await call(profileEndpoints.info, {}, { silent: true })).data;
      } catch {
        // The form still works without the prefill; spec §8 names this failure's text.
        void alertDialog(msg('userInfoLoadException', currentLang()), 'error');
        return null;
      }
    },
    staleTime: 60_000,
  });
}
