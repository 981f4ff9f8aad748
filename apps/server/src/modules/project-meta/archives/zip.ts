import fsp from 'node:fs/promises';
import zlib from 'node:zlib';
import { MetaError } from '../core/errors';
import { decodeText, detectEncoding } from '../core/text';
import type { Source } from '../core/source';

/** Archive limits (formats.md §6). */
export const ARCHIVE_LIMITS = {
  entries: 2_000,
  centralDirectoryBytes: 4 * 1024 * 1024,
  /** Largest entry we inflate. */
  entryBytes: 64 * 1024 * 1024,
  /** Past 1 MB out, more than this many bytes out per byte in is a bomb. */
  ratio: 200,
} as const;

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** As declared; checked again while inflating, never trusted. */
  size: number;
  localOffset: number;
}

interface RandomAccess {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

async function open(source: Source): Promise<RandomAccess> {
  if (source.path) {
    const fh = await fsp.open(source.path, 'r');
    return {
      size: source.size,
      async read(offset, length) {
        const buf = Buffer.alloc(length);
        const { bytesRead } = await fh.read(buf, 0, length, offset);
        if (bytesRead !== length) throw new MetaError('zip truncated');
        return buf;
      },
      close: () => fh.close(),
    };
  }
  const all = await source.readAll(Number.MAX_SAFE_INTEGER);
  return { size: all.length, read: async (o, l) => all.subarray(o, o + l), close: async () => undefined };
}

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16)) + b[o + 3] * 0x1000000;

/** Names without the UTF-8 flag are often GBK from Chinese Windows (formats.md §2.11). */
function entryName(raw: Uint8Array, utf8Flag: boolean): string {
  return decodeText(raw, utf8Flag ? 'utf-8' : detectEncoding(raw, 'gb18030'));
}

/**
 * A ZIP read through its central directory only, with the file left on disk: the entry count, the
 * directory size and every offset are checked before use, and ZIP64 is refused (no project needs it).
 */
export class ZipReader {
  private constructor(
    private readonly io: RandomAccess,
    readonly entries: ZipEntry[],
  ) {}

  static async open(source: Source): Promise<ZipReader> {
    const io = await open(source);
    try {
      return new ZipReader(io, await readDirectory(io));
    } catch (err) {
      await io.close();
      throw err;
    }
  }

  close(): Promise<void> {
    return this.io.close();
  }

  /** Where an entry's packed bytes are, checked against the file. */
  async packedRange(entry: ZipEntry): Promise<{ start: number; length: number }> {
    if (entry.encrypted) throw new MetaError('encrypted entry');
    if (entry.method !== 0 && entry.method !== 8) throw new MetaError('unsupported compression');
    const head = await this.io.read(entry.localOffset, 30);
    if (u32(head, 0) !== 0x04034b50) throw new MetaError('bad local header');
    const start = entry.localOffset + 30 + u16(head, 26) + u16(head, 28);
    if (start + entry.compressedSize > this.io.size) throw new MetaError('entry past the end');
    return { start, length: entry.compressedSize };
  }

  readPacked(offset: number, length: number): Promise<Uint8Array> {
    return this.io.read(offset, length);
  }

  /** Inflates one entry whole, stopping the moment the output passes `max` bytes or the bomb ratio. */
  async read(entry: ZipEntry, max: number = ARCHIVE_LIMITS.entryBytes): Promise<Uint8Array> {
    if (entry.size > max) throw new MetaError('entry too large');
    const range = await this.packedRange(entry);
    const packed = await this.io.read(range.start, range.length);
    if (entry.method === 0) return packed.subarray(0, Math.min(packed.length, max));
    return inflateCapped(packed, max);
  }
}

async function readDirectory(io: RandomAccess): Promise<ZipEntry[]> {
  const tailLen = Math.min(io.size, 22 + 0xffff);
  const tail = await io.read(io.size - tailLen, tailLen);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (u32(tail, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new MetaError('not a zip');
  const count = u16(tail, eocd + 10);
  const cdSize = u32(tail, eocd + 12);
  const cdOffset = u32(tail, eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new MetaError('zip64 refused');
  if (count > ARCHIVE_LIMITS.entries) throw new MetaError('too many entries');
  if (cdSize > ARCHIVE_LIMITS.centralDirectoryBytes || cdOffset + cdSize > io.size)
    throw new MetaError('bad central directory');
  const cd = await io.read(cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || u32(cd, p) !== 0x02014b50) throw new MetaError('bad central directory');
    const flags = u16(cd, p + 8);
    const nameLen = u16(cd, p + 28);
    const next = p + 46 + nameLen + u16(cd, p + 30) + u16(cd, p + 32);
    if (next > cd.length) throw new MetaError('bad central directory');
    const entry: ZipEntry = {
      name: entryName(cd.subarray(p + 46, p + 46 + nameLen), (flags & 0x800) !== 0),
      method: u16(cd, p + 10),
      encrypted: (flags & 1) !== 0,
      compressedSize: u32(cd, p + 20),
      size: u32(cd, p + 24),
      localOffset: u32(cd, p + 42),
    };
    if (entry.localOffset + 30 > io.size) throw new MetaError('bad local offset');
    entries.push(entry);
    p = next;
  }
  return entries;
}

/**
 * Inflates with the output capped while inflating (zlib's `maxOutputLength`), whatever the header
 * declared: at most `max` bytes, and past 1 MB no more than `ratio` bytes out per byte in.
 */
export function inflateCapped(packed: Uint8Array, max: number): Uint8Array {
  const cap = Math.min(max, Math.max(1024 * 1024, packed.length * ARCHIVE_LIMITS.ratio));
  try {
    return zlib.inflateRawSync(packed, { maxOutputLength: cap });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new MetaError(cap < max ? 'compression ratio too high' : 'entry inflates past the limit');
    throw new MetaError('bad deflate data');
  }
}
