import { createHash, randomBytes } from 'node:crypto';
import {
  VIEW_DEDUPE_MS,
  type AnalyticsItemType,
  type AnalyticsMetric,
  type ClientViewSource,
  type ViewSource,
} from '@vsqx/domain';
import type { DB } from '../../db/database';

/*
 * Writing analytics (issue 24): one insert per counted action into analytics_events, inside the transaction
 * of the action itself, so the event exists exactly when the action does. The roll-up (rollup.repository.ts)
 * folds them into daily rows later, off the request's path.
 */

/** UTC day of a moment. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface AnalyticsEvent {
  ownerId: number;
  /** Whoever acted; the owner's own actions are never recorded. */
  actorId: number | null;
  itemType: AnalyticsItemType;
  itemId: number;
  metric: AnalyticsMetric;
  /** ±1 (an unlike or unfavourite takes one off the day it was given). */
  n?: number;
  at?: number;
  source?: ViewSource;
  host?: string;
}

/** Records one action unless the owner did it; answers whether it was recorded. */
export async function recordEvent(db: DB, e: AnalyticsEvent): Promise<boolean> {
  if (e.actorId !== null && e.actorId === e.ownerId) return false;
  if (e.n === 0) return false;
  await db
    .insertInto('analytics_events')
    .values({
      owner_id: e.ownerId,
      item_type: e.itemType,
      item_id: e.itemId,
      day: utcDay(e.at ?? Date.now()),
      metric: e.metric,
      n: e.n ?? 1,
      source: e.source ?? '',
      host: e.host ?? '',
    })
    .execute();
  return true;
}

/** Marks older than the window decide nothing any more. */
export async function sweepViewMarks(db: DB, now = Date.now()): Promise<number> {
  const res = await db
    .deleteFrom('analytics_marks')
    .where('counted_at', '<', now - VIEW_DEDUPE_MS)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Who is looking: the user when logged in, else the address and browser (hashed, never stored raw). */
export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent?: string;
}

/** Per database (tests run several), the day's salt once read. */
const saltCache = new WeakMap<DB, { day: string; salt: string }>();

/**
 * The salt of the UTC day, shared by every instance through the database (the first to ask writes it).
 * Older salts are deleted, so a stored key cannot be linked to an address after its day.
 */
async function saltOfDay(db: DB, day: string): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(24).toString('hex') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('analytics_salts').where('day', '<', day).execute();
  saltCache.set(db, { day, salt: row.salt });
  return row.salt;
}

/** The de-duplication key of a viewer: `u:<id>` for a user, else a salted hash of address and browser. */
export async function viewerKeyOf(db: DB, v: Viewer, now = Date.now()): Promise<string> {
  if (v.userId) return `u:${v.userId}`;
  const salt = await saltOfDay(db, utcDay(now));
  return `h:${createHash('sha256')
    .update(`${salt}|${v.ip}|${v.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 40)}`;
}

/**
 * Where a view came from: the web's label when it gave one (already checked against the enum), else an
 * external site by the Referer's host when that is not this site, else direct.
 */
export function viewSource(
  from: ClientViewSource | undefined,
  referer: string | undefined,
  ownHost: string | undefined,
): { source: ViewSource; host: string } {
  if (from) return { source: from, host: '' };
  if (referer) {
    try {
      const u = new URL(referer);
      const host = u.hostname.toLowerCase().slice(0, 100);
      const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '');
      if ((u.protocol === 'http:' || u.protocol === 'https:') && host && host !== own)
        return { source: 'external', host };
    } catch {
      // Not a URL: nothing to learn from it.
    }
  }
  return { source: 'direct', host: '' };
}
