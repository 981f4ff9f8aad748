import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendPoint } from '@vsqx/domain';
import { api } from '../../../lib/api';

export const trendKeys = {
  trend: (kind: 'vsqx' | 'midi', days: number) => ['stats', 'trend', kind, days] as const,
};

/** GET /api/user/trend?kind&days: my per-day figures, every day present (zeros on empty days). */
export const trendQuery = (kind: 'vsqx' | 'midi', days = 30) =>
  queryOptions({
    queryKey: trendKeys.trend(kind, days),
    queryFn: async ({ signal }) =>
      (await api.get<TrendPoint[]>(`/api/user/trend?kind=${kind}&days=${days}`, { signal, silent: true }))
        .data ?? [],
  });

export function useTrend(kind: 'vsqx' | 'midi', days = 30) {
  return useQuery(trendQuery(kind, days));
}
