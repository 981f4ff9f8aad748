import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectEndpoints, type MyProjectItem } from '@vsqx/domain';
import {
  listApiParams,
  listApiQuery,
  type ListViewState,
} from '../../../components/list-views/list-view-params';
import { call } from '../../../lib/api';
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
      const env = await call(projectEndpoints.list, { query: listApiParams(view) }, { silent: true, signal });
      return { rows: env.data, total: env.total ?? 0 };
    },
    enabled,
    // The old page stays while the next loads, so a delete does not flash an empty list.
    placeholderData: keepPreviousData,
    // A transferring project becomes ready by itself: look again while one is shown.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.upload_finish === 2) ? 5000 : false),
  });
}
