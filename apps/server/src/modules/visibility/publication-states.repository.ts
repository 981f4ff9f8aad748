import { sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { DB, Dialect } from '../../db/types';

/** The first id member of a stored card: `music_id` (a vsqx card) or `midi_id` (a MIDI card of the merged list). */
const ID_MEMBER = /"(music_id|midi_id)":(\d+)/;

/**
 * Ids passed as one bound text, so one statement serves any page: a PostgreSQL array literal (`{1,2}`), or a
 * JSON array on SQLite (`json_each`).
 */
const idList = (dialect: Dialect, ids: number[]) =>
  dialect === 'postgres' ? `{${ids.join(',')}}` : `[${ids.join(',')}]`;

const idIn = (dialect: Dialect, column: string, ids: string) =>
  dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(cast(${ids} as integer[]))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${ids}))`;

/**
 * Both kinds' visibility and schedule for a page's ids, in one statement (shown in the SQL snapshot). Prepared:
 * built, compiled and (on PostgreSQL) planned once, where it was a query built per request beside the page.
 */
export const publicationStatesQuery = (db: DB, dialect: Dialect, vsqxIds: string, midiIds: string) =>
  db
    .selectFrom('vsqx_projects')
    .select([sql.lit(1).as('kind'), 'music_id as id', 'visibility', 'publish_at'])
    .where(idIn(dialect, 'music_id', vsqxIds))
    .unionAll(
      db
        .selectFrom('midi_projects')
        .select([sql.lit(2).as('kind'), 'midi_id as id', 'visibility', 'publish_at'])
        .where(idIn(dialect, 'midi_id', midiIds)),
    );

type StateRow = { kind: number; id: number; visibility: string; publish_at: number | string | null };
const readers = new WeakMap<DB, (vsqxIds: string, midiIds: string) => Promise<StateRow[]>>();

/**
 * The owner's lists show each item's visibility and waiting schedule (DESIGN §8 status badges), but the stored
 * cards (migrations 0012, 0018) are shared with public lists and do not carry them. This reads both columns for
 * the page's items, primary-key lookups in one statement, and appends them to each card's text:
 * `,"visibility":…,"publish_at":…}`. The merged list's filtered pages call it; its plain pages and the vsqx
 * list read both columns with their cards (all-projects.repository.ts, project-lists.ts `ownerCard`). A public list never shows anything but
 * public items anyway.
 */
export async function withPublication(db: DB, dialect: Dialect, cards: string[]): Promise<string[]> {
  const ids = { music_id: [] as number[], midi_id: [] as number[] };
  const keys = cards.map((card) => {
    const m = ID_MEMBER.exec(card);
    if (!m) return null;
    ids[m[1] as keyof typeof ids].push(Number(m[2]));
    return `${m[1] === 'music_id' ? 1 : 2}:${m[2]}`;
  });
  if (!ids.music_id.length && !ids.midi_id.length) return cards;
  let read = readers.get(db);
  if (!read)
    readers.set(
      db,
      (read = preparedQuery(db, (v: string, m: string) => publicationStatesQuery(db, dialect, v, m))),
    );
  const states = new Map<string, StateRow>();
  for (const r of await read(idList(dialect, ids.music_id), idList(dialect, ids.midi_id)))
    states.set(`${Number(r.kind)}:${r.id}`, r);
  return cards.map((card, i) => {
    const s = keys[i] ? states.get(keys[i]) : undefined;
    return s ? withState(card, s.visibility, s.publish_at) : card;
  });
}

/** A stored card with its item's visibility and schedule appended: `,"visibility":…,"publish_at":…}`. */
export function withState(card: string, visibility: string, publishAt: number | string | null): string {
  const at = publishAt === null ? 'null' : String(Number(publishAt));
  return `${card.slice(0, card.lastIndexOf('}'))},"visibility":${JSON.stringify(visibility)},"publish_at":${at}}`;
}
