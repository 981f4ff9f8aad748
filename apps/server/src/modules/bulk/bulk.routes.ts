import type { FastifyInstance } from 'fastify';
import { articleBulkSchema, projectBulkSchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createBulkService } from './bulk.service';

/** DESIGN §8 "Finding and managing my content": one action on many of my items, answered per item. */
export async function bulkRoutes(app: FastifyInstance) {
  const bulk = createBulkService(app.ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/projects/bulk',
      summary:
        "One action on many of my projects (project_type v) or MIDI projects (m): delete | set_agreement | add_tag | remove_tag | set_visibility (value); each item in its own transaction, answered per item (another user's id fails as not found)",
      tags: ['projects'],
      auth: 'user',
      body: projectBulkSchema,
    },
    async ({ user, body, req }) => ok(await bulk.projects(user, body, req.lang)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/articles/bulk',
      summary: 'The same for my articles ({ids, action, value}; set_agreement takes 1 or 2; no tag actions)',
      tags: ['articles'],
      auth: 'user',
      body: articleBulkSchema,
    },
    async ({ user, body, req }) => ok(await bulk.articles(user, body, req.lang)),
  );
}
