import type { FastifyInstance } from 'fastify';
import { articleEndpoints as ep, msg } from '@vsqx/domain';
import { originOf, viewerOf } from '../analytics/request-viewer';
import { z } from 'zod';
import { ok, route } from '../../lib/route';
import { createArticlesService } from './articles.service';

const tags = ['articles'];
const imageQuery = z.object({ kind: z.enum(['cover', 'body']).optional() });

/** Spec §7 "Articles", DESIGN's `submit_article`, and the site's public article page. */
export async function articlesRoutes(app: FastifyInstance) {
  const articles = createArticlesService(app.ctx);

  route(
    app,
    ep.list,
    {
      summary:
        'My articles (?page&page_size&sort=time|hot; ?q searches title and author; ?agreement=1|2, ?type=1 original|2 repost filter)',
      tags,
    },
    async ({ user, params, query }) => {
      const { rows, total } = await articles.list(user.id, params.uid, query);
      return ok(rows, { total });
    },
  );

  route(app, ep.get, { summary: 'One of my articles, for editing', tags }, async ({ user, params }) =>
    ok(await articles.get(user.id, params.id)),
  );

  route(app, ep.remove, { summary: 'Delete one of my articles', tags }, async ({ user, params, req }) => {
    await articles.remove(user.id, params.id);
    return ok(undefined, { message: msg('deleted', req.lang) });
  });

  route(
    app,
    ep.update,
    { summary: 'Save one of my articles (HTML rendered and sanitised by the server)', tags },
    async ({ user, body, req }) => {
      await articles.update(user.id, body);
      return ok(undefined, { message: msg('articleUpdated', req.lang) });
    },
  );

  route(app, ep.submit, { summary: 'Publish a new article', tags }, async ({ user, body, req }) =>
    ok({ article_id: await articles.create(user.id, body) }, { message: msg('articleCreated', req.lang) }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/article/upload_image',
      summary: 'Upload an article image (multipart file, vsqx_uid; ?kind=cover → 600x378)',
      tags,
      auth: 'user',
      query: imageQuery,
      rawBody: true,
      upload: { kind: '`cover` for a 600x378 cover (the query wins when both are sent).' },
    },
    async ({ req, query }) => ok(await articles.uploadImage(req, query.kind)),
  );

  route(
    app,
    ep.view,
    {
      summary: "The public article page (counts a view once per viewer in 30 minutes, never the author's)",
      tags,
      description:
        "`from` (search|space|square): where the visitor came from, for the author's analytics; an unknown label is ignored.",
    },
    async ({ params, query, req }) =>
      ok(await articles.view(params.id, viewerOf(req), originOf(req, query.from))),
  );
}
