import { useQuery } from '@tanstack/react-query';
import type { PublicArticle } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { articleKeys } from './keys';
import { fromParam } from '../../../lib/view-origin';

/** GET /api/app/article/{id}: the public article page (its HTML is sanitised by the server). */
export function usePublicArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.public(id ?? 0),
    queryFn: async () =>
      (
        await api.get<PublicArticle>(`/api/app/article/${id}${fromParam(window.location.pathname)}`, {
          silent: true,
        })
      ).data!,
    enabled: id !== null,
  });
}
