import type { FastifyInstance } from 'fastify';
import { msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCheckinService } from './checkin.service';

/** The daily check-in (creator-home overview). */
export async function checkinRoutes(app: FastifyInstance) {
  const checkin = createCheckinService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/checkin',
      summary: 'Have I checked in today (UTC)?',
      tags: ['site'],
      auth: 'user',
    },
    async ({ user }) => ok(await checkin.state(user.id)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/app/checkin',
      summary: 'Daily check-in: adds to checkin_score once per UTC day; 409 the second time',
      tags: ['site'],
      auth: 'user',
    },
    async ({ user, req }) => ok(await checkin.checkIn(user.id), { message: msg('checkedIn', req.lang) }),
  );
}
