import { sql } from 'kysely';
import type { DB } from '../../db/database';

export interface SuggestionListFilter {
  status?: number;
  userId?: number;
  limit?: number;
  offset?: number;
}

/** Kysely only; `db` may be a transaction (a merge and its score commit together). */
export function createSuggestionsRepository(db: DB) {
  function listQuery(f: SuggestionListFilter) {
    let q = db
      .selectFrom('suggestions as s')
      .innerJoin('tutorial_docs as d', 'd.id', 's.docs_id')
      .innerJoin('users as u', 'u.id', 's.user_id');
    if (f.status !== undefined) q = q.where('s.suggest_status', '=', f.status);
    if (f.userId !== undefined) q = q.where('s.user_id', '=', f.userId);
    return q;
  }

  return {
    async count(f: SuggestionListFilter) {
      const r = await listQuery(f)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    list(f: SuggestionListFilter) {
      let q = listQuery(f)
        .select([
          's.id',
          's.docs_id',
          'd.title as docs_title',
          's.submit_time',
          's.user_id as submit_uid',
          'u.username as submit_username',
          's.easy_desc',
          's.suggest_text',
          's.suggest_status',
          's.manager_comment',
          's.manager_name',
        ])
        .orderBy('s.id', 'desc');
      if (f.limit !== undefined) q = q.limit(f.limit).offset(f.offset ?? 0);
      return q.execute();
    },

    findById: (id: number) =>
      db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Moves a suggestion only if it is still in `from`: the one-change-at-a-time guard. */
    async move(
      id: number,
      from: number,
      to: number,
      patch: { manager_comment?: string; manager_id: number; manager_name: string },
      now: number,
    ) {
      const res = await db
        .updateTable('suggestions')
        .set({ suggest_status: to, ...patch, updated_at: now })
        .where('id', '=', id)
        .where('suggest_status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    addScore: (userId: number, points: number) =>
      db
        .updateTable('users')
        .set({ vcourse_score: sql<number>`vcourse_score + ${points}` })
        .where('id', '=', userId)
        .execute(),

    insert: async (row: {
      docs_id: number;
      user_id: number;
      easy_desc: string;
      suggest_text: string;
      submit_time: number;
    }) =>
      (
        await db
          .insertInto('suggestions')
          .values({ ...row, updated_at: row.submit_time })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    docs: () =>
      db
        .selectFrom('tutorial_docs')
        .select(['id', 'slug', 'title', 'updated_at'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    doc: (id: number) =>
      db
        .selectFrom('tutorial_docs')
        .select(['id', 'slug', 'title', 'updated_at', 'content_html'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
