import type { FastifyInstance } from 'fastify';
import { ok, route } from '../../lib/route';
import { createStatsService } from './stats.service';

export async function statsRoutes(app: FastifyInstance) {
  const stats = createStatsService(app.ctx);
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_vsqx_data',
      summary: 'Data overview of my vsqx projects',
      tags: ['stats'],
      auth: 'user',
    },
    async ({ user }) => ok(await stats.overview(user.id, 'vsqx')),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_midi_data',
      summary: 'Data overview of my MIDI projects',
      tags: ['stats'],
      auth: 'user',
    },
    async ({ user }) => ok(await stats.overview(user.id, 'midi')),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/todo',
      summary: "What waits for me: counts for the creator home's to-do card",
      tags: ['stats'],
      auth: 'user',
      description:
        "data: {licence_waiting (requests to me not yet answered), unread_comments, unread_mentions (unread replies and @ in my inbox), transferring (my projects and MIDI projects whose new file is still being moved into place)}; only the caller's own.",
    },
    async ({ user }) => ok(await stats.todo(user.id)),
  );
}
