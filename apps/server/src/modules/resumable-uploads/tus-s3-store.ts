import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';

/** The S3 error codes that mean "not there": already removed, aborted or completed. */
const MISSING = new Set(['NotFound', 'NoSuchKey', 'NoSuchUpload']);
export const isS3Missing = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (MISSING.has((err as { name?: string }).name ?? '') || MISSING.has((err as { Code?: string }).Code ?? ''));

/**
 * @tus/s3-store 2.0.7 with termination and expiry that work on every S3 API we run on. Upstream removes the
 * upload's objects with one multi-object DeleteObjects, which the AWS SDK now sends with a CRC32 checksum and
 * no Content-MD5; OpenStack Swift's s3api (and other older S3 layers) refuse it ("Missing required header for
 * this request: Content-MD5", 400), so DELETE answered 500 and the expiry sweep removed nothing. Here each
 * object goes with a single DeleteObject (as our FileStore does), the small-tail `.part` object upstream leaves
 * behind goes too, and a multipart upload already aborted or completed counts as gone.
 */
export class PortableS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (err) {
      if (isS3Missing(err)) throw ERRORS.FILE_NOT_FOUND;
      throw err;
    }
    if (uploadId) await this.abort(id, uploadId);
    await this.deleteKeys(id);
    await this.clearCache(id);
  }

  /** Multipart uploads begun longer ago than the expiration: aborted, with their info and tail objects. */
  override async deleteExpired(): Promise<number> {
    if (this.getExpiration() === 0) return 0;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      });
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !u.Initiated) continue;
        if (Date.now() <= this.getExpirationDate(u.Initiated.toISOString()).getTime()) continue;
        await this.abort(u.Key, u.UploadId);
        await this.deleteKeys(u.Key);
        await this.clearCache(u.Key);
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  /** The upload's objects still in the bucket (tests check that nothing is left behind). */
  async heldKeys(id: string): Promise<string[]> {
    const keys = [id, this.infoKey(id), this.partKey(id, true)];
    const present = await Promise.all(
      keys.map((Key) =>
        this.client.headObject({ Bucket: this.bucket, Key }).then(
          () => true,
          (err: unknown) => {
            if (isS3Missing(err)) return false;
            throw err;
          },
        ),
      ),
    );
    return keys.filter((_, i) => present[i]);
  }

  private async abort(key: string, uploadId: string): Promise<void> {
    await this.client
      .abortMultipartUpload({ Bucket: this.bucket, Key: key, UploadId: uploadId })
      .catch((err: unknown) => {
        if (!isS3Missing(err)) throw err;
      });
  }

  /** The finished object (if any), the `.info` object and the incomplete tail part; a missing key is no error on S3. */
  private async deleteKeys(id: string): Promise<void> {
    for (const Key of [id, this.infoKey(id), this.partKey(id, true)]) {
      await this.client.deleteObject({ Bucket: this.bucket, Key }).catch((err: unknown) => {
        if (!isS3Missing(err)) throw err;
      });
    }
  }
}
