import type { FastifyInstance } from 'fastify';
import { msg, submitSuggestSchema, suggestListQuerySchema } from '@vsqx/domain';
import { idParams, ok, route } from '../../lib/route';
import { createSuggestionsService } from './suggestions.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['tutorials'];

/** Tutorial documents, suggestions and the managers' approval tool (spec §7 "Tutorial approval", DESIGN §5). */
export async function suggestionsRoutes(app: FastifyInstance) {
  const suggestions = createSuggestionsService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/v-course/get_submit_suggest_list',
      summary: 'Submitted suggestions (course managers; ?status=replying|allow|refuse|merging)',
      tags,
      auth: 'user',
      query: suggestListQuerySchema,
      answers: 'refusable',
    },
    async ({ query, user }) => {
      const { data, total } = await suggestions.listForManager(user, query);
      return ok(data, { total });
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v-course/set_new_suggestStatus',
      summary: 'Move a suggestion: 1 → 2 | 3, 2 → 4 (JSON id, suggest_status, manager_comment)',
      tags,
      auth: 'user',
      answers: 'refusable',
    },
    async ({ req, user }) => {
      await suggestions.setStatus(user, req.body);
      return ok(undefined, { message: msg('suggestStatusSaved', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/v-course/docs',
      summary: 'The tutorial documents (no body)',
      tags,
      auth: 'none',
    },
    async () => ok(await suggestions.docs()),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/v-course/docs/:id',
      summary: 'One tutorial document with its HTML',
      tags,
      auth: 'none',
      params: idParams,
    },
    async ({ params }) => ok(await suggestions.doc(params.id)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/v-course/submit_suggest',
      summary: 'Suggest a change to a tutorial document (HTML is sanitised)',
      tags,
      auth: 'user',
      body: submitSuggestSchema,
      config: limitedAs(app, 'suggestion'),
    },
    async ({ body, user, req }) =>
      ok(await suggestions.submit(user.id, body), { message: msg('suggestSubmitted', req.lang) }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/v-course/my_suggestions',
      summary: 'My own suggestions and their status',
      tags,
      auth: 'user',
      query: suggestListQuerySchema,
    },
    async ({ query, user }) => {
      const { data, total } = await suggestions.listMine(user.id, query);
      return ok(data, { total });
    },
  );
}
