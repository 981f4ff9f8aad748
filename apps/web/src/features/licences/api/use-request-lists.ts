import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type ApplyFilter, type MyApplyRow, type ReceivedApplyRow } from '@vsqx/domain';
import type { UseFilter } from '../hooks/use-list-params';
import { api } from '../../../lib/api';
import { licenceKeys } from './keys';

export interface RequestPage<T> {
  rows: T[];
  total: number;
}

function listUrl(path: string, status: ApplyFilter, page: number, filter: UseFilter) {
  const q = new URLSearchParams({ page: String(page), page_size: String(LIMITS.pageSize) });
  if (status !== 'all') q.set('status', status);
  if (filter.use) q.set('use_type', filter.use);
  if (filter.platform) q.set('platform', filter.platform);
  return `${path}?${q}`;
}

/** GET my_apply: one page of my own requests, filtered by ?status. */
export function useMyRequests(status: ApplyFilter, page: number, filter: UseFilter = {}) {
  return useQuery({
    queryKey: [...licenceKeys.mine(status, page), filter.use ?? '', filter.platform ?? ''],
    queryFn: async ({ signal }): Promise<RequestPage<MyApplyRow>> => {
      const env = await api.get<MyApplyRow[]>(listUrl('/api/user/my_apply', status, page, filter), {
        signal,
      });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET my_authorization: one page of the requests made to me. */
export function useReceivedRequests(status: ApplyFilter, page: number, filter: UseFilter = {}) {
  return useQuery({
    queryKey: [...licenceKeys.received(status, page), filter.use ?? '', filter.platform ?? ''],
    queryFn: async ({ signal }): Promise<RequestPage<ReceivedApplyRow>> => {
      const env = await api.get<ReceivedApplyRow[]>(
        listUrl('/api/user/my_authorization', status, page, filter),
        { signal },
      );
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
