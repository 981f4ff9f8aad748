import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { assertVisible } from '../visibility/visibility.repository';
import { setStoredFileHeaders } from '../../lib/attachment-header';
import { sendByteRange } from '../../lib/byte-range';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Default images for users and projects without their own (shipped with the server). */
function assetPath(name: string): string {
  for (const dir of [path.resolve(here, '../../../assets'), path.resolve(here, '../assets'), path.resolve(here, '../../assets')]) {
    const p = path.join(dir, name);
    if (fs.existsSync(p)) return p;
  }
  return path.resolve(here, '../../../assets', name);
}

const DEFAULTS: Record<string, string> = { cover: 'default-cover.jpg', avatar: 'default-avatar.jpg' };
const PUBLIC_FOLDERS = new Set(['avatar', 'cover', 'article', 'mp3', 'preview']);

const params = z.object({ folder: z.string(), name: z.string().regex(/^[\w.-]+$/) });

/**
 * Public images and previews with validators: an ETag from size and mtime answers 304 when unchanged,
 * and pages add `?v=` so a saved change shows at once. Any stored file answers byte ranges (audio seeks).
 */
async function sendStored(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, key: string, fallback?: string) {
  const st = await app.ctx.files.stat(key);
  setStoredFileHeaders(reply, key.slice(key.lastIndexOf('/') + 1)).header('Cache-Control', 'no-cache');
  if (!st) {
    if (!fallback) throw notFound();
    return reply.send(fs.createReadStream(assetPath(fallback)));
  }
  const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  reply.header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return sendByteRange(reply, app.ctx.files, key, st.size, req.headers.range);
}

/**
 * The project or MIDI project a cover or preview belongs to (its uid names the file), as visibility needs it;
 * a file of no item (a default, a slot not yet submitted) counts as public, as before. Image tags send no
 * token, so a private item's files are 404 to its owner here too (the creator centre shows no cover for it).
 */
async function itemOfFile(app: FastifyInstance, name: string) {
  const uid = name.slice(0, name.lastIndexOf('.') >>> 0);
  const { db } = app.ctx;
  const row =
    (await db.selectFrom('vsqx_projects').select(['user_id as ownerId', 'visibility']).where('vsqx_uid', '=', uid).executeTakeFirst()) ??
    (await db.selectFrom('midi_projects').select(['user_id as ownerId', 'visibility']).where('midi_uid', '=', uid).executeTakeFirst());
  return row ?? { ownerId: 0, visibility: 'public' };
}

export async function filesRoutes(app: FastifyInstance) {
  route(app, { method: 'GET', url: '/files/:folder/:name', summary: 'Public images and previews (404 for a private project\'s cover and preview)', tags: ['files'], auth: 'none', params, answers: 'file' },
    async ({ params: p, req, reply }) => {
      if (!PUBLIC_FOLDERS.has(p.folder)) throw notFound();
      if (p.folder === 'cover' || p.folder === 'mp3') assertVisible(await itemOfFile(app, p.name), null);
      return sendStored(app, req, reply, `${p.folder}/${p.name}`, DEFAULTS[p.folder]);
    });
}
