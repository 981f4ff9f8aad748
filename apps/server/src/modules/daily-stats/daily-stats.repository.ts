import { sql } from 'kysely';
import type { DB } from '../../db/database';

export type DailyField = 'clicks' | 'downloads' | 'likes' | 'comments';

/** UTC day of a moment, the key of daily_stats. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Adds `by` (may be negative, e.g. an unlike) to one per-day counter of a project, creating the day's row
 * on first use. One upsert statement on both SQLite and PostgreSQL; call it inside the same transaction as
 * the counter change it mirrors.
 */
export async function bumpDailyStat(
  db: DB,
  e: {
    projectType: 'v' | 'm';
    projectId: number;
    userId: number;
    field: DailyField;
    by?: number;
    at?: number;
  },
): Promise<void> {
  const by = e.by ?? 1;
  await db
    .insertInto('daily_stats')
    .values({
      project_type: e.projectType,
      project_id: e.projectId,
      user_id: e.userId,
      day: dayOf(e.at ?? Date.now()),
      [e.field]: Math.max(by, 0),
    })
    .onConflict((oc) =>
      oc
        .columns(['project_type', 'project_id', 'day'])
        .doUpdateSet({ [e.field]: sql`daily_stats.${sql.ref(e.field)} + ${by}` }),
    )
    .execute();
}

/** A creator's per-day sums over all their projects of one kind, from `fromDay` on (days without rows are absent). */
export function trendRows(db: DB, userId: number, projectType: 'v' | 'm', fromDay: string) {
  const sum = (c: DailyField) => sql<number>`coalesce(sum(${sql.ref(c)}), 0)`.as(c);
  return db
    .selectFrom('daily_stats')
    .select(['day', sum('clicks'), sum('downloads'), sum('likes'), sum('comments')])
    .where('user_id', '=', userId)
    .where('project_type', '=', projectType)
    .where('day', '>=', fromDay)
    .groupBy('day')
    .execute();
}
