import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import type { FileStore } from '../../files/file-store';

/** What the transfer stores in `meta_json` about a project file. */
export interface StoredProjectMeta {
  format: string;
  size: number;
  original_name: string;
  /** Content hash, so a re-upload of the same file is recognisable and a download verifiable. */
  sha256: string | null;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads the metadata of a staged project file before it goes live. Streams (never buffers the up to 100 MB
 * file); a store without local paths (object storage) gets the size-only record.
 */
export async function readProjectMeta(files: FileStore, stagedKey: string, ext: string, originalName: string, size: number): Promise<StoredProjectMeta> {
  const local = files.stagedPath(stagedKey);
  return { format: ext, size, original_name: originalName, sha256: local ? await sha256Of(local) : null };
}
