import { useQuery } from '@tanstack/react-query';
import { projectEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { projectKeys } from './keys';

/** One of my projects for the edit page; a failure is alerted by the api client (spec §8). */
export function useProject(musicId: number | null) {
  return useQuery({
    queryKey: projectKeys.detail(musicId ?? 0),
    queryFn: async ({ signal }) =>
      (await call(projectEndpoints.get, { params: { music_id: musicId ?? 0 } }, { signal })).data,
    enabled: musicId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
