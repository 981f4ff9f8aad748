import { articleEndpoints, type CallInput } from '@vsqx/domain';
import { call } from '../../../lib/api';

/** The JSON body of submit_article (and update_article with its `article_id`), as the shared schema reads it. */
export type ArticleForm = CallInput<typeof articleEndpoints.submit>['body'];

/**
 * Both calls are silent: a failed article submit is shown as a toast by the form, which then enables
 * its button again (spec §8).
 */
export const updateArticle = async (id: number, form: ArticleForm) =>
  (await call(articleEndpoints.update, { body: { article_id: id, ...form } }, { silent: true })).message;

export const submitArticle = async (form: ArticleForm) =>
  (await call(articleEndpoints.submit, { body: form }, { silent: true })).data.article_id;
