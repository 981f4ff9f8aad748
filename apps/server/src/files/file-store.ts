import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  mtimeMs: number;
}

/**
 * Where uploaded files live. Every write lands under a staging key first and becomes live only by
 * `commit`, which is atomic: a reader sees the old file or the new one, never half of one.
 */
export interface FileStore {
  /**
   * Streams into a new staging key, cut off past `maxBytes` (then nothing is left behind). The SHA-256 is
   * computed on the way through, so no store reads the file a second time for it.
   */
  stage(body: Readable, maxBytes: number): Promise<Staged>;
  /** Stages bytes already in memory (re-encoded images). */
  stageBuffer(data: Buffer): Promise<Staged>;
  /**
   * Takes a finished file the server already holds beside the store into staging without streaming its bytes
   * through this process: a rename from a local path on the same disk, a server-side copy from a `.tus/` key
   * in the same bucket. The caller vouches for its SHA-256 (hashed as it arrived); the size is checked. The
   * source is gone after a rename, still there after a copy. Answers null when this store cannot take it
   * that way (another disk, or a source of the other kind): the caller streams it through `stage`.
   */
  adopt(source: AdoptSource, size: number, sha256: string): Promise<Staged | null>;
  /** Moves a staged file to its live key, replacing what was there. */
  commit(stagedKey: string, liveKey: string): Promise<void>;
  /** Reads a staged file fully (small files only: images, MIDI). */
  readStaged(stagedKey: string, maxBytes: number): Promise<Buffer>;
  /** Streams a staged file (large ones: a project file copied to a temporary file for metadata; hashing one staged before versions kept hashes). */
  openStaged(stagedKey: string): Readable;
  /** Local path of a staged file, for readers that need one (metadata extraction). */
  stagedPath(stagedKey: string): string | null;
  discard(stagedKey: string): Promise<void>;
  stat(key: string): Promise<StoredFile | null>;
  open(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
  /** Every live file (staging left out), in key order: what a backup holds. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Every staged file with its last write time (orphan sweeps decide what to drop). */
  listStaging(): Promise<{ stagedKey: string; mtimeMs: number }[]>;
  /** Removes staged files older than `olderThanMs` (abandoned uploads). */
  sweepStaging(olderThanMs: number): Promise<number>;
  /** Throws unless the store answers and can be written (the readiness probe, DESIGN §8 "Operations"). */
  ping(): Promise<void>;
  /** A time-limited download address served by the store itself (object stores only). */
  presignedUrl?(key: string, expiresSeconds: number): Promise<string>;
}

/** A finished file outside the store: a local file, or an object of the store's own bucket. */
export type AdoptSource = { path: string } | { key: string };

export interface Staged {
  stagedKey: string;
  size: number;
  /** Hex SHA-256 of the staged bytes. */
  sha256: string;
}

export class TooLargeError extends Error {
  constructor() {
    super('too large');
  }
}

/** The content hash a version key carries (null for other keys): what was hashed once is not hashed again. */
export function versionKeySha256(key: string): string | null {
  const m = /^version\/\d+\/([0-9a-f]{64})$/.exec(key);
  return m ? m[1] : null;
}

/** Live keys, in one place. */
export const fileKeys = {
  projectFile: (uid: string, ext: string) => `project/${uid}.${ext}`,
  mp3: (uid: string) => `mp3/${uid}.mp3`,
  cover: (uid: string) => `cover/${uid}.jpg`,
  midi: (uid: string) => `midi/${uid}.mid`,
  avatar: (uid: number | string) => `avatar/${uid}.jpg`,
  articleImage: (name: string) => `article/${name}`,
  /** A converted download, cached under the content hash of the file it came from (project-convert). */
  /** A project version: immutable, keyed by its owner and content hash (DESIGN §8 "Versions"). */
  version: (userId: number, sha256: string) => `version/${userId}/${sha256}`,
  converted: (sourceSha256: string, name: string) => `converted/${sourceSha256}/${name}`,
};
