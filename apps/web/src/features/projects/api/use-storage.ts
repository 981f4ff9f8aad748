import { useQuery } from '@tanstack/react-query';
import { versionEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { projectKeys } from './keys';

/**
 * `GET /api/user/storage`: what every version of my projects keeps on the server. Read afresh on each visit
 * to the list (a new version arrives by the transfer job after the edit page's save); under `projectKeys.all`,
 * so deletes and bulk actions refresh it with the lists.
 */
export function useStorage() {
  return useQuery({
    queryKey: projectKeys.storage(),
    queryFn: async ({ signal }) => (await call(versionEndpoints.storage, {}, { signal, silent: true })).data,
    staleTime: 0,
  });
}
