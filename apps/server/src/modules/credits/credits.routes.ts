import type { FastifyInstance } from 'fastify';
import { creditEndpoints as ep, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createCreditsService } from './credits.service';

const tags = ['credits'];

/** DESIGN §8 "Credits". The public detail calls answer `credits` too (detail/detail.service). */
export async function creditsRoutes(app: FastifyInstance) {
  const credits = createCreditsService(app.ctx);

  route(
    app,
    ep.save,
    { summary: "Replace my project's credits; credited users are invited and appear once they accept", tags },
    async ({ body, user, req }) => {
      await credits.save(user, body);
      return ok(undefined, { message: msg('creditsSaved', req.lang) });
    },
  );

  route(
    app,
    ep.mine,
    {
      summary: 'Credit lines with status: all of them for the owner, the lines naming me for anyone else',
      tags,
    },
    async ({ query, user }) => ok(await credits.mine(user.id, query.project_type, query.project_id)),
  );

  route(
    app,
    ep.accept,
    { summary: 'Accept my credit invitation on a project', tags },
    async ({ body, user, req }) => {
      await credits.answer(user.id, body.project_type, body.project_id, 'accepted');
      return ok(undefined, { message: msg('creditAccepted', req.lang) });
    },
  );

  route(
    app,
    ep.decline,
    { summary: 'Decline (or leave) my credit on a project', tags },
    async ({ body, user, req }) => {
      await credits.answer(user.id, body.project_type, body.project_id, 'declined');
      return ok(undefined, { message: msg('creditDeclined', req.lang) });
    },
  );

  route(
    app,
    ep.basedOn,
    { summary: 'Projects that credit this one as their source project (套参/基于)', tags },
    async ({ params }) => ok(await credits.basedOn(params.music_id)),
  );

  route(
    app,
    ep.credited,
    { summary: 'Projects a user is credited on (参与的作品), accepted credits only', tags },
    async ({ params }) => ok(await credits.credited(params.uid)),
  );
}
