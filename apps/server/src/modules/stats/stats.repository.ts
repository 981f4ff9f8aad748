import { sql } from 'kysely';
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

    scores: (userId: number) =>
      db.selectFrom('users').select(['vcourse_score', 'checkin_score']).where('id', '=', userId).executeTakeFirstOrThrow(),
  };
}
