import { UPLOAD_READY, UPLOAD_TRANSFERRING } from '@vsqx/domain';
import type { DB } from '../../db/database';
import type { Trx } from '../../db/types';
import { createProjectsRepository } from '../projects/projects.repository';
import type { VersionKind, VersionRow } from './versions.repository';

/** The file columns a new current version writes on its project row. */
export type CurrentFile = Pick<
  VersionRow,
  'file_key' | 'file_extension' | 'file_name' | 'size' | 'meta_json'
>;

/** What the versions service needs of a project, whatever its kind. */
export interface VersionTarget {
  kind: VersionKind;
  /** The caller's own project, or undefined. */
  owned(userId: number, id: number): Promise<{ name: string; transferring: boolean } | undefined>;
  visibilityOf(id: number): Promise<{ ownerId: number; visibility: string } | undefined>;
  /** Marks a file change under way; false when one already is (a submit's transfer or another restore). */
  startTransfer(trx: Trx, id: number): Promise<boolean>;
  finishTransfer(trx: Trx, id: number): Promise<void>;
  /** Points the project row at a version's file. */
  setCurrent(trx: Trx, id: number, f: CurrentFile): Promise<void>;
  /** Favourites exist for vsqx projects only (spec §7 `fav_add`): MIDI versions have nobody to tell. */
  favourites: boolean;
}

const vsqxTarget = (db: DB): VersionTarget => {
  const projects = createProjectsRepository(db);
  return {
    kind: 'v',
    favourites: true,
    owned: async (userId, id) => {
      const p = await projects.findOwnedById(userId, id);
      return p && { name: p.music_name, transferring: p.upload_finish === UPLOAD_TRANSFERRING };
    },
    visibilityOf: (id) => projects.visibilityOf(id),
    startTransfer: (trx, id) => projects.startTransfer(trx, id),
    finishTransfer: async (trx, id) => void (await projects.update(trx, id, { upload_finish: UPLOAD_READY })),
    setCurrent: async (trx, id, f) =>
      void (await projects.update(trx, id, {
        file_key: f.file_key,
        file_extension: f.file_extension,
        file_name: f.file_name,
        file_size: f.size,
        meta_json: f.meta_json,
        updated_at: Date.now(),
      })),
  };
};

/** A MIDI version's length, from the file info its upload stored with it (`MidiFileInfo.music_length`). */
function midiLength(metaJson: string | null): string | undefined {
  try {
    const info = metaJson ? (JSON.parse(metaJson) as { music_length?: unknown }) : null;
    return typeof info?.music_length === 'string' ? info.music_length : undefined;
  } catch {
    return undefined;
  }
}

const midiTarget = (db: DB): VersionTarget => ({
  kind: 'm',
  favourites: false,
  owned: async (userId, id) => {
    const p = await db
      .selectFrom('midi_projects')
      .select(['midi_name', 'upload_finish'])
      .where('midi_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return p && { name: p.midi_name, transferring: p.upload_finish === UPLOAD_TRANSFERRING };
  },
  visibilityOf: (id) =>
    db
      .selectFrom('midi_projects')
      .select(['user_id as ownerId', 'visibility'])
      .where('midi_id', '=', id)
      .executeTakeFirst(),
  startTransfer: async (trx, id) => {
    const r = await trx
      .updateTable('midi_projects')
      .set({ upload_finish: UPLOAD_TRANSFERRING })
      .where('midi_id', '=', id)
      .where('upload_finish', '<>', UPLOAD_TRANSFERRING)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
  finishTransfer: async (trx, id) =>
    void (await trx
      .updateTable('midi_projects')
      .set({ upload_finish: UPLOAD_READY })
      .where('midi_id', '=', id)
      .execute()),
  setCurrent: async (trx, id, f) => {
    const length = midiLength(f.meta_json);
    await trx
      .updateTable('midi_projects')
      .set({
        file_key: f.file_key,
        file_extension: 'mid',
        file_name: f.file_name,
        file_size: f.size,
        meta_json: f.meta_json,
        updated_at: Date.now(),
        ...(length !== undefined ? { music_length: length } : {}),
      })
      .where('midi_id', '=', id)
      .execute();
  },
});

export const versionTarget = (db: DB, kind: VersionKind): VersionTarget =>
  kind === 'm' ? midiTarget(db) : vsqxTarget(db);
