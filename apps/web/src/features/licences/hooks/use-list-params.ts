import { useSearchParams } from 'react-router';
import { USE_TYPES, parseApplyFilter, parsePageParam, type ApplyFilter, type UseType } from '@vsqx/domain';

/** The list filters beside ?status=: what the licence is for and where it is published (DESIGN §8). */
export interface UseFilter {
  use?: UseType;
  platform?: string;
}

/** ?status= (parsed with the shared schema; unknown → all), ?page=, ?use= and ?platform= of the request pages. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = parseApplyFilter(params.get('status'));
  const page = parsePageParam(params.get('page'));
  const rawUse = params.get('use');
  const filter: UseFilter = {
    use: (USE_TYPES as readonly string[]).includes(rawUse ?? '') ? (rawUse as UseType) : undefined,
    platform: params.get('platform')?.trim().slice(0, 50) || undefined,
  };
  const go = (next: { status?: ApplyFilter; page?: number; filter?: UseFilter }) => {
    const s = next.status ?? status;
    const f = next.filter ?? filter;
    const p = next.page ?? (next.status || next.filter ? 1 : page);
    setParams({
      ...(s === 'all' ? {} : { status: s }),
      ...(f.use ? { use: f.use } : {}),
      ...(f.platform ? { platform: f.platform } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  };
  return { status, page, filter, go };
}
