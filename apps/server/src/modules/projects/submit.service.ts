import {
  projectSubmitSchema,
  UPLOAD_TRANSFERRING,
  type ProjectFormBody,
  type ProjectSubmission,
} from '@vsqx/domain';
import { publicationColumns } from '../visibility/visibility.repository';
import type { AppContext, AuthUser } from '../../lib/context';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { parseWith } from '../../lib/route';
import { fileKeys } from '../../files/file-store';
import type { Trx } from '../../db/types';
import { enqueueJob } from '../jobs/job-queue';
import { createProjectsRepository } from './projects.repository';
import { createUploadsRepository, type StagedRow } from './uploads.repository';
import { vsqxTransfer, type TransferPayload } from './transfer.job';
import { parseStoredMeta } from '../project-meta/project-meta.service';

/** The staged files a submission takes, by role; the rest of the slot's staged files are discarded. */
interface Picked {
  project?: StagedRow;
  mp3?: StagedRow;
  cover?: StagedRow;
  all: StagedRow[];
}

function pick(rows: StagedRow[], s: ProjectSubmission, creating: boolean): Picked {
  const latest = (role: string) => rows.filter((r) => r.role === role).at(-1);
  return {
    project: s.if_vsqx_changed || creating ? latest('project') : undefined,
    mp3: s.if_music_changed ? latest('mp3') : undefined,
    cover: s.if_pic_changed ? latest('cover') : undefined,
    all: rows,
  };
}

/** The columns every submission writes (the form's fields; originals are credited to the uploader, spec §4). */
function columns(user: AuthUser, s: ProjectSubmission, picked: Picked, now: number) {
  const mp3Length = picked.mp3?.meta_json
    ? (JSON.parse(picked.mp3.meta_json) as { music_length?: string }).music_length
    : undefined;
  // Without a new mp3 preview, a new project file's own length (read by project-meta) is the song's length.
  const fileLength = picked.project
    ? parseStoredMeta(picked.project.meta_json)?.suggest?.music_length
    : undefined;
  return {
    music_name: s.music_name,
    music_type: s.music_type,
    p_name: s.music_type === 2 ? s.p_name : user.username,
    p_desc: s.p_desc,
    b_av: s.b_av,
    b_type: s.b_type,
    agreement: s.agreement,
    music_language: s.music_language,
    tag: s.tags.join(','),
    music_level: s.music_level,
    lyric: s.lyric,
    music_desc: s.music_desc,
    synthesizer_type: s.synthesizer_type,
    synthesizer_name: s.synthesizer_name,
    updated_at: now,
    ...(picked.mp3 ? { music_exist: 1 } : {}),
    ...(mp3Length ? { music_length: mp3Length } : fileLength ? { music_length: fileLength } : {}),
  };
}

/**
 * `submit_update_vsqx_project` and `submit_new_vsqx_project`: the owner check first, then the shared
 * schema, then one transaction that writes the row, enqueues the transfer of a changed project file and,
 * as its last step, renames the staged mp3 and cover into place (a failed rename rolls the row back).
 */
export function createSubmitService(ctx: AppContext) {
  const repo = createProjectsRepository(ctx.db);
  const uploads = createUploadsRepository(ctx.db);

  async function commitSmallFiles(vsqxUid: string, picked: Picked) {
    try {
      if (picked.mp3) await ctx.files.commit(picked.mp3.staged_key, fileKeys.mp3(vsqxUid));
      if (picked.cover) await ctx.files.commit(picked.cover.staged_key, fileKeys.cover(vsqxUid));
    } catch {
      // Another submit took these staged files first.
      throw conflict();
    }
  }

  async function enqueueTransfer(
    trx: Trx,
    musicId: number,
    vsqxUid: string,
    staged: StagedRow,
    oldExtension: string,
    note: string,
  ) {
    const ext = staged.original_name.slice(staged.original_name.lastIndexOf('.') + 1).toLowerCase();
    const payload: TransferPayload = {
      music_id: musicId,
      vsqx_uid: vsqxUid,
      staged_key: staged.staged_key,
      extension: ext,
      original_name: staged.original_name,
      size: staged.size,
      old_extension: oldExtension,
      meta_json: staged.meta_json,
      note,
      sha256: staged.sha256,
    };
    // Runs after the commit, on this instance's timer (the background sweep covers crashes).
    await enqueueJob(ctx, trx, vsqxTransfer, { payload, delayMs: ctx.config.transferDelayMs });
  }

  /** Staged files not taken by this submission were cancelled or replaced: they go. */
  async function discardRest(picked: Picked) {
    const taken = new Set([picked.project?.id, picked.mp3?.id, picked.cover?.id]);
    const rest = picked.all.filter((r) => !taken.has(r.id));
    await uploads.deleteStaged(
      ctx.db,
      rest.map((r) => r.id),
    );
    for (const r of rest) await ctx.files.discard(r.staged_key);
  }

  const filesChanged = (picked: Picked) => ({
    filesChanged: !!(picked.project || picked.mp3 || picked.cover),
  });

  return {
    async update(user: AuthUser, body: ProjectFormBody) {
      const project = await repo.findOwnedByUid(user.id, body.vsqx_uid.trim());
      if (!project) throw notFound();
      const s = parseWith(projectSubmitSchema, body);
      const picked = pick(await uploads.stagedFor(ctx.db, project.vsqx_uid), s, false);
      if (s.if_vsqx_changed && !picked.project) throw invalid('projectFileRequired');
      if (picked.project && project.upload_finish === UPLOAD_TRANSFERRING)
        throw conflict('projectTransferring');
      await ctx.db.transaction().execute(async (trx) => {
        await repo.update(trx, project.music_id, {
          ...columns(user, s, picked, Date.now()),
          ...publicationColumns(body),
        });
        if (picked.project) {
          if (!(await repo.startTransfer(trx, project.music_id))) throw conflict('projectTransferring');
          await enqueueTransfer(
            trx,
            project.music_id,
            project.vsqx_uid,
            picked.project,
            project.file_extension,
            s.version_note,
          );
        }
        if (picked.cover) await repo.bumpPicVersion(trx, project.music_id);
        await uploads.deleteStaged(
          trx,
          [picked.project, picked.mp3, picked.cover].flatMap((r) => (r ? [r.id] : [])),
        );
        await commitSmallFiles(project.vsqx_uid, picked);
      });
      await discardRest(picked);
      return filesChanged(picked);
    },

    async create(user: AuthUser, body: ProjectFormBody) {
      const slotUid = body.vsqx_uid.trim();
      if (!slotUid || !(await uploads.findSlot(user.id, slotUid))) throw notFound();
      if (await repo.existsUid(slotUid)) throw conflict();
      const s = parseWith(projectSubmitSchema, body);
      const picked = pick(await uploads.stagedFor(ctx.db, slotUid), s, true);
      if (!picked.project) throw invalid('projectFileRequired');
      const staged = picked.project;
      const now = Date.now();
      let musicId = 0;
      try {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await repo.insert(trx, {
            ...columns(user, s, picked, now),
            ...publicationColumns(body, now),
            vsqx_uid: slotUid,
            user_id: user.id,
            up_time: now,
            pic_exist: picked.cover ? 1 : 0,
            pic_version: picked.cover ? 1 : 0,
            upload_finish: UPLOAD_TRANSFERRING,
            file_extension: staged.original_name
              .slice(staged.original_name.lastIndexOf('.') + 1)
              .toLowerCase(),
            file_name: staged.original_name,
            file_size: staged.size,
          });
          musicId = row.music_id;
          await enqueueTransfer(trx, musicId, slotUid, staged, '', s.version_note);
          await uploads.deleteStaged(
            trx,
            [picked.project, picked.mp3, picked.cover].flatMap((r) => (r ? [r.id] : [])),
          );
          await uploads.deleteSlot(trx, slotUid);
          await commitSmallFiles(slotUid, picked);
        });
      } catch (err) {
        // Two submits of one slot raced: the unique vsqx_uid let one through.
        if (!(err instanceof AppError) && (await repo.existsUid(slotUid))) throw conflict();
        throw err;
      }
      await discardRest(picked);
      return musicId;
    },
  };
}
