import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/tables';

type Exec = DB | Transaction<Database>;
export type StagedRole = 'project' | 'mp3' | 'cover';

export interface StagedRow {
  id: number;
  slot_uid: string;
  role: string;
  staged_key: string;
  original_name: string;
  size: number;
  meta_json: string | null;
  sha256: string | null;
}

/** Upload slots (the uid handed out before a project exists) and the staged files waiting for a submit. */
export function createUploadsRepository(db: DB) {
  return {
    insertSlot: (slotUid: string, userId: number, at: number) =>
      db
        .insertInto('upload_slots')
        .values({ slot_uid: slotUid, user_id: userId, kind: 'vsqx', created_at: at })
        .execute(),

    findSlot: (userId: number, slotUid: string) =>
      db
        .selectFrom('upload_slots')
        .select(['slot_uid', 'created_at'])
        .where('slot_uid', '=', slotUid)
        .where('user_id', '=', userId)
        .where('kind', '=', 'vsqx')
        .executeTakeFirst(),

    deleteSlot: (trx: Exec, slotUid: string) =>
      trx.deleteFrom('upload_slots').where('slot_uid', '=', slotUid).execute(),

    /**
     * Records a staged file and answers the earlier staged file of the same slot and role it replaces
     * (its key is discarded by the caller once this transaction is done).
     */
    replaceStaged: (
      userId: number,
      slotUid: string,
      role: StagedRole,
      file: { key: string; name: string; size: number; meta: string | null; sha256: string | null },
      at: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('staged_uploads')
          .select(['id', 'staged_key'])
          .where('slot_uid', '=', slotUid)
          .where('role', '=', role)
          .execute();
        if (old.length)
          await trx
            .deleteFrom('staged_uploads')
            .where(
              'id',
              'in',
              old.map((o) => o.id),
            )
            .execute();
        await trx
          .insertInto('staged_uploads')
          .values({
            slot_uid: slotUid,
            user_id: userId,
            role,
            staged_key: file.key,
            original_name: file.name,
            size: file.size,
            meta_json: file.meta,
            sha256: file.sha256,
            created_at: at,
          })
          .execute();
        return old.map((o) => o.staged_key);
      }),

    stagedFor: (trx: Exec, slotUid: string): Promise<StagedRow[]> =>
      trx
        .selectFrom('staged_uploads')
        .select(['id', 'slot_uid', 'role', 'staged_key', 'original_name', 'size', 'meta_json', 'sha256'])
        .where('slot_uid', '=', slotUid)
        .orderBy('id')
        .execute(),

    deleteStaged: (trx: Exec, ids: number[]) =>
      ids.length ? trx.deleteFrom('staged_uploads').where('id', 'in', ids).execute() : Promise.resolve([]),

    /** Staged rows nobody submitted (abandoned uploads), oldest first. */
    staleStaged: (before: number, limit: number) =>
      db
        .selectFrom('staged_uploads')
        .select(['id', 'staged_key'])
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Slots never turned into a project. */
    deleteStaleSlots: (before: number) =>
      db.deleteFrom('upload_slots').where('created_at', '<', before).where('kind', '=', 'vsqx').execute(),
  };
}
