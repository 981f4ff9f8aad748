import type { FastifyInstance } from 'fastify';
import { fileKeys } from '../../files/file-store';
import type { AppContext } from '../../lib/context';
import { stagedSha256 } from '../projects/project-meta';
import { createVersionsService } from '../versions/versions.service';
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
const MAX_ATTEMPTS = 5;

export function transferDelay(ctx: AppContext): number {
  return Math.min(Math.max(ctx.config.transferDelayMs, 0), MAX_TRANSFER_DELAY_MS);
}

async function runOne(
  ctx: AppContext,
  job: { id: number; payload: string; attempts: number },
  now: number,
): Promise<void> {
  const repo = createMidiRepository(ctx.db);
  if (!(await repo.claimJob(job.id, now, LEASE_MS))) return; // another instance has it
  const p = JSON.parse(job.payload) as MidiTransferPayload;
  const versions = createVersionsService(ctx, 'm');
  const project = await repo.findById(p.midi_id);
  if (!project) {
    // Deleted while transferring: nothing goes live.
    await ctx.files.discard(p.staged_key);
    await repo.deleteJob(job.id);
    return;
  }
  let key: string;
  try {
    // The file moves to its immutable version key; a retry after a move that was not recorded finds the
    // key there (storeStaged), so the same version is made, not a second one.
    key = await versions.storeStaged(
      project.user_id,
      p.staged_key,
      p.sha256 ?? (await stagedSha256(ctx.files, p.staged_key)),
    );
  } catch (err) {
    if (job.attempts + 1 >= MAX_ATTEMPTS) {
      await ctx.db.transaction().execute(async (trx) => {
        await createMidiRepository(trx).updateProject(p.midi_id, { upload_finish: 1 });
        await createMidiRepository(trx).deleteJob(job.id);
      });
    }
    throw err;
  }
  // A project from before versions (no row yet) keeps its live file as version 1.
  const legacy = await versions.legacyFirst(p.midi_id, fileKeys.midi(p.midi_uid), project.file_name, 'mid');
  const owner = { id: p.midi_id, user_id: project.user_id, name: project.midi_name };
  const sha256 = /([0-9a-f]{64})$/.exec(key)![1];
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const r = createMidiRepository(trx);
    const n = await r.updateProject(p.midi_id, { upload_finish: 1 });
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
    await r.deleteJob(job.id);
    return n;
  });
  if (updated === 0) await versions.deleteFiles([key]); // the project was deleted meanwhile
}

/**
 * Makes due MIDI transfers live: claims each job (so one instance runs it), commits the staged file to
 * its live key (atomic rename), then flips upload_finish back to 1. Runs on a short timer after each
 * submit and as a background sweep, so a crash between the two still ends with the file live.
 */
export async function runMidiTransfers(ctx: AppContext, now = Date.now()): Promise<number> {
  const jobs = await createMidiRepository(ctx.db).dueJobs(now);
  let done = 0;
  for (const job of jobs) {
    try {
      await runOne(ctx, job, now);
      done += 1;
    } catch {
      // left for the next sweep once the lease expires
    }
  }
  return done;
}

const timers = new WeakMap<AppContext, Set<NodeJS.Timeout>>();

/** Runs the transfers after `delayMs` in this process (the background sweep covers other instances). */
export function scheduleMidiTransfer(ctx: AppContext, delayMs: number): void {
  const set = timers.get(ctx) ?? new Set<NodeJS.Timeout>();
  timers.set(ctx, set);
  const timer = setTimeout(() => {
    set.delete(timer);
    void runMidiTransfers(ctx).catch(() => undefined);
  }, delayMs + 5);
  timer.unref();
  set.add(timer);
}

/** Stops pending timers when the app closes (tests build and close many apps). */
export function registerTransferShutdown(app: FastifyInstance): void {
  app.addHook('onClose', async () => {
    for (const t of timers.get(app.ctx) ?? []) clearTimeout(t);
    timers.delete(app.ctx);
  });
}
