import { sql } from 'kysely';
import { LIMITS, pageOffset, type CommentItem } from '@vsqx/domain';
import type { DB } from '../../db/database';

export function createCommentsRepository(db: DB) {
  /** Comments with their authors and the author of the comment they answer. */
  const withAuthors = () =>
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('comments as parent', 'parent.id', 'c.reply_to')
      .leftJoin('users as pu', 'pu.id', 'parent.user_id')
      .select([
        'c.id',
        'c.scene',
        'c.project_id',
        'c.text',
        'c.created_at',
        'c.reply_to',
        'u.id as uid',
        'u.username',
        'u.avatar_exist',
        'u.avatar_version',
        'pu.id as reply_to_uid',
        'pu.username as reply_to_name',
      ]);
  const tidy = <R extends { reply_to_uid: number | null; reply_to_name: string | null }>(r: R) => ({
    ...r,
    reply_to_uid: r.reply_to_uid ?? null,
    reply_to_name: r.reply_to_name ?? null,
  });

  return {
    insert: (c: {
      scene: number;
      project_id: number;
      user_id: number;
      text: string;
      reply_to: number | null;
      created_at: number;
    }) => db.insertInto('comments').values(c).returning('id').executeTakeFirstOrThrow(),

    /** A comment of the same item (replies stay inside their item). */
    findInItem: (id: number, scene: number, projectId: number) =>
      db
        .selectFrom('comments')
        .select(['id', 'user_id'])
        .where('id', '=', id)
        .where('scene', '=', scene)
        .where('project_id', '=', projectId)
        .executeTakeFirst(),

    /** One page of an item's comments, newest first. */
    async page(
      scene: number,
      projectId: number,
      page: number,
    ): Promise<{ rows: CommentItem[]; total: number }> {
      const [rows, count] = await Promise.all([
        withAuthors()
          .where('c.scene', '=', scene)
          .where('c.project_id', '=', projectId)
          .orderBy('c.id', 'desc')
          .limit(LIMITS.pageSize)
          .offset(pageOffset(page, LIMITS.pageSize))
          .execute(),
        db
          .selectFrom('comments')
          .select(sql<number>`count(*)`.as('n'))
          .where('scene', '=', scene)
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(tidy), total: Number(count.n) };
    },

    one: async (id: number): Promise<CommentItem> =>
      tidy(await withAuthors().where('c.id', '=', id).executeTakeFirstOrThrow()),
  };
}
