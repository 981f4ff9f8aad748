import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { setStoredFileHeaders } from '../../lib/attachment-header';

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
 * and pages add `?v=` so a saved change shows at once.
 */
async function sendStored(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, key: string, fallback?: string) {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const st = await app.ctx.files.stat(key);
  setStoredFileHeaders(reply, key.slice(key.lastIndexOf('/') + 1)).header('Cache-Control', 'no-cache');
  if (!st) {
    if (!fallback) throw notFound();
    return reply.send(fs.createReadStream(assetPath(fallback)));
  }
  const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  reply.header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && ext === 'mp3') {
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), st.size - 1) : st.size - 1;
    if (start <= end) {
      reply.status(206).header('Content-Range', `bytes ${start}-${end}/${st.size}`).header('Content-Length', end - start + 1);
      return reply.send(app.ctx.files.open(key, { start, end }));
    }
  }
  reply.header('Accept-Ranges', 'bytes').header('Content-Length', st.size);
  return reply.send(app.ctx.files.open(key));
}

export async function filesRoutes(app: FastifyInstance) {
  route(app, { method: 'GET', url: '/files/:folder/:name', summary: 'Public images and previews', tags: ['files'], auth: 'none', params },
    async ({ params: p, req, reply }) => {
      if (!PUBLIC_FOLDERS.has(p.folder)) throw notFound();
      return sendStored(app, req, reply, `${p.folder}/${p.name}`, DEFAULTS[p.folder]);
    });
}
