import type { FastifyInstance } from 'fastify';
import { detailEndpoints } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createLikesService } from './likes.service';

export async function likesRoutes(app: FastifyInstance) {
  const likes = createLikesService(app.ctx);

  route(
    app,
    detailEndpoints.like,
    { summary: 'Like toggle: ?type=v (default) vsqx project, m MIDI project, a article', tags: ['site'] },
    async ({ params, query, user }) => ok(await likes.toggle(user.id, query.type, params.id)),
  );
}
