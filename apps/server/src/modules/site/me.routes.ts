import type { FastifyInstance } from 'fastify';
import { msg, trendQuerySchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCheckinService } from './checkin.service';
import { createTrendService } from './trend.service';

/** The caller's own site figures: daily check-in and the creator-home trend. */
export function meRoutes(app: FastifyInstance) {
  const checkin = createCheckinService(app.ctx);
  const trend = createTrendService(app.ctx);

  route(app, { method: 'GET', url: '/api/app/checkin', summary: 'Have I checked in today (UTC)?', tags: ['site'], auth: 'user' },
    async ({ user }) => ok(await checkin.state(user.id)));

  route(app, { method: 'POST', url: '/api/app/checkin', summary: 'Daily check-in: adds to checkin_score once per UTC day; 409 the second time', tags: ['site'], auth: 'user' },
    async ({ user, req }) => ok(await checkin.checkIn(user.id), { message: msg('checkedIn', req.lang) }));

  route(app, { method: 'GET', url: '/api/user/trend', summary: 'My per-day clicks, downloads, likes and comments (every day present)', tags: ['site'], auth: 'user', query: trendQuerySchema },
    async ({ query, user }) => ok(await trend.trend(user.id, query.kind, query.days)));
}
