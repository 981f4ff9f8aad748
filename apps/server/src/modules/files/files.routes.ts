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
import { createAuthService } from '../auth/auth.service';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Default images for users and projects without their own (shipped with the server). */
function assetPath(name: string): string {
  for (const dir of [
    path.resolve(here, '../../../assets'),
    path.resolve(here, '../assets'),
    path.resolve(here, '../../assets'),
  ]) {
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
async function sendStored(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  fallback?: string,
  cacheControl = 'no-cache',
) {
  const st = await app.ctx.files.stat(key);
  setStoredFileHeaders(reply, key.slice(key.lastIndexOf('/') + 1)).header('Cache-Control', cacheControl);
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
 * a file of no item (a default, a slot not yet submitted) counts as public, as before.
 */
async function itemOfFile(app: FastifyInstance, name: string) {
  const uid = name.slice(0, name.lastIndexOf('.') >>> 0);
  const { db } = app.ctx;
  const row =
    (await db
      .selectFrom('vsqx_projects')
      .select(['user_id as ownerId', 'visibility'])
      .where('vsqx_uid', '=', uid)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('midi_projects')
      .select(['user_id as ownerId', 'visibility'])
      .where('midi_uid', '=', uid)
      .executeTakeFirst());
  return row ?? { ownerId: 0, visibility: 'public' };
}

/** The cookie the web app keeps beside its session (apps/web/src/lib/session.ts), sent only to /files. */
export const FILE_SESSION_COOKIE = 'vsqx_files';

function cookieToken(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== FILE_SESSION_COOKIE) continue;
    const token = decodeURIComponent(rest.join('='));
    return token.length > 0 && token.length < 200 ? token : null;
  }
  return null;
}

export async function filesRoutes(app: FastifyInstance) {
  const auth = createAuthService(app.ctx);
  /**
   * Who fetches a private item's file: an <img> or <audio> sends no Authorization header, so the owner's own
   * private cover and preview are recognised by the session cookie (path /files) the web app sets beside its
   * token. Read only for a non-public item, so a public image costs no session lookup; a bad or revoked token
   * is simply nobody (the file answers 404, as to anyone else).
   */
  const viewerOf = async (req: FastifyRequest) => {
    const token = cookieToken(req);
    const session = token ? await auth.resolveToken(token) : undefined;
    return session && !session.disabled ? session.id : null;
  };

  route(
    app,
    {
      method: 'GET',
      url: '/files/:folder/:name',
      summary:
        "Public images and previews (a private project's cover and preview: 404 except to its owner, recognised by the vsqx_files session cookie)",
      tags: ['files'],
      auth: 'none',
      params,
      answers: 'file',
    },
    async ({ params: p, req, reply }) => {
      if (!PUBLIC_FOLDERS.has(p.folder)) throw notFound();
      let cacheControl = 'no-cache';
      if (p.folder === 'cover' || p.folder === 'mp3') {
        const item = await itemOfFile(app, p.name);
        assertVisible(item, item.visibility === 'private' ? await viewerOf(req) : null);
        // A private file is its owner's alone: no shared cache may keep it.
        if (item.visibility === 'private') cacheControl = 'private, no-cache';
      }
      return sendStored(app, req, reply, `${p.folder}/${p.name}`, DEFAULTS[p.folder], cacheControl);
    },
  );
}
