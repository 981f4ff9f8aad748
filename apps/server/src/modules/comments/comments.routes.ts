import type { FastifyInstance } from 'fastify';
import { commentCreateSchema, commentListQuerySchema, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCommentsService } from './comments.service';
import { limitedAs } from '../../plugins/rate-limits';

export async function commentsRoutes(app: FastifyInstance) {
  const comments = createCommentsService(app.ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/api/app/comment',
      summary:
        'Comment on a project (scene 1), article (2), square post (3) or MIDI project (4); feeds replies and @mentions',
      tags: ['site'],
      auth: 'user',
      body: commentCreateSchema,
      config: limitedAs(app, 'comment'),
    },
    async ({ body, user, req }) =>
      ok(await comments.create(user.id, body), { message: msg('commentPosted', req.lang) }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/comments',
      summary: 'Comments of an item, newest first, 10 per page',
      tags: ['site'],
      auth: 'optional',
      query: commentListQuerySchema,
    },
    async ({ query, user }) => {
      const { rows, total } = await comments.list(
        query.scene,
        query.project_id,
        query.page,
        user?.id ?? null,
      );
      return ok(rows, { total });
    },
  );
}
