import type { DB } from '../../db/database';
import type { TusTarget } from '@vsqx/domain';

export interface TusUploadRow {
  id: string;
  user_id: number;
  target: TusTarget;
  slot_uid: string;
  filename: string;
  size: number;
}

/** Who began which resumable upload, for what (the bytes themselves are in the tus data store). */
export function createTusRepository(db: DB) {
  return {
    insert: (row: TusUploadRow, at: number) =>
      db
        .insertInto('tus_uploads')
        .values({ ...row, created_at: at })
        .execute(),

    async find(id: string): Promise<TusUploadRow | undefined> {
      const row = await db
        .selectFrom('tus_uploads')
        .select(['id', 'user_id', 'target', 'slot_uid', 'filename', 'size'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          ...row,
          user_id: Number(row.user_id),
          size: Number(row.size),
          target: row.target as TusTarget,
        }
      );
    },

    /** The unfinished uploads a new one for the same user, target and uid replaces. */
    activeFor: (userId: number, target: TusTarget, slotUid: string) =>
      db
        .selectFrom('tus_uploads')
        .select('id')
        .where('user_id', '=', userId)
        .where('target', '=', target)
        .where('slot_uid', '=', slotUid)
        .execute(),

    remove: (id: string) => db.deleteFrom('tus_uploads').where('id', '=', id).execute(),

    /** Uploads begun before `before` and never finished (abandoned). */
    olderThan: (before: number, limit: number) =>
      db
        .selectFrom('tus_uploads')
        .select('id')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute(),
  };
}
