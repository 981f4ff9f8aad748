import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TUS_ENDPOINT } from '@vsqx/domain';
import { badField, notFound, unauthorized } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { warmWorker } from '../project-meta/extract-project-meta';
import { parseUploadMetadata } from './tus-metadata';
import { LANG_HEADER, USER_HEADER, tusServiceFor } from './tus.service';

const tags = ['uploads'];
const security = [{ bearer: [] }];
const ID = /^[0-9a-f]{32}$/;
/** For the OpenAPI transform: the envelope answers and refusals (the tus 201/204 answers are in the descriptions). */
const doc: RouteDoc = { answers: 'envelope', auth: 'user', upload: false, takesBody: true };

const CREATE_DOC = `tus 1.0.0 creation (extensions: creation, termination, expiration). Headers: \`Tus-Resumable: 1.0.0\`,
\`Upload-Length\`, \`Upload-Metadata\` with \`target\` (vsqx_file | mp3 | midi_file | article_image), \`uid\` (the vsqx_uid /
midi_uid it belongs to; not for article_image), \`filename\`, optionally \`kind\` (\`cover\` for an article cover) and
\`sha256\` (hex; a vsqx_file whose bytes the caller already stores completes at once: 200 with the envelope and
\`Upload-Complete: 1\`, no Location). Answers 201 with \`Location: ${TUS_ENDPOINT}/{id}\`. Name, extension, size and the uid's
owner are checked here: 400/404/413 in the envelope with the spec's messages. An earlier unfinished upload of the same
user, target and uid is terminated. Unfinished uploads expire after a day.`;
const ID_DOC = `HEAD: \`Upload-Offset\` / \`Upload-Length\`. PATCH (\`Content-Type: application/offset+octet-stream\`, \`Upload-Offset\`):
appends; a wrong offset answers 409. The PATCH that completes the upload checks the content and stages the file exactly
like the multipart upload of its target (nothing goes live before the form is submitted) and answers 200 with that
upload's envelope (\`data\` = its answer), or the envelope of the refusal. DELETE: terminates. Only the upload's owner.`;

/** Removes what a client may have sent in the headers this server uses to speak to @tus/server. */
function passOn(req: FastifyRequest, userId: number) {
  const set = { [USER_HEADER]: String(userId), [LANG_HEADER]: req.lang ?? 'zh' };
  // @tus/server (srvx) reads rawHeaders, Node's parsed object is read by the rest: both are rewritten.
  const raw = req.raw.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (!(raw[i].toLowerCase() in set)) kept.push(raw[i], raw[i + 1]);
  for (const [k, v] of Object.entries(set)) {
    kept.push(k, v);
    req.raw.headers[k] = v;
  }
  raw.splice(0, raw.length, ...kept);
}

/**
 * Resumable uploads (DESIGN §8) mounted on Fastify: these handlers authenticate and check, then hand the
 * raw request to @tus/server (which reads the body itself: the parser below leaves the stream untouched).
 */
export async function tusRoutes(app: FastifyInstance) {
  const tus = tusServiceFor(app.ctx);
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.server.handle(req.raw, reply.raw);
  };

  app.route({
    method: 'POST',
    url: TUS_ENDPOINT,
    config: { doc },
    schema: { summary: 'Create a resumable upload (tus 1.0.0)', description: CREATE_DOC, tags, security },
    handler: async (req, reply) => {
      if (!req.user) throw unauthorized();
      if (req.headers['upload-defer-length']) throw badField('Upload-Length');
      const meta = parseUploadMetadata(req.headers['upload-metadata'] as string | undefined);
      if (!meta) throw badField('Upload-Metadata');
      const checked = await tus.checkCreation(
        req.user.id,
        meta,
        req.headers['upload-length'] as string | undefined,
      );
      await tus.replaceActive(req.user.id, checked);
      const done = await tus.fromStoredCopy(req.user.id, checked);
      if (done !== null) {
        reply
          .header('Tus-Resumable', '1.0.0')
          .header('Upload-Offset', String(checked.size))
          .header('Upload-Complete', '1');
        return { success: true, message: '', data: done };
      }
      // Project and MIDI files are read at completion: the reader starts while their bytes travel.
      if (checked.target === 'vsqx_file' || checked.target === 'midi_file') warmWorker();
      passOn(req, req.user.id);
      return handOver(req, reply);
    },
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${TUS_ENDPOINT}/:id`,
    config: { doc },
    schema: {
      summary: 'Resume, append to or terminate a resumable upload (tus 1.0.0)',
      description: ID_DOC,
      tags,
      security,
    },
    handler: async (req, reply) => {
      if (!req.user) throw unauthorized();
      const { id } = req.params as { id: string };
      if (!ID.test(id)) throw notFound();
      const uploadId = tus.idFromSegment(id);
      const row = await tus.repo.find(uploadId);
      // Another user's upload is answered as missing: its address tells nobody else anything.
      if (!row || row.user_id !== req.user.id) throw notFound();
      if (req.method === 'DELETE') await tus.repo.remove(uploadId);
      passOn(req, req.user.id);
      return handOver(req, reply);
    },
  });

  // CORS preflight and the tus capability answer (Tus-Version, Tus-Extension, Tus-Max-Size): no caller needed.
  app.route({ method: 'OPTIONS', url: TUS_ENDPOINT, schema: { hide: true }, handler: handOver });
  app.route({ method: 'OPTIONS', url: `${TUS_ENDPOINT}/:id`, schema: { hide: true }, handler: handOver });
}
