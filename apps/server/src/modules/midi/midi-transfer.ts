import { fileKeys } from '../../files/file-store';
import type { AppContext } from '../../lib/context';
import { stagedSha256 } from '../projects/project-meta';
import { createVersionsService } from '../versions/versions.service';
import type { JobKind } from '../jobs/job-queue';
import { jobsRepository as jobs } from '../jobs/jobs.repository';
import { createMidiRepository } from './midi.repository';

/** What a submit hands to the transfer: the staged MIDI file and what was read from it. */
export interface MidiTransferPayload {
  midi_id: number;
  midi_uid: string;
  staged_key: string;
  file_name: string;
  file_size: number;
  music_length: string;
  /** What the upload read from the file (file info and project meta), stored with the live project. */
  meta_json?: string | null;
  /** The new version's '版本说明' (DESIGN §8 "Versions"); absent in jobs queued before MIDI versions. */
  note?: string;
  /** The staged file's hash, its version key (absent in jobs queued before MIDI versions: hashed in the job). */
  sha256?: string;
}

/** The spec promises a changed MIDI file is live within 15 s; the delay stays well inside that. */
export const MAX_TRANSFER_DELAY_MS = 10_000;
const LEASE_MS = 30_000;

export function transferDelay(ctx: AppContext): number {
  return Math.min(Math.max(ctx.config.transferDelayMs, 0), MAX_TRANSFER_DELAY_MS);
}

/**
 * Makes a changed MIDI file live (modules/jobs runs it: on a timer after the submit's commit, and in the
 * background sweep, so a crash between the file's move and the row's update still ends with the file live).
 * The job's subject is the project's midi_uid, so deleting the project finds its jobs by index.
 */
export const midiTransfer: JobKind<MidiTransferPayload> = {
  kind: 'midi_transfer',
  leaseMs: LEASE_MS,
  maxAttempts: 5,
  // A failed try waits as long as a dead runner's lease would.
  retryDelayMs: () => LEASE_MS,

  async run(ctx, job) {
    const p = job.data;
    const repo = createMidiRepository(ctx.db);
    const versions = createVersionsService(ctx, 'm');
    const project = await repo.findById(p.midi_id);
    if (!project) {
      // Deleted while transferring: nothing goes live.
      await ctx.files.discard(p.staged_key);
      await jobs.finish(ctx.db, job.id);
      return;
    }
    // The file moves to its immutable version key; a retry after a move that was not recorded finds the
    // key there (storeStaged), so the same version is made, not a second one.
    const key = await versions.storeStaged(
      project.user_id,
      p.staged_key,
      p.sha256 ?? (await stagedSha256(ctx.files, p.staged_key)),
    );
    // A project from before versions (no row yet) keeps its live file as version 1.
    const legacy = await versions.legacyFirst(p.midi_id, fileKeys.midi(p.midi_uid), project.file_name, 'mid');
    const owner = { id: p.midi_id, user_id: project.user_id, name: project.midi_name };
    const sha256 = /([0-9a-f]{64})$/.exec(key)![1];
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const n = await createMidiRepository(trx).updateProject(p.midi_id, { upload_finish: 1 });
      if (n > 0) {
        if (legacy) await versions.append(trx, owner, legacy);
        await versions.append(trx, owner, {
          file_key: key,
          file_extension: 'mid',
          file_name: p.file_name,
          size: p.file_size,
          sha256,
          note: p.note ?? '',
          meta_json: p.meta_json ?? null,
          created_at: Date.now(),
        });
      }
      await jobs.finish(trx, job.id);
      return n;
    });
    if (updated === 0) await versions.deleteFiles([key]); // the project was deleted meanwhile
  },

  /** The old file stays live and the project may be saved again. */
  async giveUp(ctx, job) {
    await ctx.db.transaction().execute(async (trx) => {
      await createMidiRepository(trx).updateProject(job.data.midi_id, { upload_finish: 1 });
      await jobs.finish(trx, job.id);
    });
  },
};
