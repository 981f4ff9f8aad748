import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { TooLargeError, type AdoptSource, type FileStore, type Staged, type StoredFile } from './file-store';
import { byteLimiter, sha256Of } from './local-file-store';

const STAGING = '.staging/';
/** Unfinished resumable uploads (modules/resumable-uploads): neither live files nor staging. */
const TUS_UPLOADS = '.tus/';

/** `s3://ACCESS:SECRET@host:port/bucket?region=…&tls=1` → client settings. */
export function parseS3Url(url: string) {
  const u = new URL(url);
  if (u.protocol !== 's3:') throw new Error('FILE_STORE_URL must start with s3://');
  const bucket = u.pathname.replace(/^\//, '').split('/')[0];
  if (!bucket) throw new Error('FILE_STORE_URL needs a bucket: s3://key:secret@host:port/bucket');
  const tls = u.searchParams.get('tls') === '1';
  return {
    bucket,
    endpoint: `${tls ? 'https' : 'http'}://${u.host}`,
    region: u.searchParams.get('region') ?? 'us-east-1',
    credentials: {
      accessKeyId: decodeURIComponent(u.username),
      secretAccessKey: decodeURIComponent(u.password),
    },
  };
}

/**
 * An S3-compatible store (DESIGN §7). S3 has no rename: `commit` copies the staged object onto its live key
 * (a single PUT-copy, so readers see the old object or the new one) and then deletes the staged one.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(url: string) {
    const c = parseS3Url(url);
    this.bucket = c.bucket;
    this.client = new S3Client({
      endpoint: c.endpoint,
      region: c.region,
      credentials: c.credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket when missing (idempotent). */
  async init(): Promise<void> {
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
    }
  }

  async stage(body: Readable, maxBytes: number): Promise<Staged> {
    const stagedKey = randomUUID();
    const limiter = byteLimiter(maxBytes);
    body.on('error', (e) => limiter.destroy(e));
    body.pipe(limiter);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: STAGING + stagedKey, Body: limiter },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (err) {
      await upload.abort().catch(() => undefined);
      await this.discard(stagedKey);
      throw limiter.bytes > maxBytes ? new TooLargeError() : err;
    }
    return { stagedKey, size: limiter.bytes, sha256: limiter.sha256() };
  }

  async stageBuffer(data: Buffer): Promise<Staged> {
    const stagedKey = randomUUID();
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: STAGING + stagedKey, Body: data }),
    );
    return { stagedKey, size: data.length, sha256: sha256Of(data) };
  }

  /** A finished resumable upload's object: copied inside the bucket (S3 has no rename), its bytes never leave it. */
  async adopt(source: AdoptSource, size: number, sha256: string): Promise<Staged | null> {
    if (!('key' in source) || !source.key.startsWith(TUS_UPLOADS)) return null;
    const st = await this.stat(source.key);
    if (!st || st.size !== size)
      throw new Error(`adopt: ${source.key} holds ${st?.size ?? 'no'} bytes, not ${size}`);
    const stagedKey = randomUUID();
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: STAGING + stagedKey,
        CopySource: `${this.bucket}/${source.key}`,
      }),
    );
    return { stagedKey, size, sha256 };
  }

  async commit(stagedKey: string, liveKey: string) {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: liveKey,
        CopySource: `${this.bucket}/${STAGING}${stagedKey}`,
      }),
    );
    await this.discard(stagedKey);
  }

  async readStaged(stagedKey: string, maxBytes: number) {
    const st = await this.stat(STAGING + stagedKey);
    if (!st) throw new Error('no such staged file');
    if (st.size > maxBytes) throw new TooLargeError();
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: STAGING + stagedKey }),
    );
    return Buffer.from(await res.Body!.transformToByteArray());
  }

  openStaged(stagedKey: string): Readable {
    return this.open(STAGING + stagedKey);
  }

  stagedPath(): null {
    return null;
  }

  async discard(stagedKey: string) {
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: STAGING + stagedKey }))
      .catch(() => undefined);
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(h.ContentLength ?? 0), mtimeMs: h.LastModified?.getTime() ?? 0 };
    } catch {
      return null;
    }
  }

  open(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then((res) => (res.Body as Readable).on('error', (e) => out.destroy(e)).pipe(out))
      .catch((err) => out.destroy(err));
    return out;
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && !o.Key.startsWith(STAGING) && !o.Key.startsWith(TUS_UPLOADS))
          yield { key: o.Key, size: Number(o.Size ?? 0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async listStaging() {
    const out: { stagedKey: string; mtimeMs: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: STAGING, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key)
          out.push({ stagedKey: o.Key.slice(STAGING.length), mtimeMs: o.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async sweepStaging(olderThanMs: number) {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: STAGING, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified && Date.now() - o.LastModified.getTime() > olderThanMs) {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: o.Key }));
          removed += 1;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  /** A time-limited download address, so large files can be served by the store instead of the app. */
  presignedUrl(key: string, expiresSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresSeconds,
    });
  }
}
