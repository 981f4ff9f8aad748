import { useQuery } from '@tanstack/react-query';
import { licenceRequestEndpoints, type LicenceProjectType } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { licenceKeys } from './keys';

/** My latest request on one project (my_apply narrowed to it), or null; only asked when logged in. */
export function useProjectRequest(type: LicenceProjectType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: licenceKeys.forProject(type, id),
    queryFn: async ({ signal }) => {
      const env = await call(
        licenceRequestEndpoints.mine,
        { query: { project_type: type, project_id: id, page: 1, page_size: 1 } },
        { signal, silent: true },
      );
      return env.data[0] ?? null;
    },
    enabled,
  });
}
