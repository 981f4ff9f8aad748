import { sql } from 'kysely';
import { UPLOAD_TRANSFERRING } from '@vsqx/domain';
import type { DB } from '../../db/database';

const sum = (col: string) => sql<number>`coalesce(sum(${sql.ref(col)}), 0)`;

export function createStatsRepository(db: DB) {
  return {
    projectTotals: (table: 'vsqx_projects' | 'midi_projects', userId: number) =>
      db
        .selectFrom(table)
        .select([
          sql<number>`count(*)`.as('all_project_num'),
          sum('click_num').as('all_click_num'),
          sum('download_num').as('all_download_num'),
          sum('comment_num').as('all_comment_num'),
          sum('zan').as('all_zan_num'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** Requests to the creator still waiting (author_reply 1), on the (author_id, id) index. */
    licencesWaiting: (userId: number) =>
      db
        .selectFrom('licence_requests')
        .select(sql<number>`count(*)`.as('n'))
        .where('author_id', '=', userId)
        .where('author_reply', '=', 1)
        .executeTakeFirstOrThrow(),

    /** The creator's projects and MIDI projects in the transfer state, on each table's user index. */
    transferring: (table: 'vsqx_projects' | 'midi_projects', userId: number) =>
      db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('upload_finish', '=', UPLOAD_TRANSFERRING)
        .executeTakeFirstOrThrow(),

    scores: (userId: number) =>
      db
        .selectFrom('users')
        .select(['vcourse_score', 'checkin_score'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
  };
}
