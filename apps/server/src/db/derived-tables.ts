import type { ColumnType } from 'kysely';

// Tables the database derives itself: triggers keep them in the same transaction as the rows they come from,
// requests only read them (bulk loads repair them: refillProjectItems, rebuildListCounts, refillProjectCards), backups skip them
// and restores remake them (admin/backup.ts DERIVED).

/**
 * Length of a per-user list (`vsqx`, `fav`, `msg_<kind>`), kept by triggers (migration 0010); a row only while
 * n > 0. `version` changes whenever the list gains, loses or reorders an item (migration 0011).
 */
export interface ListCountsTable {
  user_id: number;
  list: string;
  n: number;
  version: ColumnType<number | string, number | undefined, number>;
}

/** Each project's list cards as the JSON text the lists send, kept by triggers (migration 0012). */
export interface ProjectCardsTable {
  music_id: number;
  /** A card of "my projects". */
  card: string;
  /** A card of "my favourites" is fav_head + the favourite's add_time + fav_tail. */
  fav_head: string;
  fav_tail: string;
}

/**
 * One row per project and per MIDI project: the sort columns and the card of "all my projects" (spec §2), kept
 * by triggers (migration 0018). `kind`: ITEM_KIND (1 vsqx, 2 MIDI).
 */
export interface ProjectItemsTable {
  kind: number;
  item_id: number;
  user_id: number;
  up_time: number;
  score: number;
  /** The item as the merged list sends it: `{"kind":"v"|"m",` then the card of its own list call. */
  card: string;
  /** Its row's visibility and schedule (migration 0058), appended to the card by the list (withState). */
  visibility: ColumnType<string, string | undefined, string>;
  publish_at: number | string | null;
}
