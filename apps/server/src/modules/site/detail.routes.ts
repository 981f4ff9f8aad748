import type { FastifyInstance } from 'fastify';
import { likeTargetSchema } from '@vsqx/domain';
import { idParams, ok, route } from '../../lib/route';
import { createDetailService } from './detail.service';
import { createLikesService } from './likes.service';

export function detailRoutes(app: FastifyInstance) {
  const detail = createDetailService(app.ctx);
  const likes = createLikesService(app.ctx);

  route(app, { method: 'GET', url: '/api/app/project/:id', summary: 'Public project page data; counts a click once per viewer and hour', tags: ['site'], auth: 'optional', params: idParams },
    async ({ params, user, req }) => ok(await detail.project(params.id, { userId: user?.id ?? null, ip: req.ip })));

  route(app, { method: 'GET', url: '/api/app/midi/:id', summary: 'Public MIDI project page data; counts a click once per viewer and hour', tags: ['site'], auth: 'optional', params: idParams },
    async ({ params, user, req }) => ok(await detail.midi(params.id, { userId: user?.id ?? null, ip: req.ip })));

  route(app, { method: 'POST', url: '/api/app/zan/:id', summary: 'Like toggle: ?type=v (default) vsqx project, m MIDI project, a article', tags: ['site'], auth: 'user', params: idParams, query: likeTargetSchema },
    async ({ params, query, user }) => ok(await likes.toggle(user.id, query.type, params.id)));
}
