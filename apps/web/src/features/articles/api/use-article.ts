import { useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET get_article/{id}: my article for editing. A failure has already been alerted by the client. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<ArticleDetail>(`/api/article/get_article/${id}`)).data!,
    enabled: id !== null,
    staleTime: 0,
  });
}
