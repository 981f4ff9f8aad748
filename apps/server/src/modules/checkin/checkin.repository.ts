import type { DB } from '../../db/database';

export function createCheckinRepository(db: DB) {
  return {
    /**
     * Adds the day's points unless the user already checked in on `day`: one conditional update, so two
     * racing calls cannot both count. Answers whether it counted.
     */
    async checkIn(userId: number, day: string, points: number): Promise<boolean> {
      const res = await db
        .updateTable('users')
        .set((eb) => ({ checkin_score: eb('checkin_score', '+', points), last_checkin_day: day }))
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('last_checkin_day', 'is', null), eb('last_checkin_day', '!=', day)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    state: (userId: number) =>
      db
        .selectFrom('users')
        .select(['checkin_score', 'last_checkin_day'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
  };
}
