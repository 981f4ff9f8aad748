import { UPLOAD_READY } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { fileKeys } from '../../files/file-store';
import { createJobsRepository, type JobRow } from './jobs.repository';
import { createProjectsRepository } from './projects.repository';
import { stagedSha256, type StoredProjectMeta } from './project-meta';
import { META_KEY } from '../project-meta/project-meta.service';
import { createVersionsService } from '../versions/versions.service';

export const TRANSFER_JOB = 'vsqx-transfer';
/** A runner holds a job this long; a runner that dies lets another instance take it after that. */
const LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

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
 * immutable key, DESIGN §8 "Versions"), stores its metadata, and sets `upload_finish = 1`. Jobs live in the database, so any instance may run one, and only one does.
 */
export function createTransferService(ctx: AppContext) {
  const jobs = createJobsRepository(ctx.db);
  const projects = createProjectsRepository(ctx.db);
  const versions = createVersionsService(ctx);

  async function run(job: JobRow) {
    const p = JSON.parse(job.payload) as TransferPayload;
    const project = await projects.findForDownload(p.music_id);
    if (!project) {
      // Deleted while transferring: nothing goes live.
      await ctx.files.discard(p.staged_key);
      await jobs.finish(ctx.db, job.id);
      return;
    }
    if (!p.sha256) {
      p.sha256 = await stagedSha256(ctx.files, p.staged_key);
      await jobs.setPayload(job.id, p);
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
  }

  /** After the last try the old live file stays and the project is ready again (nothing half-done). */
  async function giveUp(job: JobRow) {
    const p = JSON.parse(job.payload) as TransferPayload;
    await ctx.files.discard(p.staged_key);
    await ctx.db.transaction().execute(async (trx) => {
      await projects.update(trx, p.music_id, { upload_finish: UPLOAD_READY });
      await jobs.finish(trx, job.id);
    });
  }

  const service = {
    /** Runs every due transfer this instance can claim; answers how many it completed. */
    async runDue(): Promise<number> {
      const due = await jobs.dueIds(TRANSFER_JOB, Date.now(), 20);
      let done = 0;
      for (const { id } of due) {
        const job = await jobs.claim(id, Date.now(), LEASE_MS);
        if (!job) continue; // another instance has it
        try {
          await run(job);
          done += 1;
        } catch {
          if (job.attempts >= MAX_ATTEMPTS) await giveUp(job);
          else await jobs.retryLater(job.id, Date.now() + 2 ** job.attempts * 1000);
        }
      }
      return done;
    },

    /** Runs the transfer in this process once it is due (the background poll covers crashes and other instances). */
    schedule(delayMs: number) {
      setTimeout(() => void service.runDue().catch(() => undefined), delayMs + 10).unref();
    },
  };
  return service;
}
