import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsOverview } from '@vsqx/domain';
import { api } from '../../../lib/api';

export const statsKeys = {
  overview: (kind: 'vsqx' | 'midi') => ['stats', kind] as const,
};

/** The query itself, also started by the entry before the home page's code arrives (creator-pages.tsx). */
export const statsOverviewQuery = (kind: 'vsqx' | 'midi') =>
  queryOptions({
    queryKey: statsKeys.overview(kind),
    queryFn: async () => (await api.get<StatsOverview>(`/api/user/select_${kind}_data`)).data!,
    // The MIDI figures are fetched once, on the first toggle (spec §7).
    staleTime: kind === 'midi' ? Infinity : 30_000,
  });

export function useStatsOverview(kind: 'vsqx' | 'midi', enabled = true) {
  return useQuery({ ...statsOverviewQuery(kind), enabled });
}
