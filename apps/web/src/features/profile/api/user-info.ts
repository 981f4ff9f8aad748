import { useQuery } from '@tanstack/react-query';
import { msg, profileEndpoints, type UserProfile } from '@vsqx/domain';
import { ApiError, call } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { profileKeys } from './profile-keys';

/** Spec §8 profile load failures: id 1 when the answer is not an object, 2 when the request failed. */
export class ProfileLoadError extends Error {
  constructor(
    readonly kind: 'notObject' | 'exception',
    /** 401/403 already sent the user to the login page: nothing more to say. */
    readonly silent = false,
  ) {
    super(msg(kind === 'notObject' ? 'profileLoadFailed1' : 'profileLoadFailed2', currentLang()));
  }
}

export async function fetchUserInfo(): Promise<UserProfile> {
  let data: unknown;
  try {
    data = (await call(profileEndpoints.info, {}, { silent: true })).data;
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    throw new ProfileLoadError('exception', status === 401 || status === 403);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ProfileLoadError('notObject');
  return data as UserProfile;
}

export function useUserInfo() {
  return useQuery({ queryKey: profileKeys.info, queryFn: fetchUserInfo, retry: false, staleTime: 0 });
}
