import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { articleKeys } from './keys';
import type { ArticlePage } from './use-article-list';

/**
 * GET delete/{article_id}. On success the card leaves every cached page at once and the lists are
 * fetched again, so the first item of the next page moves in and the total drops (spec §2, §4).
 */
export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (articleId: number) => call(articleEndpoints.remove, { params: { id: articleId } }),
    onSuccess: (env, articleId) => {
      toast.success(env.message);
      qc.setQueriesData<ArticlePage>({ queryKey: articleKeys.lists() }, (old) =>
        old
          ? { rows: old.rows.filter((r) => r.article_id !== articleId), total: Math.max(0, old.total - 1) }
          : old,
      );
      qc.removeQueries({ queryKey: articleKeys.detail(articleId) });
      return qc.invalidateQueries({ queryKey: articleKeys.lists() });
    },
  });
}
