import { z } from 'zod';
import { viewSourceQuerySchema } from '../analytics/schemas';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import { myListQuerySchema } from '../search/schemas';
import {
  articleBodySchema,
  articleDetailSchema,
  articleListItemSchema,
  articleUpdateSchema,
  publicArticleSchema,
} from './schemas';

const articleId = z.object({ id: dbIdSchema });

/**
 * Spec §7 "Articles", DESIGN's `submit_article`, and the site's public article page. Not here: the multipart
 * `upload_image` (the web uploads article images through tus).
 */
export const articleEndpoints = {
  /** `:uid` is the caller's own id; `total` beside `data`. */
  list: endpoint({
    method: 'GET',
    path: '/api/article/get_article_list/:uid',
    auth: 'user',
    params: z.object({ uid: dbIdSchema }),
    query: myListQuerySchema,
    data: z.array(articleListItemSchema),
  }),
  /** One of my articles, for editing. */
  get: endpoint({
    method: 'GET',
    path: '/api/article/get_article/:id',
    auth: 'user',
    params: articleId,
    data: articleDetailSchema,
  }),
  remove: endpoint({ method: 'GET', path: '/api/article/delete/:id', auth: 'user', params: articleId }),
  update: endpoint({
    method: 'POST',
    path: '/api/article/update_article',
    auth: 'user',
    body: articleUpdateSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/article/submit_article',
    auth: 'user',
    body: articleBodySchema,
    data: z.object({ article_id: z.number().int() }),
  }),
  /** The public page; `from` says where the visitor came from (the author's analytics). */
  view: endpoint({
    method: 'GET',
    path: '/api/app/article/:id',
    auth: 'optional',
    params: articleId,
    query: viewSourceQuerySchema,
    data: publicArticleSchema,
  }),
};
