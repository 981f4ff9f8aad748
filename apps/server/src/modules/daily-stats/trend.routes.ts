import type { FastifyInstance } from 'fastify';
import { siteEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createTrendService } from './trend.service';

/** The caller's own per-day figures: the creator-home trend. */
export async function trendRoutes(app: FastifyInstance) {
  const trend = createTrendService(app.ctx);

  route(
    app,
    ep.trend,
    { summary: 'My per-day clicks, downloads, likes and comments (every day present)', tags: ['site'] },
    async ({ query, user }) => ok(await trend.trend(user.id, query.kind, query.days)),
  );
}
