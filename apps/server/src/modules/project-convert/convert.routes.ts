import type { FastifyInstance } from 'fastify';
import { allowConvertSchema, dbIdSchema, msg, musicIdParams, type AllowConvertState } from '@vsqx/domain';
import { z } from 'zod';
import { ok, route } from '../../lib/route';
import { createConvertService } from './convert.service';
import type { ConvertKind } from './convert.repository';

const midiIdParams = z.object({ midi_id: dbIdSchema });

/**
 * The owner's switch for converted downloads (`allow_convert`, DESIGN §8), for projects and, beside
 * them, MIDI projects. Read and written by the owner only (404 for anyone else). The downloads themselves
 * are the existing download routes with `?as=` (projects.routes.ts, midi.routes.ts).
 */
export async function convertRoutes(app: FastifyInstance) {
  const convert = createConvertService(app.ctx);
  const answer = (allow: boolean): AllowConvertState => ({ allow_convert: allow });
  const saved = (allow: boolean, lang: 'zh' | 'en') =>
    ok(answer(allow), { message: msg(allow ? 'allowConvertOn' : 'allowConvertOff', lang) });

  const both: {
    kind: ConvertKind;
    url: string;
    params: typeof musicIdParams | typeof midiIdParams;
    id: (p: Record<string, number>) => number;
  }[] = [
    { kind: 'v', url: '/api/user/allow_convert/:music_id', params: musicIdParams, id: (p) => p.music_id },
    { kind: 'm', url: '/api/user/midi/allow_convert/:midi_id', params: midiIdParams, id: (p) => p.midi_id },
  ];
  for (const r of both) {
    const what = r.kind === 'v' ? 'project' : 'MIDI project';
    route(
      app,
      {
        method: 'GET',
        url: r.url,
        summary: `Whether my ${what} offers converted downloads`,
        tags: ['projects'],
        auth: 'user',
        params: r.params,
      },
      async ({ user, params }) => ok(answer(await convert.setting(r.kind, user.id, r.id(params)))),
    );
    route(
      app,
      {
        method: 'POST',
        url: r.url,
        summary: `Turn converted downloads of my ${what} on or off`,
        tags: ['projects'],
        auth: 'user',
        params: r.params,
        body: allowConvertSchema,
      },
      async ({ user, params, body, req }) =>
        saved(await convert.setSetting(r.kind, user.id, r.id(params), body.allow_convert), req.lang),
    );
  }
}
