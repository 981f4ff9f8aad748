import type { FastifyInstance } from 'fastify';
import { siteEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createSquareService } from './square.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['site'];

export async function squareRoutes(app: FastifyInstance) {
  const square = createSquareService(app.ctx);

  route(app, ep.square, { summary: 'Square posts, newest first, 10 per page', tags }, async ({ query }) => {
    const { rows, total } = await square.list(query.page);
    return ok(rows, { total });
  });

  route(
    app,
    ep.squarePost,
    {
      summary: 'Post to the square; @mentions notify (scene 3)',
      tags,
      config: limitedAs(app, 'square_post'),
    },
    async ({ body, user }) => ok(await square.create(user.id, body.text)),
  );

  route(app, ep.squareOne, { summary: 'One square post', tags }, async ({ params }) =>
    ok(await square.one(params.id)),
  );
}
