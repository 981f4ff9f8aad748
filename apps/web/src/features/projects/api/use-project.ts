import { useQuery } from '@tanstack/react-query';
import type { EditableProject } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

/** One of my projects for the edit page; a failure is alerted by the api client (spec §8). */
export function useProject(musicId: number | null) {
  return useQuery({
    queryKey: projectKeys.detail(musicId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<EditableProject>(`/api/user/select_p_vsqx_project/${musicId}`, { signal })).data!,
    enabled: musicId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
