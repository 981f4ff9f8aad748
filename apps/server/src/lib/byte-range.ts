import type { FastifyReply } from 'fastify';
import type { FileStore } from '../files/file-store';

/** What to answer a request's `Range` header for a file of `size` bytes (RFC 9110 §14). */
export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One range of bytes: `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n` (the last n bytes). A header we do
 * not read (another unit, several ranges, bad syntax) is ignored and the whole file is sent, as RFC 9110
 * allows; a range that starts past the end, or an empty suffix, is unsatisfiable (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

/**
 * Sends a stored file, or the part of it the request asks for: 206 with `Content-Range`, 416 with
 * `Content-Range: bytes *\/size` when no byte of the range exists, else 200 with the whole file.
 */
export function sendByteRange(
  reply: FastifyReply,
  files: FileStore,
  key: string,
  size: number,
  rangeHeader: string | undefined,
) {
  reply.header('Accept-Ranges', 'bytes');
  const range = parseByteRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable')
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (range.kind === 'part') {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(files.open(key, { start: range.start, end: range.end }));
  }
  return reply.header('Content-Length', size).send(files.open(key));
}
