import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../analytics/request-viewer';
import {
  dbIdSchema,
  downloadQuerySchema,
  MIDI_MARKERS,
  myListQuerySchema,
  midiEndpoints,
  msg,
  versionQuerySchema,
} from '@vsqx/domain';
import { z } from 'zod';
import { ok, route } from '../../lib/route';
import { setDownloadHeaders } from '../../lib/attachment-header';
import { sendByteRange } from '../../lib/byte-range';
import { createMidiService } from './midi.service';
import { createMidiSubmitService } from './midi-submit.service';
import { createConvertService } from '../project-convert/convert.service';
import { TEXT_ANSWER_DOC } from '../../lib/text-answers';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['midi'];
const midiIdParams = z.object({ midi_id: dbIdSchema });
const midiIdForm = z.object({ midi_id: dbIdSchema });

/** MIDI projects: the spec's `.php` calls (arrays and texts, spec §7), creation, deletion and download. */
export async function midiRoutes(app: FastifyInstance) {
  const midi = createMidiService(app.ctx);
  const convert = createConvertService(app.ctx);
  const submit = createMidiSubmitService(app.ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/midi/select_p_midi.php',
      summary:
        'My MIDI projects (a plain array; with ?page an envelope page; ?q searches title, tags, intro, lyrics; ?agreement, ?type=1|2 filter)',
      tags,
      auth: 'user',
      answers: 'json',
      body: z.object({ uid: dbIdSchema }),
      query: myListQuerySchema,
    },
    async ({ body, query, user }) => {
      const { rows, total } = await midi.list(user, body.uid, query);
      return query.page ? ok(rows, { total }) : rows;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/midi/select_midi_project.php',
      summary: 'One MIDI project for its owner: [project] or the text error_user_verify',
      tags,
      auth: 'user',
      description: TEXT_ANSWER_DOC.selectMidiProject,
      rawBody: true,
      form: midiIdForm,
      answers: 'json-or-text',
    },
    async ({ req, user, reply }) => {
      // A bad midi_id names no project of the caller's: the same text answer as another user's project.
      const parsed = midiIdForm.safeParse(req.body ?? {});
      const project = parsed.success ? await midi.load(user, parsed.data.midi_id) : undefined;
      if (!project) return reply.type('text/plain; charset=utf-8').send(MIDI_MARKERS.errorUserVerify);
      return [project];
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/midi/update_project.php',
      summary: 'Stage a MIDI file (answers what it holds) or a cover image',
      tags,
      auth: 'user',
      rawBody: true,
      upload: {
        midi_uid: 'The MIDI project or upload slot (sent before the file).',
        page_url: 'The page the upload came from.',
      },
    },
    async ({ user, req }) => ok(await midi.upload(user, req)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/midi/update_upload_submit_midi.php',
      summary: 'Save a MIDI project; answers a text marker (spec §8)',
      tags,
      auth: 'optional',
      rawBody: true,
      description: TEXT_ANSWER_DOC.updateSubmitMidi,
      form: midiEndpoints.submitNew.body,
      answers: 'text',
    },
    async ({ req, reply }) => {
      const answer = await submit.update(req.user, req.body);
      const text = answer.messageKey ? msg(answer.messageKey, req.lang) : answer.text;
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  route(
    app,
    midiEndpoints.newUid,
    { summary: 'A slot uid for a new MIDI project', tags, config: limitedAs(app, 'upload') },
    async ({ user }) => ok({ midi_uid: await midi.newSlot(user) }),
  );

  route(
    app,
    midiEndpoints.submitNew,
    { summary: 'Create a MIDI project from a slot', tags },
    async ({ body, user }) => ok({ midi_id: await submit.create(user, body) }),
  );

  route(
    app,
    midiEndpoints.remove,
    { summary: 'Delete my MIDI project and its files', tags },
    async ({ params, user, req }) => {
      await midi.remove(user, params.midi_id);
      return ok(undefined, { message: msg('deleted', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/download_midi/:midi_id',
      summary:
        'Download a MIDI project (?version=N: that version, DESIGN §8), or with ?as= converted to ust|ustx|svp|vsqx (counts a download; 409 as for projects; 404 when private and not mine)',
      tags,
      auth: 'optional',
      params: midiIdParams,
      query: downloadQuerySchema.extend(versionQuerySchema.shape),
      answers: 'file',
    },
    async ({ params, query, reply, req }) => {
      const as = query.as;
      const file = await midi.download(
        params.midi_id,
        viewerOf(req),
        as && ((live) => convert.convertedFile('m', params.midi_id, live, { as, charset: query.charset })),
        query.version,
      );
      setDownloadHeaders(reply, { filename: file.name, type: file.ext === 'mid' ? 'audio/midi' : undefined });
      return sendByteRange(reply, app.ctx.files, file.key, file.size, req.headers.range);
    },
  );
}
