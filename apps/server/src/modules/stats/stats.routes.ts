import type { FastifyInstance } from 'fastify';
import { statsEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createStatsService } from './stats.service';

const tags = ['stats'];

export async function statsRoutes(app: FastifyInstance) {
  const stats = createStatsService(app.ctx);
  route(app, ep.vsqxData, { summary: 'Data overview of my vsqx projects', tags }, async ({ user }) =>
    ok(await stats.overview(user.id, 'vsqx')),
  );
  route(app, ep.midiData, { summary: 'Data overview of my MIDI projects', tags }, async ({ user }) =>
    ok(await stats.overview(user.id, 'midi')),
  );
  route(
    app,
    ep.todo,
    {
      summary: "What waits for me: counts for the creator home's to-do card",
      tags,
      description:
        "data: {licence_waiting (requests to me not yet answered), unread_comments, unread_mentions (unread replies and @ in my inbox), transferring (my projects and MIDI projects whose new file is still being moved into place)}; only the caller's own.",
    },
    async ({ user }) => ok(await stats.todo(user.id)),
  );
}
