import { sql } from 'kysely';
import { VIEW_DEDUPE_MS, type ViewSource } from '@vsqx/domain';
import type { DB } from '../../db/database';
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

export const viewKeyOf = (v: { viewerKey: string; type: string; id: number }) =>
  `${v.viewerKey}|${v.type}|${v.id}`;

/**
 * Writes a batch of views; answers the keys (`viewer|type|id`) of those that counted. Views of one viewer and
 * item repeated within the batch count once (the first).
 */
export async function writeViews(db: DB, views: readonly PendingView[]): Promise<Set<string>> {
  const first = new Map<string, PendingView>();
  for (const v of views) if (!first.has(viewKeyOf(v))) first.set(viewKeyOf(v), v);
  const batch = [...first.values()];
  if (!batch.length) return new Set();
  return db.transaction().execute(async (trx) => {
    const counted = new Set<string>();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const rows = await trx
        .insertInto('analytics_marks')
        .values(
          batch
            .slice(i, i + CHUNK)
            .map((v) => ({ viewer_key: v.viewerKey, item_type: v.type, item_id: v.id, counted_at: v.at })),
        )
        .onConflict((oc) =>
          oc
            .columns(['viewer_key', 'item_type', 'item_id'])
            .doUpdateSet({ counted_at: (eb) => eb.ref('excluded.counted_at') })
            .where('analytics_marks.counted_at', '<=', sql<number>`excluded.counted_at - ${VIEW_DEDUPE_MS}`),
        )
        .returning(['viewer_key', 'item_type', 'item_id'])
        .execute();
      for (const r of rows)
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
