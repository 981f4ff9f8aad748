import type { FastifyInstance } from 'fastify';
import { detailEndpoints as ep } from '@vsqx/domain';
import { originOf, viewerOf } from '../analytics/request-viewer';
import { ok, route } from '../../lib/route';
import { createDetailService } from './detail.service';

export async function detailRoutes(app: FastifyInstance) {
  const detail = createDetailService(app.ctx);

  route(
    app,
    ep.project,
    {
      summary: "Public project page data; counts a click once per viewer in 30 minutes (never the owner's)",
      tags: ['site'],
      description:
        "`from` (search|space|square): where the visitor came from, for the owner's analytics; an unknown label is ignored.",
    },
    async ({ params, query, req }) =>
      ok(await detail.project(params.id, viewerOf(req), originOf(req, query.from))),
  );

  route(
    app,
    ep.midi,
    {
      summary:
        "Public MIDI project page data; counts a click once per viewer in 30 minutes (never the owner's)",
      tags: ['site'],
      description:
        "`from` (search|space|square): where the visitor came from, for the owner's analytics; an unknown label is ignored.",
    },
    async ({ params, query, req }) =>
      ok(await detail.midi(params.id, viewerOf(req), originOf(req, query.from))),
  );
}
