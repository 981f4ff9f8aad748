import type { FastifyInstance } from 'fastify';
import { msg, musicIdParams, versionRestoreSchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createVersionsService } from './versions.service';

/** DESIGN §8 "Versions": the history of a project's file, and restoring an old one. */
export async function versionsRoutes(app: FastifyInstance) {
  const versions = createVersionsService(app.ctx);

  route(app, { method: 'GET', url: '/api/app/project/:music_id/versions', summary: 'The versions of a project file, newest first (download one with /api/app/download/{music_id}?version=N)', tags: ['projects'], auth: 'optional', params: musicIdParams },
    async ({ params, user }) => ok(await versions.list(params.music_id, user?.id ?? null)));

  route(app, { method: 'POST', url: '/api/user/project_version_restore', summary: 'Make an old version of my project the newest (history is kept)', tags: ['projects'], auth: 'user', body: versionRestoreSchema },
    async ({ user, body, req }) => ok({ version: await versions.restore(user.id, body.music_id, body.version) }, { message: msg('versionRestored', req.lang) }));
}
