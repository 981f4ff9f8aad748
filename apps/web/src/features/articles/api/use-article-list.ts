import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { articleEndpoints, type ArticleListItem } from '@vsqx/domain';
import {
  listApiParams,
  listApiQuery,
  type ListViewState,
} from '../../../components/list-views/list-view-params';
import { call } from '../../../lib/api';
import { articleKeys } from './keys';

export interface ArticlePage {
  rows: ArticleListItem[];
  total: number;
}

/** One page of my articles, newest first. List errors are ignored silently (spec §8). */
export function useArticleList(uid: number, view: ListViewState) {
  const query = listApiQuery(view);
  return useQuery({
    queryKey: articleKeys.page(uid, query),
    queryFn: async ({ signal }): Promise<ArticlePage> => {
      const env = await call(
        articleEndpoints.list,
        { params: { uid }, query: listApiParams(view) },
        { silent: true, signal },
      );
      return { rows: env.data, total: env.total ?? 0 };
    },
    // The old page stays on screen while the next one loads: deleting does not flash an empty list.
    placeholderData: keepPreviousData,
  });
}
