import type { FastifyInstance } from 'fastify';
import { trendQuerySchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createTrendService } from './trend.service';

/** The caller's own per-day figures: the creator-home trend. */
export async function trendRoutes(app: FastifyInstance) {
  const trend = createTrendService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/trend',
      summary: 'My per-day clicks, downloads, likes and comments (every day present)',
      tags: ['site'],
      auth: 'user',
      query: trendQuerySchema,
    },
    async ({ query, user }) => ok(await trend.trend(user.id, query.kind, query.days)),
  );
}
