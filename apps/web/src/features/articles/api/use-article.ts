import { useQuery } from '@tanstack/react-query';
import { articleEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET get_article/{id}: my article for editing. A failure has already been alerted by the client. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: async () => (await call(articleEndpoints.get, { params: { id: id! } })).data,
    enabled: id !== null,
    staleTime: 0,
  });
}
