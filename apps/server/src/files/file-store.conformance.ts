import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TooLargeError, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

const text = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

/** A stream of `size` bytes produced in 1 MiB chunks, never held in memory at once. */
export function bigStream(size: number, fill = 7): Readable {
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

/** The behaviour every FileStore owes its callers; run for the local folder and (S3 step) a real S3 API. */
export function conformanceSuite(name: string, make: () => Promise<FileStore>) {
  describe(`file store conformance: ${name}`, () => {
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
      await expect(store.stage(bigStream(3 * 1024 * 1024 + 1), 3 * 1024 * 1024)).rejects.toBeInstanceOf(
        TooLargeError,
      );
      expect(await store.sweepStaging(-10_000)).toBe(0);
      const ok = await store.stage(bigStream(3 * 1024 * 1024), 3 * 1024 * 1024);
      expect(ok.size).toBe(3 * 1024 * 1024);
      await store.discard(ok.stagedKey);
      expect(await store.sweepStaging(-10_000)).toBe(0);
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
      const tampered = url.replace(
        /X-Amz-Signature=([0-9a-f])/,
        (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
      );
      expect((await fetch(tampered)).status).toBe(403);
      const short = await store.presignedUrl('mp3/s.mp3', 1);
      await new Promise((r) => setTimeout(r, 2500));
      expect((await fetch(short)).status).toBe(403);
    }, 30_000);

    it('hashes while staging, streams staged files, and lists live files without staging (issue 18 Data)', async () => {
      const store = await make();
      const a = await store.stage(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
      expect(a.sha256).toBe(createHash('sha256').update('hello world').digest('hex'));
      expect((await text(store.openStaged(a.stagedKey))).toString()).toBe('hello world');
      await store.commit(a.stagedKey, 'midi/b.mid');
      const b = await store.stageBuffer(Buffer.from('x'));
      expect(b.sha256).toBe(createHash('sha256').update('x').digest('hex'));
      await store.commit(b.stagedKey, 'avatar/a.jpg');
      await store.stageBuffer(Buffer.from('still staged'));
      const listed: { key: string; size: number }[] = [];
      for await (const f of store.list()) listed.push(f);
      expect(listed.sort((x, y) => (x.key < y.key ? -1 : 1))).toEqual([
        { key: 'avatar/a.jpg', size: 1 },
        { key: 'midi/b.mid', size: 11 },
      ]);
    });
  });
}
