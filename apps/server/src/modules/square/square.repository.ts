import { sql } from 'kysely';
import { LIMITS, pageOffset, type SquarePost } from '@vsqx/domain';
import type { DB } from '../../db/database';

export function createSquareRepository(db: DB) {
  const withAuthor = () =>
    db
      .selectFrom('square_posts as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.text',
        's.comment_num',
        's.created_at',
        'u.id as uid',
        'u.username',
        'u.avatar_exist',
        'u.avatar_version',
      ]);

  return {
    insert: (userId: number, text: string, at: number) =>
      db
        .insertInto('square_posts')
        .values({ user_id: userId, text, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow(),

    one: (id: number): Promise<SquarePost | undefined> =>
      withAuthor().where('s.id', '=', id).executeTakeFirst(),

    /** Newest first. */
    async page(page: number): Promise<{ rows: SquarePost[]; total: number }> {
      const [rows, count] = await Promise.all([
        withAuthor()
          .orderBy('s.id', 'desc')
          .limit(LIMITS.pageSize)
          .offset(pageOffset(page, LIMITS.pageSize))
          .execute(),
        db
          .selectFrom('square_posts')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
