import type { FastifyInstance } from 'fastify';
import { convertEndpoints as ep, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createConvertService } from './convert.service';

const tags = ['projects'];

/**
 * The owner's switch for converted downloads (`allow_convert`, DESIGN §8), for projects and, beside
 * them, MIDI projects. Read and written by the owner only (404 for anyone else). The downloads themselves
 * are the existing download routes with `?as=` (projects.routes.ts, midi.routes.ts).
 */
export async function convertRoutes(app: FastifyInstance) {
  const convert = createConvertService(app.ctx);
  const saved = (allow: boolean, lang: 'zh' | 'en') =>
    ok({ allow_convert: allow }, { message: msg(allow ? 'allowConvertOn' : 'allowConvertOff', lang) });

  route(
    app,
    ep.get,
    { summary: 'Whether my project offers converted downloads', tags },
    async ({ user, params }) => ok({ allow_convert: await convert.setting('v', user.id, params.music_id) }),
  );
  route(
    app,
    ep.set,
    { summary: 'Turn converted downloads of my project on or off', tags },
    async ({ user, params, body, req }) =>
      saved(await convert.setSetting('v', user.id, params.music_id, body.allow_convert), req.lang),
  );
  route(
    app,
    ep.midiGet,
    { summary: 'Whether my MIDI project offers converted downloads', tags },
    async ({ user, params }) => ok({ allow_convert: await convert.setting('m', user.id, params.midi_id) }),
  );
  route(
    app,
    ep.midiSet,
    { summary: 'Turn converted downloads of my MIDI project on or off', tags },
    async ({ user, params, body, req }) =>
      saved(await convert.setSetting('m', user.id, params.midi_id, body.allow_convert), req.lang),
  );
}
