import type { FastifyInstance } from 'fastify';
import { msg, siteEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCheckinService } from './checkin.service';

const tags = ['site'];

/** The daily check-in (creator-home overview). */
export async function checkinRoutes(app: FastifyInstance) {
  const checkin = createCheckinService(app.ctx);

  route(app, ep.checkinState, { summary: 'Have I checked in today (UTC)?', tags }, async ({ user }) =>
    ok(await checkin.state(user.id)),
  );

  route(
    app,
    ep.checkin,
    { summary: 'Daily check-in: adds to checkin_score once per UTC day; 409 the second time', tags },
    async ({ user, req }) => ok(await checkin.checkIn(user.id), { message: msg('checkedIn', req.lang) }),
  );
}
