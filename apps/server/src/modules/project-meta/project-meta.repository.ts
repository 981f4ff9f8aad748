import type { Generated } from 'kysely';
import type { DB } from '../../db/database';

/** Table of migration 0009 (kept here: only this module reads or writes it). */
export interface SingerUnmatchedTable {
  id: Generated<number>;
  name: string;
  format: string;
  seen_count: number;
  first_seen: number;
  last_seen: number;
}

export interface UnmatchedRow {
  name: string;
  format: string;
  seen_count: number;
  first_seen: number;
  last_seen: number;
}

const withTable = (db: DB) => db.withTables<{ singer_unmatched: SingerUnmatchedTable }>();

/** Counts one sighting of each name (inserted the first time, counted up after). */
export async function recordUnmatchedSingers(
  db: DB,
  names: readonly string[],
  format: string,
  now = Date.now(),
): Promise<void> {
  for (const name of names) {
    await withTable(db)
      .insertInto('singer_unmatched')
      .values({ name, format, seen_count: 1, first_seen: now, last_seen: now })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({ seen_count: eb('singer_unmatched.seen_count', '+', 1), last_seen: now })),
      )
      .execute();
  }
}

export async function listUnmatchedSingers(db: DB, limit: number): Promise<UnmatchedRow[]> {
  return withTable(db)
    .selectFrom('singer_unmatched')
    .select(['name', 'format', 'seen_count', 'first_seen', 'last_seen'])
    .orderBy('seen_count', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The stored metadata of a live project or MIDI project, by its public uid. */
export async function findLiveMetaJson(db: DB, uid: string): Promise<string | null> {
  const p = await db
    .selectFrom('vsqx_projects')
    .select('meta_json')
    .where('vsqx_uid', '=', uid)
    .executeTakeFirst();
  if (p) return p.meta_json;
  const m = await db
    .selectFrom('midi_projects')
    .select('meta_json')
    .where('midi_uid', '=', uid)
    .executeTakeFirst();
  return m?.meta_json ?? null;
}

/** The newest staged project/MIDI file of a slot with metadata, only for the user who uploaded it. */
export async function findStagedMetaJson(db: DB, uid: string, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('staged_uploads')
    .select('meta_json')
    .where('slot_uid', '=', uid)
    .where('user_id', '=', userId)
    .where('role', 'in', ['project', 'midi'])
    .where('meta_json', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.meta_json ?? null;
}
