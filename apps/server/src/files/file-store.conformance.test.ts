import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from './local-file-store';
import { conformanceSuite } from './file-store.conformance';

/** The local folder here; file-store.s3.test.ts runs the same suite on a real S3 API (the S3 step). */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const folder = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-fs-'));
  dirs.push(d);
  return d;
};

describe('file store ping fails when the store is not usable', () => {
  it('local folder: its staging folder is gone', async () => {
    const d = folder();
    const store = new LocalFileStore(d);
    fs.rmSync(d, { recursive: true, force: true });
    await expect(store.ping()).rejects.toThrow();
  });
});

conformanceSuite('local folder', async () => new LocalFileStore(folder()));

describe('local folder: adopt', () => {
  it('renames a file of the same disk into staging (the source is gone), checks its size, and declines an object key', async () => {
    const d = folder();
    const store = new LocalFileStore(path.join(d, 'files'));
    const source = path.join(d, 'finished');
    fs.writeFileSync(source, 'finished bytes');
    await expect(store.adopt({ path: source }, 3, 'a'.repeat(64))).rejects.toThrow(/14 bytes, not 3/);
    const staged = await store.adopt({ path: source }, 14, 'b'.repeat(64));
    expect(staged).toMatchObject({ size: 14, sha256: 'b'.repeat(64) });
    expect((await store.readStaged(staged!.stagedKey, 100)).toString()).toBe('finished bytes');
    expect(fs.existsSync(source)).toBe(false);
    expect(await store.adopt({ key: '.tus/x' }, 14, 'b'.repeat(64))).toBeNull();
  });
});
