import zlib from 'node:zlib';
import { MetaError } from '../core/errors';
import type { Source } from '../core/source';
import { ARCHIVE_LIMITS, type ZipEntry, type ZipReader } from './zip';

const STEP = 256 * 1024;

/**
 * One ZIP entry as a Source that streams: the packed bytes are read from the file in steps and
 * inflated on the way, counted against the cap and the bomb ratio, so a large project inside an
 * archive costs no more memory than the same file uploaded bare.
 */
export function zipEntrySource(zip: ZipReader, entry: ZipEntry): Source {
  async function* packed(): AsyncGenerator<Uint8Array> {
    const { start, length } = await zip.packedRange(entry);
    for (let off = 0; off < length; off += STEP)
      yield zip.readPacked(start + off, Math.min(STEP, length - off));
  }
  async function* inflated(): AsyncGenerator<Uint8Array> {
    const { length } = await zip.packedRange(entry);
    const cap = Math.min(ARCHIVE_LIMITS.entryBytes, Math.max(1024 * 1024, length * ARCHIVE_LIMITS.ratio));
    let total = 0;
    const count = (chunk: Uint8Array) => {
      total += chunk.length;
      if (total > cap)
        throw new MetaError(
          cap < ARCHIVE_LIMITS.entryBytes ? 'compression ratio too high' : 'entry inflates past the limit',
        );
      return chunk;
    };
    if (entry.method === 0) {
      for await (const c of packed()) yield count(c);
      return;
    }
    const inflate = zlib.createInflateRaw();
    const feed = (async () => {
      for await (const c of packed())
        if (!inflate.write(c)) await new Promise((r) => inflate.once('drain', r));
      inflate.end();
    })();
    feed.catch((err) => inflate.destroy(err as Error));
    try {
      for await (const c of inflate) yield count(c as Buffer);
    } catch (err) {
      throw err instanceof MetaError ? err : new MetaError('bad deflate data');
    } finally {
      inflate.destroy();
    }
  }
  return {
    name: entry.name,
    size: entry.size,
    async head(n) {
      const parts: Uint8Array[] = [];
      let got = 0;
      for await (const c of inflated()) {
        parts.push(c);
        got += c.length;
        if (got >= n) break;
      }
      return Buffer.concat(parts).subarray(0, n);
    },
    readAll: (max) => zip.read(entry, Math.min(max, ARCHIVE_LIMITS.entryBytes)),
    chunks: inflated,
  };
}
