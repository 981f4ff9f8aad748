import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';

export const trendKeys = {
  trend: (kind: 'vsqx' | 'midi', days: number) => ['stats', 'trend', kind, days] as const,
};

/** GET /api/user/trend?kind&days: my per-day figures, every day present (zeros on empty days); the creator home, a first screen. */
export const trendQuery = (kind: 'vsqx' | 'midi', days = 30) =>
  queryOptions({
    queryKey: trendKeys.trend(kind, days),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof siteEndpoints.trend>(
          { method: 'GET', path: '/api/user/trend' },
          { query: { kind, days } },
          { signal, silent: true },
        )
      ).data,
  });

export function useTrend(kind: 'vsqx' | 'midi', days = 30) {
  return useQuery(trendQuery(kind, days));
}
