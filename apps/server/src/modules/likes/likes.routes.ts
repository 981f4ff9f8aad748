import type { FastifyInstance } from 'fastify';
import { likeTargetSchema } from '@vsqx/domain';
import { idParams, ok, route } from '../../lib/route';
import { createLikesService } from './likes.service';

export async function likesRoutes(app: FastifyInstance) {
  const likes = createLikesService(app.ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/api/app/zan/:id',
      summary: 'Like toggle: ?type=v (default) vsqx project, m MIDI project, a article',
      tags: ['site'],
      auth: 'user',
      params: idParams,
      query: likeTargetSchema,
    },
    async ({ params, query, user }) => ok(await likes.toggle(user.id, query.type, params.id)),
  );
}
