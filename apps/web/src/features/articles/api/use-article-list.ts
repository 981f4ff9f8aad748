import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type ArticleListItem } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { articleKeys } from './keys';

export interface ArticlePage {
  rows: ArticleListItem[];
  total: number;
}

/** One page (10) of my articles, newest first. List errors are ignored silently (spec §8). */
export function useArticleList(uid: number, page: number) {
  return useQuery({
    queryKey: articleKeys.page(uid, page),
    queryFn: async ({ signal }): Promise<ArticlePage> => {
      const env = await api.get<ArticleListItem[]>(
        `/api/article/get_article_list/${uid}?page=${page}&page_size=${LIMITS.pageSize}&sort=time`,
        { silent: true, signal },
      );
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    // The old page stays on screen while the next one loads: deleting does not flash an empty list.
    placeholderData: keepPreviousData,
  });
}
