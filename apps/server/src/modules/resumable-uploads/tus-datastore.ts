import { access, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore as TusFileStore } from '@tus/file-store';
import { ERRORS, type DataStore } from '@tus/utils';
import type { AdoptSource } from '../../files/file-store';
import { parseS3Url } from '../../files/s3-file-store';
import { hashWhileWriting, type UploadHashes } from './tus-hashes';
import { PortableS3Store } from './tus-s3-store';

/** Object keys of unfinished uploads on S3: apart from live files (backups list those) and from staging (orphan sweeps). */
export const S3_TUS_PREFIX = '.tus/';

export interface TusData {
  store: DataStore;
  /** Upload id ↔ the last path segment of its address (S3 ids carry the prefix, addresses do not). */
  idFromSegment(segment: string): string;
  segmentFromId(id: string): string;
  newId(hex: string): string;
  /** The finished upload's bytes, to be staged like a multipart file. */
  read(id: string): Promise<Readable>;
  /** Where the finished bytes are, for FileStore.adopt (a path in DATA_DIR/tus, or the `.tus/` object). */
  source(id: string): AdoptSource;
  /** The SHA-256 of each upload, taken as its bytes were written. */
  hashes: UploadHashes;
  /** After the finished bytes were moved away: what the store kept beside them (the local `.json` info) goes. */
  afterMove(id: string): Promise<void>;
  /** Which of the objects/files an upload is kept in still exist (none once it is terminated, finished or swept). */
  held(id: string): Promise<string[]>;
}

/**
 * @tus/file-store keeps each upload as its bytes plus an `{id}.json` info file, and leaves the info file
 * behind when the bytes are already gone (its remove unlinks the bytes first and stops there), and its
 * expiry skips uploads whose info says they finished. So removal always deletes the info file too, and the
 * expiry sweep also drops info files past the expiry that are orphans (no bytes) or finished (an upload
 * is staged and removed as it finishes, so such a file was left by a crash).
 */
const isNotFound = (err: unknown) =>
  err === ERRORS.FILE_NOT_FOUND || (err as { status_code?: number } | null)?.status_code === 404;

export class LocalTusStore extends TusFileStore {
  constructor(
    private readonly dir: string,
    private readonly expirationMs: number,
  ) {
    super({ directory: dir, expirationPeriodInMilliseconds: expirationMs });
  }

  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } finally {
      await rm(path.join(this.dir, `${id}.json`), { force: true });
    }
  }

  override async deleteExpired(): Promise<number> {
    // An orphan info file makes the library's sweep throw 'not found' (after the override above removed it):
    // the rest is still swept, and only another failure is reported.
    let removed = 0;
    let failure: unknown = null;
    try {
      removed = await super.deleteExpired();
    } catch (err) {
      if (!isNotFound(err)) failure = err;
    }
    const before = Date.now() - this.expirationMs;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const id = name.slice(0, -'.json'.length);
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info || info.mtimeMs >= before) continue;
      await rm(path.join(this.dir, id), { force: true });
      await rm(path.join(this.dir, name), { force: true });
      removed++;
    }
    if (failure) throw failure;
    return removed;
  }
}

/**
 * The tus data store behind the same FILE_STORE_URL choice as the FileStore: a folder beside `files/`
 * (DATA_DIR/tus) on the local store, the same bucket under `.tus/` on S3. `expirationMs` lets
 * `cleanUpExpiredUploads` remove what nobody finished.
 */
export function createTusData(dataDir: string, fileStoreUrl: string, expirationMs: number): TusData {
  if (fileStoreUrl.startsWith('s3://')) {
    const c = parseS3Url(fileStoreUrl);
    const store = new PortableS3Store({
      partSize: 8 * 1024 * 1024,
      // Object tags are not supported by every S3-compatible store (OpenStack Swift's S3 layer among them).
      useTags: false,
      expirationPeriodInMilliseconds: expirationMs,
      s3ClientConfig: {
        bucket: c.bucket,
        endpoint: c.endpoint,
        region: c.region,
        credentials: c.credentials,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    return {
      store,
      idFromSegment: (s) => S3_TUS_PREFIX + s,
      segmentFromId: (id) => id.slice(S3_TUS_PREFIX.length),
      newId: (hex) => S3_TUS_PREFIX + hex,
      read: async (id) => (await store.read(id)) as Readable,
      source: (id) => ({ key: id }),
      hashes: hashWhileWriting(store),
      // A copy leaves the source: the caller's drop removes it with the rest of the upload's objects.
      afterMove: async () => undefined,
      held: (id) => store.heldKeys(id),
    };
  }
  const directory = path.join(dataDir, 'tus');
  const store = new LocalTusStore(directory, expirationMs);
  return {
    store,
    idFromSegment: (s) => s,
    segmentFromId: (id) => id,
    newId: (hex) => hex,
    read: async (id) => store.read(id),
    source: (id) => ({ path: path.join(directory, id) }),
    hashes: hashWhileWriting(store),
    afterMove: (id) => store.configstore.delete(id),
    // The bytes and the `.json` info file @tus/file-store keeps beside them.
    held: async (id) => {
      const names = [id, `${id}.json`];
      const present = await Promise.all(
        names.map((n) =>
          access(path.join(directory, n)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return names.filter((_, i) => present[i]);
    },
  };
}
