import type { ProjectVersion, VersionSummary } from '@vsqx/domain';
import { assertVisible } from '../visibility/visibility.repository';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { fileKeys } from '../../files/file-store';
import type { Trx } from '../../db/types';
import { liveSha256 } from '../project-convert/convert-cache';
import { notifySystem } from '../notify/notices';
import { parseStoredMeta } from '../project-meta/project-meta.service';
import { createVersionsRepository, type VersionKind, type VersionRow } from './versions.repository';
import { versionTarget } from './version-targets';

/** The project a version is added to: its id (of its kind), owner and title. */
export interface VersionOwner {
  id: number;
  user_id: number;
  name: string;
}

export type NewVersion = Omit<VersionRow, 'version' | 'downloads'>;

const NOTICE_TITLE = '你收藏的工程有新版本';

/** Tracks, notes and length of a version's file, from what the metadata reader stored with it (issue 10). */
function summaryOf(metaJson: string | null): VersionSummary | null {
  const meta = parseStoredMeta(metaJson);
  if (!meta) return null;
  return {
    tracks: meta.tracks.length,
    notes: meta.tracks.reduce((n, t) => n + t.noteCount, 0),
    length: meta.suggest?.music_length ?? '',
  };
}

/**
 * Versions of vsqx projects (`kind` 'v') and MIDI projects ('m') (DESIGN §8 "Versions"): each file a
 * project has had stays under an immutable key (`version/{owner}/{sha256}`); the project row points at the
 * newest. Restoring appends a copy of an old row (same file, nothing copied), so history is never rewritten.
 */
export function createVersionsService(ctx: AppContext, kind: VersionKind = 'v') {
  const repo = createVersionsRepository(ctx.db, kind);
  const target = versionTarget(ctx.db, kind);

  /** Everyone who favourited the project, once per version, in the version's transaction. */
  async function notifyFavouriters(trx: Trx, p: VersionOwner, version: number, note: string) {
    if (!target.favourites) return;
    const fans = await trx
      .selectFrom('favourites')
      .select('user_id')
      .where('music_id', '=', p.id)
      .where('user_id', '<>', p.user_id)
      .execute();
    if (!fans.length) return;
    const text = `《${p.name}》更新到版本 ${version}${note ? `：${note}` : ''}`;
    await notifySystem(ctx.live, trx, { toUserIds: fans.map((f) => f.user_id), title: NOTICE_TITLE, text });
  }

  /** Makes `v` the newest version and the project's file (the caller's transaction also writes the rest). */
  async function append(trx: Trx, p: VersionOwner, v: NewVersion) {
    const version = await repo.append(trx, p.id, p.user_id, v);
    await target.setCurrent(trx, p.id, v);
    await notifyFavouriters(trx, p, version, v.note);
    return version;
  }

  return {
    append,

    /**
     * Moves a staged file to its version key. Identical bytes of the same owner are kept once: the key
     * exists, the staged copy goes ('秒传'). A crash after the move leaves the key: a retry finds it.
     */
    async storeStaged(userId: number, stagedKey: string, sha256: string): Promise<string> {
      const key = fileKeys.version(userId, sha256);
      if (await ctx.files.stat(key)) {
        await ctx.files.discard(stagedKey);
        return key;
      }
      try {
        await ctx.files.commit(stagedKey, key);
      } catch (err) {
        if (!(await ctx.files.stat(key))) throw err;
      }
      return key;
    },

    /**
     * A project made before versions (or seeded) has its file at the spec's live key and no version yet:
     * that file becomes version 1 before the next one is added, so it stays downloadable.
     */
    async legacyFirst(
      musicId: number,
      liveKey: string,
      name: string,
      ext: string,
    ): Promise<NewVersion | null> {
      if (await repo.latest(ctx.db, musicId)) return null;
      const stat = await ctx.files.stat(liveKey);
      if (!stat) return null;
      const sha256 = await liveSha256(ctx.files, liveKey, stat);
      return {
        file_key: liveKey,
        file_extension: ext,
        file_name: name,
        size: stat.size,
        sha256,
        note: '',
        meta_json: null,
        created_at: Math.floor(stat.mtimeMs),
      };
    },

    async list(musicId: number, viewerId: number | null): Promise<ProjectVersion[]> {
      assertVisible(await target.visibilityOf(musicId), viewerId);
      return (await repo.list(musicId)).map((v) => ({
        version: v.version,
        file_extension: v.file_extension,
        size: v.size,
        sha256: v.sha256,
        note: v.note,
        created_at: v.created_at,
        downloads: v.downloads,
        summary: summaryOf(v.meta_json),
      }));
    },

    /** The version a download names; 404 with its own message when there is none. */
    async find(musicId: number, version: number): Promise<VersionRow> {
      const v = await repo.find(ctx.db, musicId, version);
      if (!v) throw notFound('versionNotFound');
      return v;
    },

    /** `project_version_restore`: an old version becomes the newest (owner only; not while a file transfers). */
    async restore(userId: number, musicId: number, version: number): Promise<number> {
      const p = await target.owned(userId, musicId);
      if (!p) throw notFound();
      if (p.transferring) throw conflict('projectTransferring');
      const old = await repo.find(ctx.db, musicId, version);
      if (!old) throw notFound('versionNotFound');
      return ctx.db.transaction().execute(async (trx) => {
        if (!(await target.startTransfer(trx, musicId))) throw conflict('projectTransferring');
        const n = await append(
          trx,
          { id: musicId, user_id: userId, name: p.name },
          {
            file_key: old.file_key,
            file_extension: old.file_extension,
            file_name: old.file_name,
            size: old.size,
            sha256: old.sha256,
            note: `↺ ${version}`,
            meta_json: old.meta_json,
            created_at: Date.now(),
          },
        );
        await target.finishTransfer(trx, musicId);
        return n;
      });
    },

    /** Inside the delete's transaction: the rows go; answers the files to remove once it committed. */
    removeAll: (trx: Trx, musicId: number) => repo.removeAll(trx, musicId),

    /** After the delete committed: each file goes unless another version (an identical upload) still names it. */
    async deleteFiles(keys: string[]) {
      for (const key of keys) if (!(await repo.inUse(key))) await ctx.files.delete(key);
    },
  };
}
