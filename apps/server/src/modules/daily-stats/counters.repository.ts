import { sql } from 'kysely';
import { CLICK_WINDOW_MS, POPULARITY_WEIGHTS } from '@vsqx/domain';
import type { DB } from '../../db/database';

export type CounterColumn = 'click_num' | 'download_num' | 'comment_num' | 'zan';
/** What a counter belongs to: vsqx project, MIDI project, article, square post. */
export type CountedType = 'v' | 'm' | 'a' | 's';

const WEIGHT: Record<CounterColumn, number> = {
  click_num: POPULARITY_WEIGHTS.click,
  download_num: POPULARITY_WEIGHTS.download,
  comment_num: POPULARITY_WEIGHTS.comment,
  zan: POPULARITY_WEIGHTS.zan,
};

/**
 * Adds `by` to one counter and, for projects, the popularity score in the same statement, so the score
 * can never drift from the counts. Answers the counter's new value (undefined when the row is gone).
 */
export async function bumpCounter(
  db: DB,
  type: CountedType,
  id: number,
  column: CounterColumn,
  by: number,
): Promise<number | undefined> {
  const add = sql<number>`${sql.ref(column)} + ${by}`;
  const score = sql<number>`score + ${WEIGHT[column] * by}`;
  if (type === 'v') {
    const row = await db
      .updateTable('vsqx_projects')
      .set({ [column]: add, score })
      .where('music_id', '=', id)
      .returning(column)
      .executeTakeFirst();
    return row?.[column];
  }
  if (type === 'm') {
    const row = await db
      .updateTable('midi_projects')
      .set({ [column]: add, score })
      .where('midi_id', '=', id)
      .returning(column)
      .executeTakeFirst();
    return row?.[column];
  }
  if (type === 'a') {
    if (column === 'download_num') return undefined;
    const row = await db
      .updateTable('articles')
      .set({ [column]: add })
      .where('article_id', '=', id)
      .returning(column)
      .executeTakeFirst();
    return row?.[column];
  }
  if (column !== 'comment_num') return undefined;
  const row = await db
    .updateTable('square_posts')
    .set({ comment_num: add })
    .where('id', '=', id)
    .returning('comment_num')
    .executeTakeFirst();
  return row?.comment_num;
}

/** What a mark de-duplicates: a view of a project ('v') or MIDI ('m'), or a download of one ('dv', 'dm'). */
export type MarkedType = 'v' | 'm' | 'dv' | 'dm';

/**
 * Marks that a viewer saw (or downloaded) an item in this clock hour; answers true only for the first mark, so a click
 * counts at most once per viewer, item and hour even when two requests race (the primary key decides).
 * Older marks of the same viewer are dropped on the way, keeping the table small.
 */
export async function markView(
  db: DB,
  viewerKey: string,
  targetType: MarkedType,
  targetId: number,
  hour: number,
): Promise<boolean> {
  const res = await db
    .insertInto('view_marks')
    .values({ viewer_key: viewerKey, target_type: targetType, target_id: targetId, hour })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const fresh = Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  if (fresh)
    await db.deleteFrom('view_marks').where('viewer_key', '=', viewerKey).where('hour', '<', hour).execute();
  return fresh;
}

/**
 * Marks a download by this viewer in this window; answers whether it is the first, i.e. whether it counts
 * (issue 18: repeated downloads by one user or address count once, as views do). `viewerKey` comes from
 * `viewerKeyOf` (never a raw address). Run it inside the transaction that bumps the counters.
 */
export function firstDownload(
  trx: DB,
  type: 'v' | 'm',
  id: number,
  viewerKey: string,
  now = Date.now(),
): Promise<boolean> {
  return markView(trx, viewerKey, type === 'v' ? 'dv' : 'dm', id, Math.floor(now / CLICK_WINDOW_MS));
}
