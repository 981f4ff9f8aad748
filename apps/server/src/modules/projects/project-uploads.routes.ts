import type { FastifyInstance } from 'fastify';
import { ok, route } from '../../lib/route';
import { createUploadsService, type UploadTiming } from './uploads.service';

/**
 * The uploads of the edit form (DESIGN §5): multipart `file` plus `vsqx_uid` (before the file) and
 * `page_url`. Limits, extensions and one file at a time are enforced while streaming.
 */
export async function projectUploadRoutes(app: FastifyInstance) {
  const uploads = createUploadsService(app.ctx);
  const upload = {
    vsqx_uid: 'The project or upload slot (sent before the file).',
    page_url: 'The page the upload came from.',
  };
  const spec = (url: string, summary: string) => ({
    method: 'POST' as const,
    url,
    summary,
    tags: ['projects'],
    auth: 'user' as const,
    rawBody: true,
    upload,
  });

  route(
    app,
    spec('/api/upload/vsqx_file', 'Stage a project file (100 MB, project extensions)'),
    async ({ user, req, reply }) => {
      const timing: UploadTiming = {};
      const info = await uploads.projectFile(req, user.id, timing);
      const parts = Object.entries({ receive: timing.receiveMs, meta: timing.metaMs }).filter(
        ([, v]) => v !== undefined,
      );
      reply.header('Server-Timing', parts.map(([k, v]) => `${k};dur=${v!.toFixed(1)}`).join(', '));
      return ok(info);
    },
  );
  route(app, spec('/api/upload/mp3', 'Stage an mp3 preview (10 MB)'), async ({ user, req }) =>
    ok(await uploads.mp3(req, user.id)),
  );
  route(
    app,
    spec('/api/app/upload_vsqx_cover', 'Stage a cover (re-encoded to a 200x126 JPEG)'),
    async ({ user, req }) => ok(await uploads.cover(req, user.id)),
  );
}
