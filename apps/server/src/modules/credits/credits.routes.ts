import type { FastifyInstance } from 'fastify';
import { creditAnswerSchema, dbIdSchema, msg, musicIdParams, projectCreditsSchema } from '@vsqx/domain';
import { z } from 'zod';
import { ok, route } from '../../lib/route';
import { createCreditsService } from './credits.service';

const tags = ['credits'];
const uidParams = z.object({ uid: dbIdSchema });

/** DESIGN §8 "Credits". The public detail calls answer `credits` too (detail/detail.service). */
export async function creditsRoutes(app: FastifyInstance) {
  const credits = createCreditsService(app.ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/project_credits',
      summary: "Replace my project's credits; credited users are invited and appear once they accept",
      tags,
      auth: 'user',
      body: projectCreditsSchema,
    },
    async ({ body, user, req }) => {
      await credits.save(user, body);
      return ok(undefined, { message: msg('creditsSaved', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/project_credits',
      summary: 'Credit lines with status: all of them for the owner, the lines naming me for anyone else',
      tags,
      auth: 'user',
      query: creditAnswerSchema,
    },
    async ({ query, user }) => ok(await credits.mine(user.id, query.project_type, query.project_id)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/project_credits/accept',
      summary: 'Accept my credit invitation on a project',
      tags,
      auth: 'user',
      body: creditAnswerSchema,
    },
    async ({ body, user, req }) => {
      await credits.answer(user.id, body.project_type, body.project_id, 'accepted');
      return ok(undefined, { message: msg('creditAccepted', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/project_credits/decline',
      summary: 'Decline (or leave) my credit on a project',
      tags,
      auth: 'user',
      body: creditAnswerSchema,
    },
    async ({ body, user, req }) => {
      await credits.answer(user.id, body.project_type, body.project_id, 'declined');
      return ok(undefined, { message: msg('creditDeclined', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/project/:music_id/based_on',
      summary: 'Projects that credit this one as their source project (套参/基于)',
      tags,
      auth: 'optional',
      params: musicIdParams,
    },
    async ({ params }) => ok(await credits.basedOn(params.music_id)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/space/:uid/credited',
      summary: 'Projects a user is credited on (参与的作品), accepted credits only',
      tags,
      auth: 'optional',
      params: uidParams,
    },
    async ({ params }) => ok(await credits.credited(params.uid)),
  );
}
