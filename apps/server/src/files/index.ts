import path from 'node:path';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** The local folder by default; an S3-compatible store when FILE_STORE_URL is s3://… (DESIGN §4). */
export async function createFileStore(dataDir: string, fileStoreUrl: string): Promise<FileStore> {
  if (fileStoreUrl.startsWith('s3://')) {
    const store = new S3FileStore(fileStoreUrl);
    await store.init();
    return store;
  }
  return new LocalFileStore(path.join(dataDir, 'files'));
}
