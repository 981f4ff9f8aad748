import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { MetaError } from './errors';

/**
 * The bytes a reader works on: an uploaded file on disk, or one entry taken out of an archive.
 * Readers that can stream (XML) use `chunks`; the others read the whole, within a cap of their own.
 */
export interface Source {
  readonly name: string;
  readonly size: number;
  head(n: number): Promise<Uint8Array>;
  readAll(max: number): Promise<Uint8Array>;
  chunks(): AsyncIterable<Uint8Array>;
  /** The file on disk, for archive listers that read it in place. */
  readonly path?: string;
}

export function bufferSource(name: string, bytes: Uint8Array): Source {
  return {
    name,
    size: bytes.length,
    head: async (n) => bytes.subarray(0, n),
    readAll: async (max) => {
      if (bytes.length > max) throw new MetaError('file too large for this format');
      return bytes;
    },
    async *chunks() {
      for (let i = 0; i < bytes.length; i += 256 * 1024) yield bytes.subarray(i, i + 256 * 1024);
    },
  };
}

export async function fileSource(path: string): Promise<Source> {
  const st = await fsp.stat(path);
  return {
    name: path,
    path,
    size: st.size,
    async head(n) {
      const fh = await fsp.open(path, 'r');
      try {
        const buf = Buffer.alloc(Math.min(n, st.size));
        const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },
    async readAll(max) {
      if (st.size > max) throw new MetaError('file too large for this format');
      return fsp.readFile(path);
    },
    async *chunks() {
      yield* fs.createReadStream(path, { highWaterMark: 64 * 1024 });
    },
  };
}
