import { UPLOAD_READY } from '@vsqx/domain';
import { fileKeys } from '../../files/file-store';
import type { JobKind } from '../jobs/job-queue';
import { jobsRepository as jobs } from '../jobs/jobs.repository';
import { createProjectsRepository } from './projects.repository';
import { stagedSha256, type StoredProjectMeta } from './project-meta';
import { META_KEY } from '../project-meta/project-meta.service';
import { createVersionsService } from '../versions/versions.service';

/** What a transfer job carries: the staged file and where it goes live. */
export interface TransferPayload {
  music_id: number;
  vsqx_uid: string;
  staged_key: string;
  extension: string;
  original_name: string;
  size: number;
  /** The live file's extension before this upload (deleted when the new one has another). */
  old_extension: string;
  /** What the upload read from the file (project-meta), stored with the live project. */
  meta_json: string | null;
  /** The new version's '版本说明' (DESIGN §8 "Versions"); absent in jobs queued before versions. */
  note?: string;
  /**
   * The file's hash: computed while staging (migration 0026), or in the job for jobs queued before that,
   * recorded before the file moves (a retry after a crash finds the file under it).
   */
  sha256?: string | null;
}

/**
 * The spec's transfer state (§4): a submit that changed the project file leaves `upload_finish = 2` and a
 * job; the job moves the staged file live after `transferDelayMs` as the project's newest version (its
 * immutable key, DESIGN §8 "Versions"), stores its metadata, and sets `upload_finish = 1`. Jobs live in the
 * database (modules/jobs), so any instance may run one, and only one does.
 */
export const vsqxTransfer: JobKind<TransferPayload> = {
  kind: 'vsqx-transfer',
  leaseMs: 5 * 60 * 1000,
  maxAttempts: 5,
  retryDelayMs: (attempts) => 2 ** attempts * 1000,

  async run(ctx, job) {
    const p = job.data;
    const projects = createProjectsRepository(ctx.db);
    const versions = createVersionsService(ctx);
    const project = await projects.findForDownload(p.music_id);
    if (!project) {
      // Deleted while transferring: nothing goes live.
      await ctx.files.discard(p.staged_key);
      await jobs.finish(ctx.db, job.id);
      return;
    }
    if (!p.sha256) {
      p.sha256 = await stagedSha256(ctx.files, p.staged_key);
      await jobs.setPayload(ctx.db, job.id, p);
    }
    const key = await versions.storeStaged(project.user_id, p.staged_key, p.sha256);
    const legacy = p.old_extension
      ? await versions.legacyFirst(
          p.music_id,
          fileKeys.projectFile(p.vsqx_uid, p.old_extension),
          project.file_name,
          p.old_extension,
        )
      : null;
    const file: StoredProjectMeta = {
      format: p.extension,
      size: p.size,
      original_name: p.original_name,
      sha256: p.sha256,
    };
    const meta = JSON.stringify({
      file,
      [META_KEY]: p.meta_json ? (JSON.parse(p.meta_json) as unknown) : null,
    });
    const owner = { id: project.music_id, user_id: project.user_id, name: project.music_name };
    await ctx.db.transaction().execute(async (trx) => {
      if (legacy) await versions.append(trx, owner, legacy);
      await versions.append(trx, owner, {
        file_key: key,
        file_extension: p.extension,
        file_name: p.original_name,
        size: p.size,
        sha256: p.sha256 ?? null,
        note: p.note ?? '',
        meta_json: meta,
        created_at: Date.now(),
      });
      await projects.update(trx, p.music_id, { upload_finish: UPLOAD_READY });
      await jobs.finish(trx, job.id);
    });
  },

  /** After the last try the old live file stays and the project is ready again (nothing half-done). */
  async giveUp(ctx, job) {
    await ctx.files.discard(job.data.staged_key);
    await ctx.db.transaction().execute(async (trx) => {
      await createProjectsRepository(ctx.db).update(trx, job.data.music_id, { upload_finish: UPLOAD_READY });
      await jobs.finish(trx, job.id);
    });
  },
};
