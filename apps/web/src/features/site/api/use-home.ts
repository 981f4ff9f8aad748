import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteHome } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys } from './keys';

/** GET /api/app/home: newest and most popular projects, newest articles. */
export const siteHomeQuery = () =>
  queryOptions({
    queryKey: siteKeys.home(),
    queryFn: async ({ signal }) => (await api.get<SiteHome>('/api/app/home', { signal })).data!,
  });

export function useSiteHome() {
  return useQuery(siteHomeQuery());
}
