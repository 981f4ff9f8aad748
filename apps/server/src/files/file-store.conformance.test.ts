import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { TooLargeError, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/**
 * One suite, every store: the local folder always, and a real S3 API when TEST_S3_URL is set
 * (`npm run test:s3` starts Debian's Swift with s3api and sets it).
 */
const dirs: string[] = [];
const stores: [string, () => Promise<FileStore>][] = [
  ['local folder', async () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-fs-'));
    dirs.push(d);
    return new LocalFileStore(d);
  }],
];
if (process.env.TEST_S3_URL) {
  stores.push(['S3 (real API)', async () => {
    const s = new S3FileStore(process.env.TEST_S3_URL!.replace(/\/vsqx\?/, `/conf${Date.now()}?`));
    await s.init();
    return s;
  }]);
}
describe('file store ping fails when the store is not usable', () => {
  it('local folder: its staging folder is gone', async () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-fs-'));
    dirs.push(d);
    const store = new LocalFileStore(d);
    fs.rmSync(d, { recursive: true, force: true });
    await expect(store.ping()).rejects.toThrow();
  });
  it.runIf(!!process.env.TEST_S3_URL)('S3: the bucket does not exist', async () => {
    const store = new S3FileStore(process.env.TEST_S3_URL!.replace(/\/vsqx\?/, `/missing${Date.now()}?`));
    await expect(store.ping()).rejects.toThrow();
  });
});

afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const text = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

/** A stream of `size` bytes produced in 1 MiB chunks, never held in memory at once. */
function bigStream(size: number, fill = 7): Readable {
  let left = size;
  const chunk = Buffer.alloc(1024 * 1024, fill);
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

describe.each(stores)('file store conformance: %s', (_name, make) => {
  it('stages, commits, reads, ranges, replaces and deletes', async () => {
    const store = await make();
    const a = await store.stage(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
    expect(a.size).toBe(11);
    expect(await store.stat('cover/x.jpg')).toBeNull();
    await store.commit(a.stagedKey, 'cover/x.jpg');
    expect((await store.stat('cover/x.jpg'))?.size).toBe(11);
    expect((await text(store.open('cover/x.jpg'))).toString()).toBe('hello world');
    expect((await text(store.open('cover/x.jpg', { start: 6, end: 10 }))).toString()).toBe('world');
    const b = await store.stageBuffer(Buffer.from('second'));
    expect((await store.readStaged(b.stagedKey, 100)).toString()).toBe('second');
    await store.commit(b.stagedKey, 'cover/x.jpg');
    expect((await text(store.open('cover/x.jpg'))).toString()).toBe('second');
    await store.delete('cover/x.jpg');
    expect(await store.stat('cover/x.jpg')).toBeNull();
  });

  it('ping answers while the store is usable (the readiness probe, DESIGN §8 Operations)', async () => {
    const store = await make();
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('cuts a too-large body off while streaming and leaves nothing staged', async () => {
    const store = await make();
    await expect(store.stage(bigStream(3 * 1024 * 1024 + 1), 3 * 1024 * 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect(await store.sweepStaging(-10_000)).toBe(0);
    const ok = await store.stage(bigStream(3 * 1024 * 1024), 3 * 1024 * 1024);
    expect(ok.size).toBe(3 * 1024 * 1024);
    await store.discard(ok.stagedKey);
    expect(await store.sweepStaging(-10_000)).toBe(0);
  });

  it('streams a staged file back before it goes live (versions hash it)', async () => {
    const store = await make();
    const s = await store.stageBuffer(Buffer.from('hash me'));
    const chunks: Buffer[] = [];
    for await (const c of store.openStaged(s.stagedKey)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hash me');
    await store.discard(s.stagedKey);
  });

  it('sweeps abandoned staged files', async () => {
    const store = await make();
    await store.stageBuffer(Buffer.from('abandoned'));
    // Object stores keep whole-second times: -10 s means "everything, however fresh".
    expect(await store.sweepStaging(60_000)).toBe(0);
    expect(await store.sweepStaging(-10_000)).toBe(1);
  });

  it('streams a 100 MB file through staging and back', async () => {
    const store = await make();
    const size = 100 * 1024 * 1024;
    const staged = await store.stage(bigStream(size, 3), 105_906_176);
    await store.commit(staged.stagedKey, 'project/big.zip');
    expect((await store.stat('project/big.zip'))?.size).toBe(size);
    let total = 0;
    for await (const c of store.open('project/big.zip')) total += (c as Buffer).length;
    expect(total).toBe(size);
    await store.delete('project/big.zip');
  }, 120_000);

  it('gives presigned download addresses that work, expire and refuse tampering (object stores)', async () => {
    const store = await make();
    if (!store.presignedUrl) {
      expect(store).toBeInstanceOf(LocalFileStore);
      return;
    }
    const s = await store.stageBuffer(Buffer.from('signed'));
    await store.commit(s.stagedKey, 'mp3/s.mp3');
    const url = await store.presignedUrl('mp3/s.mp3', 60);
    expect(await (await fetch(url)).text()).toBe('signed');
    const ranged = await fetch(url, { headers: { range: 'bytes=0-1' } });
    expect(ranged.status).toBe(206);
    const tampered = url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await fetch(tampered)).status).toBe(403);
    const short = await store.presignedUrl('mp3/s.mp3', 1);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await fetch(short)).status).toBe(403);
  }, 30_000);
});
