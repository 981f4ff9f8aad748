import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { projectEndpoints } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { notFound, unauthorized } from '../../lib/errors';
import { liveMeta, previewSvg } from './project-meta.service';

const params = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) });
// `v`: the file's version, so a browser cache never shows an older roll (read by nobody, allowed by name).
const query = z.object({ staged: z.enum(['0', '1']).optional(), v: z.string().max(64).optional() });

/** The piano-roll picture and the metadata of a project file (our additions to the spec's calls). */
export async function projectMetaRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: 'GET',
      url: '/api/app/preview/:file',
      summary: 'Piano-roll preview of a project file (SVG)',
      tags: ['projects'],
      auth: 'optional',
      params,
      query,
      answers: 'image',
    },
    async ({ params: p, query: q, user, reply }) => {
      const uid = p.file.slice(0, -'.svg'.length);
      if (q.staged === '1' && !user) throw unauthorized();
      const svg = await previewSvg(app.ctx, uid, q.staged === '1' ? { userId: user.id } : null);
      if (!svg) throw notFound();
      // Served as an image with no power of its own: no scripts, no external loads, no sniffing.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', q.staged === '1' ? 'private, no-store' : 'no-cache')
        .send(svg);
    },
  );

  route(
    app,
    projectEndpoints.meta,
    { summary: 'What the project file holds (tracks, singers, tempo, duration)', tags: ['projects'] },
    async ({ params: p }) => ok(await liveMeta(app.ctx, p.uid)),
  );
}
