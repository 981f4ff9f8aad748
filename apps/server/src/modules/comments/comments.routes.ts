import type { FastifyInstance } from 'fastify';
import { commentEndpoints, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCommentsService } from './comments.service';
import { limitedAs } from '../../plugins/rate-limits';

export async function commentsRoutes(app: FastifyInstance) {
  const comments = createCommentsService(app.ctx);

  route(
    app,
    commentEndpoints.create,
    {
      summary:
        'Comment on a project (scene 1), article (2), square post (3) or MIDI project (4); feeds replies and @mentions',
      tags: ['site'],
      config: limitedAs(app, 'comment'),
    },
    async ({ body, user, req }) =>
      ok(await comments.create(user.id, body), { message: msg('commentPosted', req.lang) }),
  );

  route(
    app,
    commentEndpoints.list,
    { summary: 'Comments of an item, newest first, 10 per page', tags: ['site'] },
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
