import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLargeError, type FileStore, type StoredFile } from './file-store';

const STAGING = '.staging';

/** Counts bytes as they pass and fails the stream once `max` is exceeded: the cut-off happens mid-stream. */
export function byteLimiter(max: number): Transform & { bytes: number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      (t as Transform & { bytes: number }).bytes = bytes;
      if (bytes > max) cb(new TooLargeError());
      else cb(null, chunk);
    },
  }) as Transform & { bytes: number };
  t.bytes = 0;
  return t;
}

/** The default store: a folder on the local disk; rename(2) makes commits atomic. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, STAGING), { recursive: true });
  }

  async ping(): Promise<void> {
    await fsp.access(path.join(this.root, STAGING), fs.constants.R_OK | fs.constants.W_OK);
  }

  private live(key: string): string {
    const p = path.resolve(this.root, key);
    if (!p.startsWith(path.resolve(this.root) + path.sep) || key.includes('..')) throw new Error('bad key');
    return p;
  }

  stagedPath(stagedKey: string): string {
    if (!/^[\w-]+$/.test(stagedKey)) throw new Error('bad staged key');
    return path.join(this.root, STAGING, stagedKey);
  }

  async stage(body: Readable, maxBytes: number) {
    const stagedKey = randomUUID();
    const file = this.stagedPath(stagedKey);
    const limiter = byteLimiter(maxBytes);
    try {
      await pipeline(body, limiter, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await fsp.rm(file, { force: true });
      throw err;
    }
    return { stagedKey, size: limiter.bytes };
  }

  async stageBuffer(data: Buffer) {
    const stagedKey = randomUUID();
    await fsp.writeFile(this.stagedPath(stagedKey), data, { flag: 'wx' });
    return { stagedKey, size: data.length };
  }

  async commit(stagedKey: string, liveKey: string) {
    const target = this.live(liveKey);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(this.stagedPath(stagedKey), target);
  }

  async readStaged(stagedKey: string, maxBytes: number) {
    const file = this.stagedPath(stagedKey);
    const st = await fsp.stat(file);
    if (st.size > maxBytes) throw new TooLargeError();
    return fsp.readFile(file);
  }

  openStaged(stagedKey: string): Readable {
    return fs.createReadStream(this.stagedPath(stagedKey));
  }

  async discard(stagedKey: string) {
    await fsp.rm(this.stagedPath(stagedKey), { force: true });
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const st = await fsp.stat(this.live(key));
      return st.isFile() ? { size: st.size, mtimeMs: st.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  open(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.live(key), range);
  }

  async delete(key: string) {
    await fsp.rm(this.live(key), { force: true });
  }

  async listStaging() {
    const dir = path.join(this.root, STAGING);
    const out: { stagedKey: string; mtimeMs: number }[] = [];
    for (const name of await fsp.readdir(dir)) {
      const st = await fsp.stat(path.join(dir, name)).catch(() => null);
      if (st) out.push({ stagedKey: name, mtimeMs: st.mtimeMs });
    }
    return out;
  }

  async sweepStaging(olderThanMs: number) {
    const dir = path.join(this.root, STAGING);
    let removed = 0;
    for (const name of await fsp.readdir(dir)) {
      const p = path.join(dir, name);
      const st = await fsp.stat(p).catch(() => null);
      if (st && Date.now() - st.mtimeMs > olderThanMs) {
        await fsp.rm(p, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
