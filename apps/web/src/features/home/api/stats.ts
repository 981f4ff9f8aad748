import { queryOptions, useQuery } from '@tanstack/react-query';
import type { statsEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';

export const statsKeys = {
  overview: (kind: 'vsqx' | 'midi') => ['stats', kind] as const,
};

/**
 * The query itself, also started by the entry before the home page's code arrives (creator-pages.tsx); a first
 * screen, so the endpoints are named as types only.
 */
export const statsOverviewQuery = (kind: 'vsqx' | 'midi') =>
  queryOptions({
    queryKey: statsKeys.overview(kind),
    queryFn: async () =>
      (kind === 'midi'
        ? await callAt<typeof statsEndpoints.midiData>({ method: 'GET', path: '/api/user/select_midi_data' })
        : await callAt<typeof statsEndpoints.vsqxData>({ method: 'GET', path: '/api/user/select_vsqx_data' })
      ).data,
    // The MIDI figures are fetched once, on the first toggle (spec §7).
    staleTime: kind === 'midi' ? Infinity : 30_000,
  });

export function useStatsOverview(kind: 'vsqx' | 'midi', enabled = true) {
  return useQuery({ ...statsOverviewQuery(kind), enabled });
}
