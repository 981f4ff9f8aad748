import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../files/file-store';
import { LocalFileStore } from '../../files/local-file-store';
import type { AppContext } from '../../lib/context';
import { vsqxBytes } from '../../test/project-uploads';
import { metaForUpload } from './project-meta.service';

/**
 * The folder store seen as S3 is: no local path for a staged file, and a whole-file read that fails, so the
 * metadata read can only work by streaming (issue 18 "Data": never the up-to-100 MB file in memory).
 */
function objectLike(local: LocalFileStore): FileStore {
  return Object.create(local, {
    stagedPath: { value: () => null },
    readStaged: { value: async () => Promise.reject(new Error('buffered a whole staged file')) },
    openStaged: { value: (key: string) => local.openStaged(key) },
  }) as FileStore;
}

describe('project metadata from a store without local files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-objstore-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('streams the staged file to a temporary copy and reads it', async () => {
    const local = new LocalFileStore(dir);
    const staged = await local.stageBuffer(vsqxBytes('流'));
    // The database is only used to record unknown singer names, best-effort.
    const ctx = { files: objectLike(local), db: null } as unknown as AppContext;
    const meta = await metaForUpload(ctx, staged.stagedKey, 'vsqx', 'vsqx');
    expect(meta?.stored).toMatchObject({
      format: 'vsqx4',
      tracks: [expect.objectContaining({ kind: 'vocal', noteCount: 2, lyrics: 'らら' })],
    });
  });
});
