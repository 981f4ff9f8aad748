import type { FastifyInstance } from 'fastify';
import { msg, versionEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createVersionsService } from './versions.service';
import { userStorage } from './storage';

/** DESIGN §8 "Versions": the history of a project's (or MIDI project's) file, and restoring an old one. */
export async function versionsRoutes(app: FastifyInstance) {
  const versions = createVersionsService(app.ctx);
  const midiVersions = createVersionsService(app.ctx, 'm');

  route(
    app,
    ep.list,
    {
      summary:
        'The versions of a project file, newest first (download one with /api/app/download/{music_id}?version=N)',
      tags: ['projects'],
    },
    async ({ params, user }) => ok(await versions.list(params.music_id, user?.id ?? null)),
  );

  route(
    app,
    ep.midiList,
    {
      summary:
        'The versions of a MIDI project file, newest first (download one with /api/app/download_midi/{midi_id}?version=N)',
      tags: ['midi'],
    },
    async ({ params, user }) => ok(await midiVersions.list(params.midi_id, user?.id ?? null)),
  );

  route(
    app,
    ep.restore,
    {
      summary:
        'Make an old version of my project (project_type v, the default) or MIDI project (m) the newest (history is kept)',
      tags: ['projects'],
    },
    async ({ user, body, req }) => {
      const service = body.project_type === 'm' ? midiVersions : versions;
      return ok(
        { version: await service.restore(user.id, body.music_id, body.version) },
        { message: msg('versionRestored', req.lang) },
      );
    },
  );

  route(
    app,
    ep.storage,
    {
      tags: ['projects'],
      summary:
        'My storage: the bytes every version of my vsqx and MIDI projects keeps (beyond DESIGN, §8 "Versions")',
      description:
        "bytes: the distinct stored files of all my versions (a file identical bytes or a restore share counts once); files: how many; projects / midi: my vsqx / MIDI projects holding a file; versions: all versions, current ones included; earlier_versions: versions that are not their project's current one. Covers and demo mp3 files are not counted.",
    },
    async ({ user }) => ok(await userStorage(app.ctx.db, user.id)),
  );
}
