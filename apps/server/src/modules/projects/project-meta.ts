import { createHash } from 'node:crypto';
import type { FileStore } from '../../files/file-store';

/** What the transfer stores in `meta_json` about a project file. */
export interface StoredProjectMeta {
  format: string;
  size: number;
  original_name: string;
  /** Content hash: the version's key (DESIGN §8 "Versions"), so a re-upload of the same file is recognisable and a download verifiable. */
  sha256: string | null;
}

/** The SHA-256 of a staged file, streamed from any store (never buffers the up to 100 MB file). */
export async function stagedSha256(files: FileStore, stagedKey: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of files.openStaged(stagedKey)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
