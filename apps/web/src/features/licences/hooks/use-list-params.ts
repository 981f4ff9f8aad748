import { useSearchParams } from 'react-router';
import { parseApplyFilter, parsePageParam, type ApplyFilter } from '@vsqx/domain';

/** ?status= (parsed with the shared schema; unknown → all) and ?page= of the request pages. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = parseApplyFilter(params.get('status'));
  const page = parsePageParam(params.get('page'));
  const go = (next: { status?: ApplyFilter; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? (next.status ? 1 : page);
    setParams({ ...(s === 'all' ? {} : { status: s }), ...(p > 1 ? { page: String(p) } : {}) });
  };
  return { status, page, go };
}
