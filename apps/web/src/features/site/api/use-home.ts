import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { siteKeys } from './keys';

/** GET /api/app/home: newest and most popular projects, newest articles (a first screen: the endpoint as a type only). */
export const siteHomeQuery = () =>
  queryOptions({
    queryKey: siteKeys.home(),
    queryFn: async ({ signal }) =>
      (await callAt<typeof siteEndpoints.home>({ method: 'GET', path: '/api/app/home' }, {}, { signal }))
        .data,
  });

export function useSiteHome() {
  return useQuery(siteHomeQuery());
}
