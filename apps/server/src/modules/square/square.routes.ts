import type { FastifyInstance } from 'fastify';
import { pageQuerySchema, squarePostCreateSchema } from '@vsqx/domain';
import { idParams, ok, route } from '../../lib/route';
import { createSquareService } from './square.service';
import { limitedAs } from '../../plugins/rate-limits';

export async function squareRoutes(app: FastifyInstance) {
  const square = createSquareService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/square',
      summary: 'Square posts, newest first, 10 per page',
      tags: ['site'],
      auth: 'optional',
      query: pageQuerySchema,
    },
    async ({ query }) => {
      const { rows, total } = await square.list(query.page);
      return ok(rows, { total });
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/app/square',
      summary: 'Post to the square; @mentions notify (scene 3)',
      tags: ['site'],
      auth: 'user',
      body: squarePostCreateSchema,
      config: limitedAs(app, 'square_post'),
    },
    async ({ body, user }) => ok(await square.create(user.id, body.text)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/square/:id',
      summary: 'One square post',
      tags: ['site'],
      auth: 'optional',
      params: idParams,
    },
    async ({ params }) => ok(await square.one(params.id)),
  );
}
