import { describe, expect, it } from 'vitest';
import { S3FileStore } from './s3-file-store';
import { conformanceSuite } from './file-store.conformance';
import { testFileStoreUrl } from '../test/build-test-app';

/* The S3 step of `npm test` only (scripts/test-s3.sh starts Swift with s3api and sets TEST_S3_URL). */
if (!process.env.TEST_S3_URL) throw new Error('TEST_S3_URL is not set: run this through scripts/test-s3.sh');

const bucketStore = async () => {
  const s = new S3FileStore(testFileStoreUrl());
  await s.init();
  return s;
};

describe('file store ping fails when the store is not usable', () => {
  it('S3: the bucket does not exist', async () => {
    await expect(new S3FileStore(testFileStoreUrl()).ping()).rejects.toThrow();
  });
});

conformanceSuite('S3 (real API)', bucketStore);
