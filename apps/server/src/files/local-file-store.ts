import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLargeError, type AdoptSource, type FileStore, type Staged, type StoredFile } from './file-store';

const STAGING = '.staging';

type Limiter = Transform & { bytes: number; sha256(): string };

/**
 * Counts and hashes bytes as they pass and fails the stream once `max` is exceeded: the cut-off happens
 * mid-stream, and the hash is ready when the stream ends (staging on any store reads each byte once).
 */
export function byteLimiter(max: number): Limiter {
  const hash = createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      t.bytes += chunk.length;
      if (t.bytes > max) return cb(new TooLargeError());
      hash.update(chunk);
      cb(null, chunk);
    },
  }) as Limiter;
  t.bytes = 0;
  t.sha256 = () => hash.digest('hex');
  return t;
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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

  async stage(body: Readable, maxBytes: number): Promise<Staged> {
    const stagedKey = randomUUID();
    const file = this.stagedPath(stagedKey);
    const limiter = byteLimiter(maxBytes);
    try {
      await pipeline(body, limiter, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await fsp.rm(file, { force: true });
      throw err;
    }
    return { stagedKey, size: limiter.bytes, sha256: limiter.sha256() };
  }

  async stageBuffer(data: Buffer): Promise<Staged> {
    const stagedKey = randomUUID();
    await fsp.writeFile(this.stagedPath(stagedKey), data, { flag: 'wx' });
    return { stagedKey, size: data.length, sha256: sha256Of(data) };
  }

  async adopt(source: AdoptSource, size: number, sha256: string): Promise<Staged | null> {
    if (!('path' in source)) return null;
    const st = await fsp.stat(source.path);
    if (!st.isFile() || st.size !== size)
      throw new Error(`adopt: ${source.path} holds ${st.size} bytes, not ${size}`);
    const stagedKey = randomUUID();
    try {
      await fsp.rename(source.path, this.stagedPath(stagedKey));
    } catch (err) {
      // DATA_DIR's folders on different disks: the caller copies instead.
      if ((err as NodeJS.ErrnoException).code === 'EXDEV') return null;
      throw err;
    }
    return { stagedKey, size, sha256 };
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

  async *list(): AsyncIterable<{ key: string; size: number }> {
    // Sorted per folder, so keys come in the same order as an object store lists them.
    async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
      const entries = (await fsp.readdir(dir, { withFileTypes: true })).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      );
      for (const e of entries) {
        if (e.name === STAGING && !prefix) continue;
        if (e.isDirectory()) yield* walk(path.join(dir, e.name), `${prefix}${e.name}/`);
        else if (e.isFile())
          yield { key: prefix + e.name, size: (await fsp.stat(path.join(dir, e.name))).size };
      }
    }
    yield* walk(this.root, '');
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
