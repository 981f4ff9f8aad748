import { useQuery } from '@tanstack/react-query';
import type { LicenceProjectType, licenceRequestEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { licenceKeys } from './keys';

/** My latest request on one project (my_apply narrowed to it), or null; only asked when logged in. */
export function useProjectRequest(type: LicenceProjectType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: licenceKeys.forProject(type, id),
    queryFn: async ({ signal }) => {
      // The endpoint as a type only: the project page's first load does not carry the licence schemas.
      const env = await callAt<typeof licenceRequestEndpoints.mine>(
        { method: 'GET', path: '/api/user/my_apply' },
        { query: { project_type: type, project_id: id, page: 1, page_size: 1 } },
        { signal, silent: true },
      );
      return env.data[0] ?? null;
    },
    enabled,
  });
}
