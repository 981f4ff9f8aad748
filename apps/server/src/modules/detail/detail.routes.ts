import type { FastifyInstance } from 'fastify';
import { viewSourceQuerySchema } from '@vsqx/domain';
import { originOf, viewerOf } from '../analytics/request-viewer';
import { idParams, ok, route } from '../../lib/route';
import { createDetailService } from './detail.service';

export async function detailRoutes(app: FastifyInstance) {
  const detail = createDetailService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/project/:id',
      summary: "Public project page data; counts a click once per viewer in 30 minutes (never the owner's)",
      tags: ['site'],
      auth: 'optional',
      params: idParams,
      query: viewSourceQuerySchema,
      description:
        "`from` (search|space|square): where the visitor came from, for the owner's analytics; an unknown label is ignored.",
    },
    async ({ params, query, req }) =>
      ok(await detail.project(params.id, viewerOf(req), originOf(req, query.from))),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/midi/:id',
      summary:
        "Public MIDI project page data; counts a click once per viewer in 30 minutes (never the owner's)",
      tags: ['site'],
      auth: 'optional',
      params: idParams,
      query: viewSourceQuerySchema,
      description:
        "`from` (search|space|square): where the visitor came from, for the owner's analytics; an unknown label is ignored.",
    },
    async ({ params, query, req }) =>
      ok(await detail.midi(params.id, viewerOf(req), originOf(req, query.from))),
  );
}
