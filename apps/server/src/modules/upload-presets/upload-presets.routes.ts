import type { FastifyInstance } from 'fastify';
import { msg, uploadPresetEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createUploadPresetsService } from './upload-presets.service';

const tags = ['upload-presets'];

/** `/api/user/upload_presets`: my named upload-form presets (list, create, replace, delete). */
export async function uploadPresetsRoutes(app: FastifyInstance) {
  const presets = createUploadPresetsService(app.ctx);

  route(app, ep.list, { summary: 'My upload presets, by name', tags }, async ({ user }) =>
    ok(await presets.list(user.id)),
  );

  route(
    app,
    ep.create,
    {
      summary:
        'Save a new upload preset {name, fields: {synthesizer_type?, synthesizer_name?, agreement?, language?, tags?, intro?}} (at most 20; names unique)',
      tags,
    },
    async ({ user, body }) => ok(await presets.create(user.id, body)),
  );

  route(
    app,
    ep.update,
    { summary: 'Replace one of my upload presets', tags },
    async ({ user, params, body }) => ok(await presets.update(user.id, params.id, body)),
  );

  route(
    app,
    ep.remove,
    { summary: 'Delete one of my upload presets', tags },
    async ({ user, params, req }) => {
      await presets.remove(user.id, params.id);
      return ok(undefined, { message: msg('deleted', req.lang) });
    },
  );
}
