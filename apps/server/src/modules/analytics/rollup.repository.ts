import { sql } from 'kysely';
import { ANALYTICS_METRICS, type AnalyticsMetric } from '@vsqx/domain';
import type { DB } from '../../db/database';

/** Events folded per transaction: small enough to keep a roll-up's locks short. */
export const ROLLUP_BATCH = 5000;

type Key = string;
interface Folded {
  item_type: string;
  item_id: number;
  day: string;
  source: string;
  host: string;
  owner_id: number;
  counts: Record<AnalyticsMetric, number>;
}

/**
 * Folds up to `batch` of the oldest events into analytics_daily and deletes them, in one transaction.
 * Exact under crash and with several instances: the events are deleted with RETURNING inside the
 * transaction that adds them to the daily rows, so either both happen or neither; a second instance's
 * DELETE waits for the first's row locks (PostgreSQL) or its write lock (SQLite) and then finds those
 * rows gone, so it never adds them again. Answers how many events were folded.
 */
export async function rollUpOnce(db: DB, batch = ROLLUP_BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const oldest = trx.selectFrom('analytics_events').select('id').orderBy('id').limit(batch);
    const events = await trx
      .deleteFrom('analytics_events')
      .where('id', 'in', oldest)
      .returning(['owner_id', 'item_type', 'item_id', 'day', 'metric', 'n', 'source', 'host'])
      .execute();
    const folded = new Map<Key, Folded>();
    for (const e of events) {
      const key = `${e.item_type}|${e.item_id}|${e.day}|${e.source}|${e.host}`;
      let f = folded.get(key);
      if (!f) {
        f = {
          item_type: e.item_type,
          item_id: e.item_id,
          day: e.day,
          source: e.source,
          host: e.host,
          owner_id: e.owner_id,
          counts: zeroCounts(),
        };
        folded.set(key, f);
      }
      if ((ANALYTICS_METRICS as readonly string[]).includes(e.metric))
        f.counts[e.metric as AnalyticsMetric] += Number(e.n);
    }
    const add = (table: string) => (m: AnalyticsMetric, by: number) =>
      sql`${sql.ref(`${table}.${m}`)} + ${by}`;
    const owners = new Map<Key, Folded>();
    const items = new Map<Key, Folded>();
    for (const f of folded.values()) {
      await trx
        .insertInto('analytics_daily')
        .values({
          item_type: f.item_type,
          item_id: f.item_id,
          day: f.day,
          source: f.source,
          host: f.host,
          owner_id: f.owner_id,
          ...f.counts,
        })
        .onConflict((oc) =>
          oc
            .columns(['item_type', 'item_id', 'day', 'source', 'host'])
            .doUpdateSet(
              Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, add('analytics_daily')(m, f.counts[m])])),
            ),
        )
        .execute();
      merge(owners, `${f.owner_id}|${f.day}|${f.source}|${f.host}`, f);
      merge(items, `${f.owner_id}|${f.day}|${f.item_type}|${f.item_id}`, f);
    }
    // The coarser roll-ups (migration 0051) change in the same transaction, so all three always agree.
    for (const f of owners.values()) {
      await trx
        .insertInto('analytics_owner_daily')
        .values({ owner_id: f.owner_id, day: f.day, source: f.source, host: f.host, ...f.counts })
        .onConflict((oc) =>
          oc
            .columns(['owner_id', 'day', 'source', 'host'])
            .doUpdateSet(
              Object.fromEntries(
                ANALYTICS_METRICS.map((m) => [m, add('analytics_owner_daily')(m, f.counts[m])]),
              ),
            ),
        )
        .execute();
    }
    for (const f of items.values()) {
      await trx
        .insertInto('analytics_item_daily')
        .values({ owner_id: f.owner_id, day: f.day, item_type: f.item_type, item_id: f.item_id, ...f.counts })
        .onConflict((oc) =>
          oc
            .columns(['owner_id', 'day', 'item_type', 'item_id'])
            .doUpdateSet(
              Object.fromEntries(
                ANALYTICS_METRICS.map((m) => [m, add('analytics_item_daily')(m, f.counts[m])]),
              ),
            ),
        )
        .execute();
    }
    return events.length;
  });
}

/**
 * Folds every event waiting (the background task calls this every few seconds). It stops only at an empty
 * batch: a short batch may just mean another instance took some of its rows meanwhile.
 */
export async function rollUpAll(db: DB, batch = ROLLUP_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await rollUpOnce(db, batch);
    total += n;
    if (n === 0) return total;
  }
}

function merge(into: Map<Key, Folded>, key: Key, f: Folded) {
  const g = into.get(key);
  if (!g) {
    into.set(key, { ...f, counts: { ...f.counts } });
    return;
  }
  for (const m of ANALYTICS_METRICS) g.counts[m] += f.counts[m];
}

export function zeroCounts(): Record<AnalyticsMetric, number> {
  return { views: 0, downloads: 0, likes: 0, favourites: 0, comments: 0, licence_requests: 0 };
}
