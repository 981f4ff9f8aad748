import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  licenceRequestEndpoints as ep,
  type ApplyFilter,
  type MyApplyRow,
  type ReceivedApplyRow,
} from '@vsqx/domain';
import type { UseFilter } from '../hooks/use-list-params';
import { call } from '../../../lib/api';
import { licenceKeys } from './keys';

export interface RequestPage<T> {
  rows: T[];
  total: number;
}

/** `?page&page_size`, the status unless 'all', and the use filters (DESIGN §8 "Licences 2.0"). */
function listQuery(status: ApplyFilter, page: number, filter: UseFilter) {
  return {
    page,
    page_size: LIMITS.pageSize,
    status: status === 'all' ? undefined : status,
    use_type: filter.use || undefined,
    platform: filter.platform || undefined,
  };
}

/** GET my_apply: one page of my own requests, filtered by ?status. */
export function useMyRequests(status: ApplyFilter, page: number, filter: UseFilter = {}) {
  return useQuery({
    queryKey: [...licenceKeys.mine(status, page), filter.use ?? '', filter.platform ?? ''],
    queryFn: async ({ signal }): Promise<RequestPage<MyApplyRow>> => {
      const env = await call(ep.mine, { query: listQuery(status, page, filter) }, { signal });
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET my_authorization: one page of the requests made to me. */
export function useReceivedRequests(status: ApplyFilter, page: number, filter: UseFilter = {}) {
  return useQuery({
    queryKey: [...licenceKeys.received(status, page), filter.use ?? '', filter.platform ?? ''],
    queryFn: async ({ signal }): Promise<RequestPage<ReceivedApplyRow>> => {
      const env = await call(ep.received, { query: listQuery(status, page, filter) }, { signal });
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
