import { randomUUID } from 'node:crypto';
import { assertVisible } from '../visibility/visibility.repository';
import type { FastifyRequest } from 'fastify';
import {
  isFiltered,
  LIMITS,
  pageOffset,
  type MyListQuery,
  type MidiCoverInfo,
  type MidiFileInfo,
  type MidiListRow,
  type MidiProject,
} from '@vsqx/domain';
import { MIDI_LIST, ownRowsUpTo, planMyList } from '../search/my-filters.repository';
import { createOwnRows, createSearchPlan } from '../search/search-plan.repository';
import { searchProbeOf } from '../../db/search-probe';
import { fileKeys } from '../../files/file-store';
import type { AppContext, AuthUser } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { bumpDailyStat } from '../daily-stats/daily-stats.repository';
import { firstDownload } from '../daily-stats/counters.repository';
import { recordEvent, viewerKeyOf, type Viewer } from '../analytics/analytics.record';
import { readMidiInfo } from './midi-file-info';
import { META_KEY, metaForUpload } from '../project-meta/project-meta.service';
import { warmWorker } from '../project-meta/extract-project-meta';
import { stageMidiUpload, type StagedPart } from './midi-multipart';
import { createMidiRepository } from './midi.repository';
import { createVersionsRepository } from '../versions/versions.repository';
import { createVersionsService } from '../versions/versions.service';
import type { ConvertedFile, LiveFile } from '../project-convert/convert.service';
import { jobsRepository as jobs } from '../jobs/jobs.repository';
import { midiTransfer } from './midi-transfer';

export function createMidiService(ctx: AppContext) {
  const plan = createSearchPlan(ctx.dialect, searchProbeOf(ctx.db, ctx.dialect));
  const ownRows = createOwnRows();
  const repo = createMidiRepository(ctx.db);
  const versions = createVersionsService(ctx, 'm');
  const versionRows = createVersionsRepository(ctx.db, 'm');

  /** The caller may upload into a slot when it is theirs: a project of theirs or a slot handed to them. */
  async function ownsSlot(user: AuthUser, slotUid: string): Promise<boolean> {
    if (!slotUid) return false;
    const project = await repo.findByUid(slotUid);
    if (project) return project.user_id === user.id;
    const slot = await repo.findSlot(slotUid);
    return !!slot && slot.user_id === user.id;
  }

  async function ownProject(user: AuthUser, midiId: number) {
    const project = await repo.findById(midiId);
    return project && project.user_id === user.id ? project : null;
  }

  /**
   * What happens to a MIDI file or cover once it is in staging, whichever way it came (multipart or a
   * finished resumable upload): read and checked, then kept under its slot until the form is submitted.
   */
  async function keepStaged(
    user: AuthUser,
    slotUid: string,
    part: Pick<StagedPart, 'role' | 'stagedKey' | 'size' | 'filename'>,
  ): Promise<MidiFileInfo | MidiCoverInfo> {
    let stagedKey = part.stagedKey;
    let info: MidiFileInfo | MidiCoverInfo;
    let size = part.size;
    let read: Awaited<ReturnType<typeof metaForUpload>> = null;
    try {
      if (part.role === 'midi') {
        info = readMidiInfo(
          await ctx.files.readStaged(part.stagedKey, LIMITS.midiFileMaxBytes),
          part.filename,
        );
        // Best-effort (worker with limits): tracks, lyrics and the piano roll; null leaves the upload as it is.
        read = await metaForUpload(ctx, part.stagedKey, 'mid', 'midi');
      } else {
        const jpeg = await reencodeImage(
          await ctx.files.readStaged(part.stagedKey, LIMITS.imageMaxBytes),
          LIMITS.projectCover,
        );
        const cover = await ctx.files.stageBuffer(jpeg);
        await ctx.files.discard(part.stagedKey);
        stagedKey = cover.stagedKey;
        size = cover.size;
        info = { kind: 'cover', ...LIMITS.projectCover };
      }
    } catch (err) {
      await ctx.files.discard(stagedKey);
      throw err;
    }
    const replaced = await ctx.db.transaction().execute((trx) =>
      createMidiRepository(trx).replaceStaged({
        slot_uid: slotUid,
        user_id: user.id,
        role: part.role,
        staged_key: stagedKey,
        original_name: part.filename.slice(0, 255),
        size,
        meta_json: JSON.stringify(read ? { ...info, [META_KEY]: read.stored } : info),
        created_at: Date.now(),
      }),
    );
    await Promise.all(replaced.map((k) => ctx.files.discard(k)));
    return info.kind === 'midi' ? { ...info, meta: read?.answer ?? null } : info;
  }

  return {
    ownsSlot,
    keepStaged,

    /** `select_p_midi.php`: only the caller's own list; anyone else's uid answers an empty list. */
    async list(
      user: AuthUser,
      uid: number,
      query: MyListQuery,
    ): Promise<{ rows: MidiListRow[]; total?: number }> {
      if (uid !== user.id) return { rows: [], total: query.page ? 0 : undefined };
      const size = query.page_size ?? LIMITS.pageSize;
      const offset = query.page ? pageOffset(query.page, size) : null;
      if (isFiltered(query)) {
        // Only the newest-first order has her index (midi_user_time); 'hot' is sorted, so no walk there.
        const { rows, total } = await planMyList(plan, MIDI_LIST, {
          userId: user.id,
          ownRows: query.q
            ? await ownRows(String(user.id), () => ownRowsUpTo(ctx.db, 'midi_projects', user.id))
            : undefined,
          q: query,
          offset,
          indexedOrder: query.sort !== 'hot',
          count: (w) => repo.countByUser(user.id, w),
          page: (where, withTotal) =>
            repo.listByUser(user.id, {
              sort: query.sort,
              where,
              withTotal,
              ...(offset === null ? {} : { limit: size, offset }),
            }),
        });
        return offset === null ? { rows } : { rows, total };
      }
      if (offset === null) return { rows: await repo.listByUser(user.id, { sort: query.sort }) };
      const [rows, total] = await Promise.all([
        repo.listByUser(user.id, { sort: query.sort, limit: size, offset }),
        repo.countByUser(user.id),
      ]);
      return { rows, total };
    },

    /** `select_midi_project.php`: the project for its owner, null for anyone else (or no such project). */
    async load(user: AuthUser, midiId: number): Promise<MidiProject | null> {
      const project = await ownProject(user, midiId);
      if (!project) return null;
      const { user_id: _owner, ...rest } = project;
      return rest;
    },

    async newSlot(user: AuthUser): Promise<string> {
      const uid = randomUUID().replace(/-/g, '');
      await repo.createSlot(uid, user.id, Date.now());
      return uid;
    },

    /** `update_project.php`: stages a MIDI file (read and answered) or a cover (re-encoded to 200x126). */
    async upload(user: AuthUser, req: FastifyRequest): Promise<MidiFileInfo | MidiCoverInfo> {
      let slotUid = '';
      const part = await stageMidiUpload(req, ctx.files, async (fields) => {
        slotUid = fields.midi_uid ?? '';
        if (!slotUid) throw invalid('badRequest');
        if (!(await ownsSlot(user, slotUid))) throw notFound();
        warmWorker(); // starts while the bytes arrive (uploads.service.ts)
      });
      return keepStaged(user, slotUid, part);
    },

    /** Deletes a project of the caller with everything hanging on it, then its files. */
    async remove(user: AuthUser, midiId: number): Promise<void> {
      const project = await ownProject(user, midiId);
      if (!project) throw notFound();
      const staged = await repo.staged(project.midi_uid);
      // A pending transfer's staged file is referenced only by its job: discard it with the job.
      const pending = (await jobs.ofSubject(ctx.db, midiTransfer.kind, project.midi_uid)).map(
        (j) => (JSON.parse(j.payload) as { staged_key: string }).staged_key,
      );
      const versionFiles = await ctx.db.transaction().execute(async (trx) => {
        const r = createMidiRepository(trx);
        const files = await versions.removeAll(trx, midiId);
        await r.deleteProject(midiId);
        await jobs.deleteOfSubject(trx, midiTransfer.kind, project.midi_uid);
        await r.deleteStaged(project.midi_uid);
        await r.deleteSlot(project.midi_uid);
        return files;
      });
      // Every version's file goes, unless an identical upload of another project still names it.
      await versions.deleteFiles(versionFiles);
      await Promise.all([
        ctx.files.delete(fileKeys.midi(project.midi_uid)),
        ctx.files.delete(fileKeys.cover(project.midi_uid)),
        ...[...staged.map((s) => s.staged_key), ...pending].map((k) => ctx.files.discard(k)),
      ]);
    },

    /**
     * The site's download: counts it once per viewer and hour (project counter, score, per-day stats, the
     * version's count) and answers the file to send. `version` names an immutable version (DESIGN §8).
     */
    async download(
      midiId: number,
      viewer: Viewer,
      convert?: (live: LiveFile) => Promise<ConvertedFile>,
      version?: number,
    ) {
      const project = await repo.findById(midiId);
      assertVisible(project && { visibility: project.visibility, ownerId: project.user_id }, viewer.userId);
      if (!project) throw notFound();
      const v = version ? await versions.find(midiId, version) : null;
      const key = v?.file_key ?? (await repo.fileKey(midiId)) ?? fileKeys.midi(project.midi_uid);
      const st = await ctx.files.stat(key);
      if (!st) throw notFound();
      // `?as=` (project-convert): the converted file is sent instead, counted the same way.
      const converted = convert ? await convert({ key, extension: 'mid', stat: st }) : null;
      // The owner's own downloads are not counted (issue 24: the card and the analytics agree).
      const viewerKey = viewer.userId === project.user_id ? null : await viewerKeyOf(ctx.db, viewer);
      if (viewerKey)
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await firstDownload(trx, 'm', midiId, viewerKey))) return;
          await createMidiRepository(trx).countDownload(midiId);
          await versionRows.countDownload(trx, midiId, version ?? null);
          await bumpDailyStat(trx, {
            projectType: 'm',
            projectId: midiId,
            userId: project.user_id,
            field: 'downloads',
          });
          await recordEvent(trx, {
            ownerId: project.user_id,
            actorId: viewer.userId,
            itemType: 'm',
            itemId: midiId,
            metric: 'downloads',
          });
        });
      if (converted)
        return { key: converted.key, size: converted.size, name: converted.filename, ext: converted.ext };
      return { key, size: st.size, name: `${project.midi_name || project.midi_uid}.mid`, ext: 'mid' };
    },
  };
}
