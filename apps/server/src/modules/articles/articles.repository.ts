import { sql, type Expression, type SqlBool } from 'kysely';
import type { Visibility } from '@vsqx/domain';
import type { DB } from '../../db/database';
import type { ArticleRow } from '../../db/tables';
import { SEARCH_TOTAL } from '../search/search-plan.repository';

/** What the creator may write; ids, owner, counters and times are the server's. */
export type ArticleWrite = Pick<
  ArticleRow,
  | 'article_title'
  | 'article_type'
  | 'article_author_type'
  | 'article_author_name'
  | 'article_link'
  | 'article_agreement'
  | 'article_md'
  | 'article_html'
  | 'article_cover'
> & { visibility?: Visibility; publish_at?: number | null };

const LIST_COLUMNS = [
  'article_id',
  'article_title',
  'article_type',
  'article_author_type',
  'article_cover',
  'timestamp',
  'click_num',
  'comment_num',
] as const;

const DETAIL_COLUMNS = [
  ...LIST_COLUMNS,
  'article_author_name',
  'article_link',
  'article_agreement',
  'article_md',
  'article_html',
  'visibility',
  'publish_at',
] as const;

// Articles have no downloads: popularity is 15 x likes + 10 x comments + 1 x clicks (spec §3 weights).
const hotScore = sql<number>`(15 * zan + 10 * comment_num + click_num)`;

/** Kysely only: every read and write of an article is bound to its owner here, except the public page. */
export function createArticlesRepository(db: DB) {
  return {
    /** `where`: the filters of a searched list (modules/search/my-filters.ts). */
    count: async (userId: number, where?: Expression<SqlBool>) => {
      let q = db
        .selectFrom('articles')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId);
      if (where) q = q.where(where);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    /** time: newest first (by id); hot: the popularity score, newest first among equals. */
    list: (
      userId: number,
      sort: 'time' | 'hot',
      page: { offset: number; limit: number } | null,
      where?: Expression<SqlBool>,
      withTotal = false,
    ) => {
      // The owner's list also says who sees each article and when a schedule publishes it (status badges).
      let q = db
        .selectFrom('articles')
        .select([...LIST_COLUMNS, 'visibility', 'publish_at'])
        .where('user_id', '=', userId);
      // A searched page's exact total in the same statement (modules/search/search-plan.repository.ts); the plan strips it.
      if (withTotal) q = q.select(SEARCH_TOTAL) as unknown as typeof q;
      if (where) q = q.where(where);
      if (sort === 'hot') q = q.orderBy(hotScore, 'desc');
      q = q.orderBy('article_id', 'desc');
      return page ? q.limit(page.limit).offset(page.offset).execute() : q.execute();
    },

    findOwned: (userId: number, articleId: number) =>
      db
        .selectFrom('articles')
        .select([...DETAIL_COLUMNS])
        .where('article_id', '=', articleId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    insert: async (userId: number, a: ArticleWrite, now: number) => {
      const row = await db
        .insertInto('articles')
        .values({ ...a, user_id: userId, timestamp: now, updated_at: now })
        .returning('article_id')
        .executeTakeFirstOrThrow();
      return Number(row.article_id);
    },

    /** Number of rows changed: 0 when the article is gone or not the caller's. */
    update: async (userId: number, articleId: number, a: ArticleWrite, now: number) => {
      const r = await db
        .updateTable('articles')
        .set({ ...a, updated_at: now })
        .where('article_id', '=', articleId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Removes the article with its comments, likes and view marks, in one transaction. */
    remove: (userId: number, articleId: number) =>
      db.transaction().execute(async (trx) => {
        const r = await trx
          .deleteFrom('articles')
          .where('article_id', '=', articleId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(r.numDeletedRows) === 0) return 0;
        await trx.deleteFrom('comments').where('scene', '=', 2).where('project_id', '=', articleId).execute();
        await trx
          .deleteFrom('likes')
          .where('target_type', '=', 'a')
          .where('target_id', '=', articleId)
          .execute();
        await trx
          .deleteFrom('view_marks')
          .where('target_type', '=', 'a')
          .where('target_id', '=', articleId)
          .execute();
        return 1;
      }),

    findPublic: (articleId: number) =>
      db
        .selectFrom('articles as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.article_id',
          'a.article_title',
          'a.article_type',
          'a.article_author_type',
          'a.article_author_name',
          'a.article_link',
          'a.article_agreement',
          'a.article_html',
          'a.article_cover',
          'a.timestamp',
          'a.click_num',
          'a.comment_num',
          'a.zan',
          'u.id as uid',
          'u.username',
          'a.visibility',
        ])
        .where('a.article_id', '=', articleId)
        .executeTakeFirst(),
  };
}
