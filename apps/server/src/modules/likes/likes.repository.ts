import type { DB } from '../../db/database';

export function createLikesRepository(db: DB) {
  return {
    /** Adds my like; answers false when it was already there. */
    async add(userId: number, targetType: 'v' | 'm' | 'a', targetId: number, at: number): Promise<boolean> {
      const res = await db
        .insertInto('likes')
        .values({ user_id: userId, target_type: targetType, target_id: targetId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Removes my like; answers when it was given (null when there was none). */
    async remove(userId: number, targetType: 'v' | 'm' | 'a', targetId: number): Promise<number | null> {
      const row = await db
        .deleteFrom('likes')
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .returning('created_at')
        .executeTakeFirst();
      return row ? Number(row.created_at) : null;
    },
  };
}
