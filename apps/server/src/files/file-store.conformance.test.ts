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
