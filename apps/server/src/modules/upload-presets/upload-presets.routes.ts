import type { FastifyInstance } from 'fastify';
import { msg, presetIdParams, uploadPresetBodySchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createUploadPresetsService } from './upload-presets.service';

const tags = ['upload-presets'];

/** `/api/user/upload_presets`: my named upload-form presets (list, create, replace, delete). */
export async function uploadPresetsRoutes(app: FastifyInstance) {
  const presets = createUploadPresetsService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/upload_presets',
      summary: 'My upload presets, by name',
      tags,
      auth: 'user',
    },
    async ({ user }) => ok(await presets.list(user.id)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/upload_presets',
      summary:
        'Save a new upload preset {name, fields: {synthesizer_type?, synthesizer_name?, agreement?, language?, tags?, intro?}} (at most 20; names unique)',
      tags,
      auth: 'user',
      body: uploadPresetBodySchema,
    },
    async ({ user, body }) => ok(await presets.create(user.id, body)),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/user/upload_presets/:id',
      summary: 'Replace one of my upload presets',
      tags,
      auth: 'user',
      params: presetIdParams,
      body: uploadPresetBodySchema,
    },
    async ({ user, params, body }) => ok(await presets.update(user.id, params.id, body)),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/user/upload_presets/:id',
      summary: 'Delete one of my upload presets',
      tags,
      auth: 'user',
      params: presetIdParams,
    },
    async ({ user, params, req }) => {
      await presets.remove(user.id, params.id);
      return ok(undefined, { message: msg('deleted', req.lang) });
    },
  );
}
