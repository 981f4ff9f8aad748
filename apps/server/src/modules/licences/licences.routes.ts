import type { FastifyInstance } from 'fastify';
import {
  APPLY_ALLOWED,
  APPLY_REFUSED,
  legacyApplyQuerySchema,
  licenceRequestEndpoints as ep,
  msg,
} from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { TEXT_ANSWER_DOC } from '../../lib/text-answers';
import { createLicencesService } from './licences.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['licences'];

/** Licence requests (spec §7 "Licence requests", DESIGN §5 `POST /api/app/apply`). */
export async function licencesRoutes(app: FastifyInstance) {
  const licences = createLicencesService(app.ctx);

  route(
    app,
    ep.apply,
    { summary: 'Apply for a licence to a project', tags, config: limitedAs(app, 'licence_apply') },
    async ({ body, user, req }) => {
      const made = await licences.apply(user, body);
      return ok(made, {
        message: msg(made.author_reply === APPLY_ALLOWED ? 'applyAutoAllowed' : 'applySent', req.lang),
      });
    },
  );

  route(
    app,
    ep.mine,
    { summary: 'My licence requests (?status=replying|allow|refuse)', tags },
    async ({ query, user }) => {
      const { data, total } = await licences.listMine(user.id, query);
      return ok(data, { total });
    },
  );

  route(app, ep.received, { summary: 'Licence requests to me', tags }, async ({ query, user }) => {
    const { data, total } = await licences.listReceived(user.id, query);
    return ok(data, { total });
  });

  route(
    app,
    ep.cancel,
    { summary: 'Cancel my waiting request (removes it)', tags },
    async ({ params, user, req }) => {
      await licences.cancel(user.id, params.id);
      return ok(undefined, { message: msg('applyCancelled', req.lang) });
    },
  );

  route(app, ep.remove, { summary: 'Delete my refused request', tags }, async ({ params, user, req }) => {
    await licences.remove(user.id, params.id);
    return ok(undefined, { message: msg('deleted', req.lang) });
  });

  route(
    app,
    ep.allow,
    {
      summary:
        'Allow a waiting request (form vn = project id, apply_uid = applicant, reply_text; optional project_type v|m)',
      tags,
    },
    async ({ body, user, req }) => {
      await licences.decide(user, body, APPLY_ALLOWED);
      return ok(undefined, { message: msg('applyAllowed', req.lang) });
    },
  );

  route(
    app,
    ep.refuse,
    {
      summary:
        'Refuse a waiting request (form vn = project id, apply_uid = applicant, reply_text; optional project_type v|m)',
      tags,
    },
    async ({ body, user, req }) => {
      await licences.decide(user, body, APPLY_REFUSED);
      return ok(undefined, { message: msg('applyRefused', req.lang) });
    },
  );

  // Legacy text endpoints (spec §7): always HTTP 200 with the plain text `success` or `error`, never an envelope.
  for (const action of ['cancel', 'delete'] as const) {
    route(
      app,
      {
        method: 'GET',
        url: `/api/user/${action}_apply.php`,
        summary: `Legacy ${action} by ?id= (request) or ?vn= / ?mn= (project); text answer`,
        tags,
        auth: 'none',
        description: TEXT_ANSWER_DOC.legacyApply,
        answers: 'text',
      },
      async ({ req, reply }) => {
        reply.type('text/plain; charset=utf-8');
        if (!req.user) return reply.send('error');
        const q = legacyApplyQuerySchema.safeParse(req.query ?? {});
        if (!q.success) return reply.send('error');
        const changed = await licences.legacy(req.user.id, q.data, action);
        return reply.send(changed ? 'success' : 'error');
      },
    );
  }
}
