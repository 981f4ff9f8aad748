import { createHash } from 'node:crypto';
import type { FileStore } from '../../files/file-store';
import type { TransferPayload } from './transfer.service';

/** What the transfer stores in `meta_json` about a project file. */
export interface StoredProjectMeta {
  format: string;
  size: number;
  original_name: string;
  /** Content hash, so a re-upload of the same file is recognisable and a download verifiable. */
  sha256: string | null;
}

async function stagedSha256(files: FileStore, stagedKey: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of files.openStaged(stagedKey)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The record of a staged project file before it goes live. The hash was computed while it streamed into
 * staging, on every store; only a job queued before that (migration 0026) streams the staged file once more.
 */
export async function readProjectMeta(files: FileStore, p: TransferPayload): Promise<StoredProjectMeta> {
  const sha256 = p.sha256 ?? (await stagedSha256(files, p.staged_key));
  return { format: p.extension, size: p.size, original_name: p.original_name, sha256 };
}
