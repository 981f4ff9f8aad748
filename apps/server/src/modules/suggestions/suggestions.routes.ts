import type { FastifyInstance } from 'fastify';
import { msg, suggestionEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createSuggestionsService } from './suggestions.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['tutorials'];

/** Tutorial documents, suggestions and the managers' approval tool (spec §7 "Tutorial approval", DESIGN §5). */
export async function suggestionsRoutes(app: FastifyInstance) {
  const suggestions = createSuggestionsService(app.ctx);

  route(
    app,
    ep.list,
    {
      summary: 'Submitted suggestions (course managers; ?status=replying|allow|refuse|merging)',
      tags,
      answers: 'refusable',
    },
    async ({ query, user }) => {
      const { data, total } = await suggestions.listForManager(user, query);
      return ok(data, { total });
    },
  );

  route(
    app,
    ep.setStatus,
    {
      summary: 'Move a suggestion: 1 → 2 | 3, 2 → 4 (JSON id, suggest_status, manager_comment)',
      tags,
      answers: 'refusable',
      // The service parses the body after the manager check, so a non-manager learns nothing from a 400.
      rawBody: true,
    },
    async ({ req, user }) => {
      await suggestions.setStatus(user, req.body);
      return ok(undefined, { message: msg('suggestStatusSaved', req.lang) });
    },
  );

  route(app, ep.docs, { summary: 'The tutorial documents (no body)', tags }, async () =>
    ok(await suggestions.docs()),
  );

  route(app, ep.doc, { summary: 'One tutorial document with its HTML', tags }, async ({ params }) =>
    ok(await suggestions.doc(params.id)),
  );

  route(
    app,
    ep.submit,
    {
      summary: 'Suggest a change to a tutorial document (HTML is sanitised)',
      tags,
      config: limitedAs(app, 'suggestion'),
    },
    async ({ body, user, req }) =>
      ok(await suggestions.submit(user.id, body), { message: msg('suggestSubmitted', req.lang) }),
  );

  route(app, ep.mine, { summary: 'My own suggestions and their status', tags }, async ({ query, user }) => {
    const { data, total } = await suggestions.listMine(user.id, query);
    return ok(data, { total });
  });
}
