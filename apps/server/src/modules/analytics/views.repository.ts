import { CompiledQuery } from 'kysely';
import { VIEW_DEDUPE_MS, type ViewSource } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { bumpCounter } from '../daily-stats/counters.repository';
import { bumpDailyStat } from '../daily-stats/daily-stats.repository';
import { utcDay } from './analytics.record';

/** The batch writer of counted page views (view-buffer.ts holds them until then). */

export type ViewedType = 'v' | 'm' | 'a';

export interface PendingView {
  type: ViewedType;
  id: number;
  ownerId: number;
  actorId: number | null;
  viewerKey: string;
  at: number;
  source: ViewSource;
  host: string;
}

/** Rows per statement: 4 bound values a mark, 9 an event, far under SQLite's and PostgreSQL's limits. */
export const CHUNK = 500;

/**
 * The 30-minute marks of a batch in one statement with one JSON parameter: the statement's text never
 * changes, so it is prepared once, and nothing is built per row (a Kysely multi-row upsert built and compiled
 * four values a view, most of what a counted view cost the page; docs/performance.md). A row comes back only
 * when its view counts: new, or its mark older than the window.
 */
const MARKS: Record<Dialect, string> = {
  sqlite: `insert into analytics_marks (viewer_key, item_type, item_id, counted_at)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(?) where true
    on conflict (viewer_key, item_type, item_id) do update set counted_at = excluded.counted_at
    where analytics_marks.counted_at <= excluded.counted_at - ?
    returning viewer_key, item_type, item_id`,
  postgres: `insert into analytics_marks (viewer_key, item_type, item_id, counted_at)
    select m ->> 0, m ->> 1, (m ->> 2)::integer, (m ->> 3)::bigint from jsonb_array_elements($1::jsonb) m
    on conflict (viewer_key, item_type, item_id) do update set counted_at = excluded.counted_at
    where analytics_marks.counted_at <= excluded.counted_at - $2::bigint
    returning viewer_key, item_type, item_id`,
};

export const viewKeyOf = (v: { viewerKey: string; type: string; id: number }) =>
  `${v.viewerKey}|${v.type}|${v.id}`;

/**
 * Writes a batch of views; answers the keys (`viewer|type|id`) of those that counted. Views of one viewer and
 * item repeated within the batch count once (the first).
 */
export async function writeViews(
  db: DB,
  dialect: Dialect,
  views: readonly PendingView[],
): Promise<Set<string>> {
  const first = new Map<string, PendingView>();
  for (const v of views) if (!first.has(viewKeyOf(v))) first.set(viewKeyOf(v), v);
  const batch = [...first.values()];
  if (!batch.length) return new Set();
  return db.transaction().execute(async (trx) => {
    const counted = new Set<string>();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const marks = JSON.stringify(batch.slice(i, i + CHUNK).map((v) => [v.viewerKey, v.type, v.id, v.at]));
      const { rows } = await trx.executeQuery(CompiledQuery.raw(MARKS[dialect], [marks, VIEW_DEDUPE_MS]));
      for (const r of rows as { viewer_key: string; item_type: string; item_id: number | string }[])
        counted.add(viewKeyOf({ viewerKey: r.viewer_key, type: r.item_type, id: Number(r.item_id) }));
    }
    const views = batch.filter((v) => counted.has(viewKeyOf(v)));
    // One counter and day-figure change per item and day; one event row per item, day, source and host.
    const perItemDay = new Map<string, { v: PendingView; n: number }>();
    const perEvent = new Map<string, { v: PendingView; n: number }>();
    for (const v of views) {
      const day = utcDay(v.at);
      const a =
        perItemDay.get(`${v.type}|${v.id}|${day}`) ??
        perItemDay.set(`${v.type}|${v.id}|${day}`, { v, n: 0 }).get(`${v.type}|${v.id}|${day}`)!;
      a.n += 1;
      const ek = `${v.type}|${v.id}|${day}|${v.source}|${v.host}`;
      const e = perEvent.get(ek) ?? perEvent.set(ek, { v, n: 0 }).get(ek)!;
      e.n += 1;
    }
    for (const { v, n } of perItemDay.values()) {
      await bumpCounter(trx, v.type, v.id, 'click_num', n);
      if (v.type !== 'a')
        await bumpDailyStat(trx, {
          projectType: v.type,
          projectId: v.id,
          userId: v.ownerId,
          field: 'clicks',
          by: n,
          at: v.at,
        });
    }
    const events = [...perEvent.values()].map(({ v, n }) => ({
      owner_id: v.ownerId,
      item_type: v.type,
      item_id: v.id,
      day: utcDay(v.at),
      metric: 'views',
      n,
      source: v.source,
      host: v.host,
    }));
    for (let i = 0; i < events.length; i += CHUNK)
      await trx
        .insertInto('analytics_events')
        .values(events.slice(i, i + CHUNK))
        .execute();
    return counted;
  });
}
