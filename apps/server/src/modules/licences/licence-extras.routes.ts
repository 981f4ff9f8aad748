import type { FastifyInstance } from 'fastify';
import { licenceExtraEndpoints as ep, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { limitedAs } from '../../plugins/rate-limits';
import { createLicenceExtrasService } from './licence-extras.service';

const tags = ['licences'];

/** DESIGN §8 "Licences 2.0": added beside the spec's licence calls, which stay as they are. */
export async function licenceExtrasRoutes(app: FastifyInstance) {
  const extras = createLicenceExtrasService(app.ctx);

  route(
    app,
    ep.thread,
    {
      summary: 'The conversation on a licence request, oldest first (its two parties only; 404 to others)',
      tags,
    },
    async ({ params, user }) => ok(await extras.thread(user.id, params.id)),
  );

  route(
    app,
    ep.postThread,
    {
      summary:
        'Send a message (text ≤ 500) to the other party of a licence request; it becomes their licence notice',
      tags,
      config: limitedAs(app, 'comment'),
    },
    async ({ params, body, user, req }) =>
      ok(await extras.post(user, params.id, body.text), { message: msg('threadSent', req.lang) }),
  );

  route(
    app,
    ep.verify,
    { summary: 'Public check of a licence certificate: valid or revoked (with when and why)', tags },
    async ({ params }) => ok(await extras.verify(params.code)),
  );

  route(
    app,
    ep.revoke,
    {
      summary: 'The owner revokes an allowed licence with a reason (409 unless allowed and not yet revoked)',
      tags,
    },
    async ({ params, body, user, req }) => {
      await extras.revoke(user, params.id, body.reason);
      return ok(undefined, { message: msg('licenceRevoked', req.lang) });
    },
  );

  route(
    app,
    ep.addWork,
    {
      summary:
        'The licensee records a work made under an allowed licence: link = Bilibili BV/AV number or http(s) link',
      tags,
    },
    async ({ params, body, user, req }) =>
      ok(await extras.addWork(user, params.id, body.link), { message: msg('workSaved', req.lang) }),
  );

  route(
    app,
    ep.projectDerivatives,
    { summary: 'Works made from a project under its licences, newest first', tags },
    async ({ params }) => ok(await extras.derivatives('v', params.music_id)),
  );

  route(
    app,
    ep.midiDerivatives,
    { summary: 'Works made from a MIDI project under its licences, newest first', tags },
    async ({ params }) => ok(await extras.derivatives('m', params.id)),
  );

  route(
    app,
    ep.autoAllow,
    { summary: "My project's auto-allow rule ('none' | 'noncommercial')", tags },
    async ({ query, user }) => ok(await extras.getAutoAllow(user.id, query.project_type, query.project_id)),
  );

  route(
    app,
    ep.setAutoAllow,
    {
      summary:
        "Set my project's auto-allow rule: 'noncommercial' allows non-commercial requests at once; commercial ones always wait",
      tags,
    },
    async ({ body, user, req }) => {
      await extras.setAutoAllow(user.id, body.project_type, body.project_id, body.auto_allow);
      return ok(undefined, { message: msg('autoAllowSaved', req.lang) });
    },
  );
}
