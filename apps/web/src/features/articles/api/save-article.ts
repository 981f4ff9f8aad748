import type { ArticleBody } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** The JSON body of update_article / submit_article (spec §7). */
export type ArticleForm = Omit<ArticleBody, 'article_type' | 'article_author_type' | 'article_agreement'> & {
  article_type: number;
  article_author_type: number;
  article_agreement: number;
};

/**
 * Both calls are silent: a failed article submit is shown as a toast by the form, which then enables
 * its button again (spec §8).
 */
export const updateArticle = async (id: number, form: ArticleForm) =>
  (await api.post('/api/article/update_article', { article_id: id, ...form }, { silent: true })).message;

export const submitArticle = async (form: ArticleForm) =>
  (await api.post<{ article_id: number }>('/api/article/submit_article', form, { silent: true })).data!
    .article_id;
