import type { FastifyInstance } from 'fastify';
import { bulkEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createBulkService } from './bulk.service';

/** DESIGN §8 "Finding and managing my content": one action on many of my items, answered per item. */
export async function bulkRoutes(app: FastifyInstance) {
  const bulk = createBulkService(app.ctx);

  route(
    app,
    ep.projects,
    {
      summary:
        "One action on many of my projects (project_type v) or MIDI projects (m): delete | set_agreement | add_tag | remove_tag | set_visibility (value); each item in its own transaction, answered per item (another user's id fails as not found)",
      tags: ['projects'],
    },
    async ({ user, body, req }) => ok(await bulk.projects(user, body, req.lang)),
  );

  route(
    app,
    ep.articles,
    {
      summary: 'The same for my articles ({ids, action, value}; set_agreement takes 1 or 2; no tag actions)',
      tags: ['articles'],
    },
    async ({ user, body, req }) => ok(await bulk.articles(user, body, req.lang)),
  );
}
