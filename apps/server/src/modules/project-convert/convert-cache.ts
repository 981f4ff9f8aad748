import { createHash } from 'node:crypto';
import type { ConvertFormat } from '@vsqx/domain';
import { fileKeys, type FileStore, type StoredFile } from '../../files/file-store';
import type { Provenance } from './model';

/**
 * Bumped whenever a writer changes what it writes: old cached files are then simply not found again.
 * (Old ones stay in the store; see docs/conversion.md "What is left".)
 */
export const CONVERTER_VERSION = 1;

/** Content hashes of live files already read, by key, size and time: a second download hashes nothing. */
const hashes = new Map<string, string>();
const HASHES_KEPT = 2000;

/** The SHA-256 of a live file (streamed from the store once, then remembered while it does not change). */
export async function liveSha256(files: FileStore, key: string, stat: StoredFile): Promise<string> {
  const id = `${key}\u0000${stat.size}\u0000${stat.mtimeMs}`;
  const known = hashes.get(id);
  if (known) return known;
  const hash = createHash('sha256');
  for await (const chunk of files.open(key)) hash.update(chunk as Buffer);
  const sha = hash.digest('hex');
  if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value as string);
  hashes.set(id, sha);
  return sha;
}

/**
 * Where a converted file is cached: under the source file's content hash (a later "file versions"
 * change keys versions by the same hash and can reuse these), named by what changes its bytes: the
 * target, the text encoding and where-it-came-from (title, author, licence and address are written
 * into the file, so a changed licence is a new file).
 */
export function cacheKey(
  sourceSha256: string,
  target: ConvertFormat,
  charset: string | undefined,
  source: Provenance,
  ext: string,
): string {
  const variant = createHash('sha256')
    .update(
      JSON.stringify([
        CONVERTER_VERSION,
        target,
        charset ?? '',
        source.url,
        source.title,
        source.author,
        source.licence,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return fileKeys.converted(sourceSha256, `${target}-${variant}.${ext}`);
}

/** Extensions a target may be saved with (a UST of several tracks is a zip). */
export const extensionsOf = (target: ConvertFormat): string[] =>
  target === 'ust' ? ['ust', 'zip'] : [target];
