import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { safeFileName } from './file-name';

/*
 * The one place where files leave the server with a name and a type (issue 18 "HTTP"): stored images and
 * previews (files.routes.ts) and the project, MIDI and converted downloads. A browser never sniffs them
 * (`nosniff`), and only images and audio are shown in the page; anything else is saved to disk.
 */

/** Types shown inline: the re-encoded images and the mp3 previews we store. SVG is never one of them. */
const INLINE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
};

/** `title.ext` made safe for a disk: the title through `safeFileName`, the extension kept if it is one. */
export function downloadFileName(filename: string, fallback = 'download'): string {
  const dot = filename.lastIndexOf('.');
  const ext = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(filename.slice(dot)) ? filename.slice(dot) : '';
  return safeFileName(ext ? filename.slice(0, dot) : filename, fallback) + ext;
}

/**
 * RFC 6266 `attachment` with the UTF-8 name in `filename*` (RFC 8187, titles are often Chinese) and an
 * ASCII `filename` for old clients, built by the `content-disposition` library.
 */
export function attachmentHeader(filename: string): string {
  const name = downloadFileName(filename);
  return contentDisposition(name, { type: 'attachment', fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}

/**
 * A download: always an attachment, never sniffed, never cached by a proxy (each one is counted). The
 * length comes with the body (lib/byte-range.ts: the whole file or the part asked for).
 */
export function setDownloadHeaders(
  reply: FastifyReply,
  file: { filename: string; type?: string },
): FastifyReply {
  return reply
    .type(file.type ?? 'application/octet-stream')
    .header('Content-Disposition', attachmentHeader(file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
}

/**
 * A stored file by its key's name: an image or mp3 inline under its own type, anything else as bytes in
 * an attachment (a file in a public folder that is not what the folder holds is never rendered).
 */
export function setStoredFileHeaders(reply: FastifyReply, name: string): FastifyReply {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const inline = INLINE_TYPES[ext];
  reply.header('X-Content-Type-Options', 'nosniff').type(inline ?? 'application/octet-stream');
  if (!inline) reply.header('Content-Disposition', attachmentHeader(name));
  return reply;
}
