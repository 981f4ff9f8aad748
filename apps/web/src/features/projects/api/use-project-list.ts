import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyProjectItem } from '@vsqx/domain';
import { listApiQuery, type ListViewState } from '../../../components/list-views/list-view-params';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

export interface ProjectPage {
  rows: MyProjectItem[];
  total: number;
}

/** One page of my vsqx projects, sorted by the server; list errors are ignored silently (spec §8). */
export function useProjectList(view: ListViewState, enabled = true) {
  const query = listApiQuery(view);
  return useQuery({
    queryKey: projectKeys.page(query),
    queryFn: async ({ signal }): Promise<ProjectPage> => {
      const env = await api.get<MyProjectItem[]>(`/api/user/select_vsqx_project_list?${query}`, {
        silent: true,
        signal,
      });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    enabled,
    // The old page stays while the next loads, so a delete does not flash an empty list.
    placeholderData: keepPreviousData,
    // A transferring project becomes ready by itself: look again while one is shown.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.upload_finish === 2) ? 5000 : false),
  });
}
