import type { FastifyInstance } from 'fastify';
import { ok, route } from '../../lib/route';
import { createStatsService } from './stats.service';

export async function statsRoutes(app: FastifyInstance) {
  const stats = createStatsService(app.ctx);
  route(app, { method: 'GET', url: '/api/user/select_vsqx_data', summary: 'Data overview of my vsqx projects', tags: ['stats'], auth: 'user' },
    async ({ user }) => ok(await stats.overview(user.id, 'vsqx')));
  route(app, { method: 'GET', url: '/api/user/select_midi_data', summary: 'Data overview of my MIDI projects', tags: ['stats'], auth: 'user' },
    async ({ user }) => ok(await stats.overview(user.id, 'midi')));
}
