import type { FastifyRequest } from 'fastify';
import { LIMITS, MP3_EXTENSIONS, PROJECT_FILE_EXTENSIONS, type StagedUploadInfo } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { metaForUpload } from '../project-meta/project-meta.service';
import { warmWorker } from '../project-meta/extract-project-meta';
import { stageSingleFile, type UploadRules } from '../../lib/multipart';
import { formatLength, looksLikeMp3, mp3Seconds } from './mp3-info';
import { createProjectsRepository } from './projects.repository';
import { createUploadsRepository, type StagedRole } from './uploads.repository';

const DAY = 24 * 60 * 60 * 1000;

/** A file already in staging, with what its upload said about it. */
export interface ArrivedFile {
  stagedKey: string;
  size: number;
  sha256: string;
  filename: string;
  extension: string;
}

/** Where an upload's time went (answered as a Server-Timing header): receiving and staging the body, reading its metadata. */
export interface UploadTiming {
  receiveMs?: number;
  metaMs?: number;
}

export const UPLOAD_RULES: Record<StagedRole, UploadRules> = {
  project: {
    maxBytes: LIMITS.projectFileMaxBytes,
    extensions: PROJECT_FILE_EXTENSIONS,
    extensionMessage: 'projectExtension',
    tooLargeMessage: 'projectTooLarge',
  },
  mp3: {
    maxBytes: LIMITS.mp3MaxBytes,
    extensions: MP3_EXTENSIONS,
    extensionMessage: 'mp3Extension',
    tooLargeMessage: 'mp3TooLarge',
  },
  // The cropper sends a JPEG blob; any image is accepted and re-encoded, so no extension list.
  cover: {
    maxBytes: LIMITS.imageMaxBytes,
    extensions: [],
    extensionMessage: 'imageOnly',
    tooLargeMessage: 'imageTooLarge',
  },
};

/**
 * The three uploads of the edit form (project file, mp3 preview, cover). Each stages one file for a slot
 * the caller owns (an existing project's vsqx_uid or a slot from `new_vsqx_uid`); nothing is live until
 * the form is submitted. A later upload of the same role replaces the earlier staged one.
 */
export function createUploadsService(ctx: AppContext) {
  const projects = createProjectsRepository(ctx.db);
  const uploads = createUploadsRepository(ctx.db);

  /** Owner check: the slot is mine (a project of mine or a fresh slot of mine), else 404. */
  async function assertSlot(userId: number, slotUid: string | undefined): Promise<string> {
    const uid = (slotUid ?? '').trim();
    if (!uid || uid.length > 64) throw notFound();
    if (await projects.findOwnedByUid(userId, uid)) return uid;
    if (await uploads.findSlot(userId, uid)) return uid;
    throw notFound();
  }

  async function stage(
    req: FastifyRequest,
    userId: number,
    role: StagedRole,
    timing: UploadTiming = {},
  ): Promise<StagedUploadInfo> {
    const t0 = performance.now();
    let slotUid = '';
    const file = await stageSingleFile(req, ctx.files, UPLOAD_RULES[role], async (fields) => {
      slotUid = await assertSlot(userId, fields.vsqx_uid);
      // The file reader's worker starts while the bytes arrive: the first upload after a start waited for it
      // (a process and its modules, 0.8 s quiet and 3.4 s on a busy machine) once the file was in.
      if (role === 'project') warmWorker();
    });
    timing.receiveMs = performance.now() - t0;
    return keepStaged(userId, slotUid, role, file, timing);
  }

  /**
   * What happens to a file once it is in staging, whichever way it came (multipart or a finished resumable
   * upload): its content is checked and read, and it waits for the form's submit under its slot and role.
   */
  async function keepStaged(
    userId: number,
    slotUid: string,
    role: StagedRole,
    file: ArrivedFile,
    timing: UploadTiming = {},
  ): Promise<StagedUploadInfo> {
    let key = file.stagedKey;
    let sha256 = file.sha256;
    let meta: string | null = null;
    let projectMeta: StagedUploadInfo['meta'] = undefined;
    try {
      if (role === 'project') {
        // Best-effort, in a worker with time and memory limits: a file we cannot read is still a valid upload.
        const t1 = performance.now();
        const read = await metaForUpload(ctx, key, file.extension, 'vsqx');
        timing.metaMs = performance.now() - t1;
        meta = read ? JSON.stringify(read.stored) : null;
        projectMeta = read?.answer ?? null;
      } else if (role === 'mp3') {
        const data = await ctx.files.readStaged(key, LIMITS.mp3MaxBytes);
        if (!looksLikeMp3(data)) throw invalid('mp3Invalid');
        const seconds = mp3Seconds(data);
        meta = JSON.stringify({ music_length: seconds ? formatLength(seconds) : '' });
      } else if (role === 'cover') {
        const jpeg = await reencodeImage(
          await ctx.files.readStaged(key, LIMITS.imageMaxBytes),
          LIMITS.projectCover,
        );
        const re = await ctx.files.stageBuffer(jpeg);
        await ctx.files.discard(key);
        key = re.stagedKey;
        sha256 = re.sha256;
      }
      const replaced = await uploads.replaceStaged(
        userId,
        slotUid,
        role,
        { key, name: file.filename.slice(0, 255), size: file.size, meta, sha256 },
        Date.now(),
      );
      for (const old of replaced) await ctx.files.discard(old);
    } catch (err) {
      await ctx.files.discard(key);
      throw err;
    }
    return {
      role,
      file_extension: role === 'cover' ? 'jpg' : file.extension,
      original_name: file.filename,
      size: file.size,
      ...(role === 'project' ? { meta: projectMeta } : {}),
    };
  }

  return {
    assertSlot,
    keepStaged,
    projectFile: (req: FastifyRequest, userId: number, timing?: UploadTiming) =>
      stage(req, userId, 'project', timing),
    mp3: (req: FastifyRequest, userId: number) => stage(req, userId, 'mp3'),
    cover: (req: FastifyRequest, userId: number) => stage(req, userId, 'cover'),

    /** Abandoned uploads: staged rows (and their files) and unused slots older than a day. */
    async sweepAbandoned(now = Date.now()): Promise<number> {
      let removed = 0;
      for (;;) {
        const stale = await uploads.staleStaged(now - DAY, 200);
        if (!stale.length) break;
        await uploads.deleteStaged(
          ctx.db,
          stale.map((s) => s.id),
        );
        for (const s of stale) await ctx.files.discard(s.staged_key);
        removed += stale.length;
      }
      await uploads.deleteStaleSlots(now - DAY);
      return removed;
    },
  };
}
