import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type MyProjectItem, type SortOrder } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

export interface ProjectPage {
  rows: MyProjectItem[];
  total: number;
}

/** One page (10) of my vsqx projects, sorted by the server; list errors are ignored silently (spec §8). */
export function useProjectList(sort: SortOrder, page: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.page(sort, page),
    queryFn: async ({ signal }): Promise<ProjectPage> => {
      const env = await api.get<MyProjectItem[]>(
        `/api/user/select_vsqx_project_list?page=${page}&page_size=${LIMITS.pageSize}&sort=${sort}`,
        { silent: true, signal },
      );
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    enabled,
    // The old page stays while the next loads, so a delete does not flash an empty list.
    placeholderData: keepPreviousData,
    // A transferring project becomes ready by itself: look again while one is shown.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.upload_finish === 2) ? 5000 : false),
  });
}
