import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type ApplyFilter, type MyApplyRow, type ReceivedApplyRow } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { licenceKeys } from './keys';

export interface RequestPage<T> {
  rows: T[];
  total: number;
}

function listUrl(path: string, status: ApplyFilter, page: number) {
  const q = new URLSearchParams({ page: String(page), page_size: String(LIMITS.pageSize) });
  if (status !== 'all') q.set('status', status);
  return `${path}?${q}`;
}

/** GET my_apply: one page of my own requests, filtered by ?status. */
export function useMyRequests(status: ApplyFilter, page: number) {
  return useQuery({
    queryKey: licenceKeys.mine(status, page),
    queryFn: async ({ signal }): Promise<RequestPage<MyApplyRow>> => {
      const env = await api.get<MyApplyRow[]>(listUrl('/api/user/my_apply', status, page), { signal });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET my_authorization: one page of the requests made to me. */
export function useReceivedRequests(status: ApplyFilter, page: number) {
  return useQuery({
    queryKey: licenceKeys.received(status, page),
    queryFn: async ({ signal }): Promise<RequestPage<ReceivedApplyRow>> => {
      const env = await api.get<ReceivedApplyRow[]>(listUrl('/api/user/my_authorization', status, page), { signal });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
