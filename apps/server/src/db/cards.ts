import { sql, type Kysely } from 'kysely';
import type { FavouriteItem, MidiListRow, MyProjectItem } from '@vsqx/domain';
import type { Dialect } from './types';

// The stored list cards (project_cards, project_items): what each card holds, typed by the wire type it is
// sent as, the SQL that writes it, and the refill for loads that bypassed the triggers. The triggers in the
// database were installed by migrations 0012 and 0018 from frozen copies of this SQL; cards.test.ts fails when
// this file and the installed triggers differ, so a change here needs a migration (db/README.md).

/** SQL over the row `r` (NEW, OLD or a table alias). */
type Over = (r: string) => string;

/** A JSON member of a stored card: text members go through the database's JSON quoting, numbers as they are. */
interface Member<Quote extends boolean> {
  quote: Quote;
  /** Its value over row `r`; the column of the member's name by default. */
  sql?: Over;
  /** The columns its value reads (a change of one rewrites the card); the member's name by default. */
  columns?: readonly string[];
  /** Not stored: the card is cut here and the list splices the value in (a favourite's own add_time). */
  spliced?: true;
}

/**
 * A card of wire type T: one member per member of T, in the order they are sent. A member missing or extra is
 * a compile error, and so is a text member written as a number or the other way round.
 */
export type CardDefinition<T> = {
  readonly [K in keyof T]-?: T[K] extends string ? Member<true> : Member<false>;
};

const text = (sql?: Over, columns?: readonly string[]): Member<true> => ({ quote: true, sql, columns });
const num = (): Member<false> => ({ quote: false });
const spliced = (): Member<false> => ({ quote: false, spliced: true });

/** A card in "my projects" (spec §2 "Project list"). */
// visibility and publish_at are not stored: the owner's list routes append them (modules/visibility/publication-states.repository.ts).
export const PROJECT_CARD: CardDefinition<Omit<MyProjectItem, 'visibility' | 'publish_at'>> = {
  music_id: num(),
  vsqx_uid: text(),
  music_name: text(),
  pic_exist: num(),
  pic_version: num(),
  music_length: text(),
  up_time: num(),
  upload_finish: num(),
  click_num: num(),
  download_num: num(),
  comment_num: num(),
  zan: num(),
  score: num(),
};

/** A card in "my favourites": stored in two halves around the favourite's own add_time. */
export const FAVOURITE_CARD: CardDefinition<FavouriteItem> = {
  music_id: num(),
  music_name: text(),
  music_length: text(),
  pic_exist: num(),
  pic_version: num(),
  vsqx_uid: text(),
  add_time: spliced(),
  zan: num(),
  download_num: num(),
  comment_num: num(),
  click_num: num(),
  // A repost names its original author; an original is credited to the uploader (usernames never change).
  p_name: text(
    (r) =>
      `case when ${r}.music_type = 2 then ${r}.p_name else (select username from users where id = ${r}.user_id) end`,
    ['music_type', 'p_name', 'user_id'],
  ),
};

/** A MIDI project in "all my projects": the row of its own list call (midi.repository.ts). */
export const MIDI_CARD: CardDefinition<Omit<MidiListRow, 'visibility' | 'publish_at'>> = {
  midi_id: num(),
  midi_uid: text(),
  midi_name: text(),
  midi_type: text(),
  music_length: text(),
  up_time: num(),
  click_num: num(),
  download_num: num(),
  comment_num: num(),
  zan: num(),
  score: num(),
  pic_exist: num(),
  pic_version: num(),
  upload_finish: num(),
  tag: text(),
  agreement: num(),
};

type AnyCard = Record<string, Member<boolean>>;

const entries = (card: AnyCard) => Object.entries(card) as [string, Member<boolean>][];

/** The columns a card reads, in member order. */
const columnsOf = (card: AnyCard) =>
  entries(card).flatMap(([name, m]) => (m.spliced ? [] : (m.columns ?? [name])));

/**
 * The members `"name":value,…` over row `r` as an SQL text expression: the bytes JSON.stringify makes (text
 * through the database's JSON quoting, which escapes as JSON.stringify does; every column is NOT NULL).
 */
function members(dialect: Dialect, r: string, list: [string, Member<boolean>][]) {
  const quote = (e: string) => (dialect === 'postgres' ? `to_json((${e})::text)::text` : `json_quote(${e})`);
  return list
    .map(([name, m], i) => {
      const value = m.sql ? m.sql(r) : `${r}.${name}`;
      return `'${i ? ',' : ''}"${name}":' || ${m.quote ? quote(value) : value}`;
    })
    .join(' || ');
}

/** A whole card over row `r`, optionally after fixed leading text (`"kind":"v",`). */
export const cardSql = (dialect: Dialect, card: AnyCard, r: string, lead = '') =>
  `'{${lead}' || ${members(dialect, r, entries(card))} || '}'`;

/** A card cut at its spliced member: head ends with `"name":`, tail starts with the comma after the value. */
export function splitCardSql(dialect: Dialect, card: AnyCard, r: string) {
  const all = entries(card);
  const at = all.findIndex(([, m]) => m.spliced);
  return {
    head: `'{' || ${members(dialect, r, all.slice(0, at))} || ',"${all[at][0]}":'`,
    tail: `',' || ${members(dialect, r, all.slice(at + 1))} || '}'`,
  };
}

// project_cards: the vsqx list's card and the favourites' halves of each project.

/** The stored columns of project_cards over row `r`. */
export function projectCardColumns(dialect: Dialect, r: string) {
  const fav = splitCardSql(dialect, FAVOURITE_CARD, r);
  return { card: cardSql(dialect, PROJECT_CARD, r), fav_head: fav.head, fav_tail: fav.tail };
}

/** The vsqx_projects columns whose change rewrites a project's cards. */
export const PROJECT_CARD_SOURCES = [...new Set([...columnsOf(PROJECT_CARD), ...columnsOf(FAVOURITE_CARD)])];

/** The statements of project_cards' triggers as this file defines them (what a migration that changes a card copies). */
export function projectCardTriggers(dialect: Dialect): string[] {
  const c = projectCardColumns(dialect, 'new');
  const upsert = `insert into project_cards (music_id, card, fav_head, fav_tail) values (new.music_id, ${c.card}, ${c.fav_head}, ${c.fav_tail})
    on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail;`;
  return dialect === 'postgres'
    ? [
        `create function vsqx_projects_card() returns trigger language plpgsql as $$ begin ${upsert} return null; end $$`,
        `create trigger vsqx_projects_card after insert or update of ${PROJECT_CARD_SOURCES.join(', ')} on vsqx_projects
           for each row execute function vsqx_projects_card()`,
      ]
    : [
        `create trigger vsqx_projects_card_ins after insert on vsqx_projects begin ${upsert} end`,
        `create trigger vsqx_projects_card_upd after update of ${PROJECT_CARD_SOURCES.join(', ')} on vsqx_projects begin ${upsert} end`,
      ];
}

/**
 * (Re)writes the cards of every project: the triggers keep them; this is for loads that bypassed triggers.
 * (`where true`: SQLite's parser needs a WHERE before an upsert's ON CONFLICT after a SELECT.)
 */
export async function refillProjectCards(db: Kysely<unknown>, dialect: Dialect) {
  const c = projectCardColumns(dialect, 'p');
  await sql
    .raw(
      `insert into project_cards (music_id, card, fav_head, fav_tail) select p.music_id, ${c.card}, ${c.fav_head}, ${c.fav_tail} from vsqx_projects p
          where true on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail`,
    )
    .execute(db);
}

// project_items: "all my projects", each item with the card of its own list and `kind` first.

/** `project_items.kind`: which table an item is a row of. */
export const ITEM_KIND = { vsqx: 1, midi: 2 } as const;

/** The tables whose rows are items, their id column, kind, letter (`v` | `m`, as `project_type`) and card. */
export const ITEM_SOURCES = [
  {
    table: 'vsqx_projects',
    id: 'music_id',
    kind: ITEM_KIND.vsqx,
    letter: 'v',
    card: PROJECT_CARD as AnyCard,
  },
  { table: 'midi_projects', id: 'midi_id', kind: ITEM_KIND.midi, letter: 'm', card: MIDI_CARD as AnyCard },
] as const;

type ItemSource = (typeof ITEM_SOURCES)[number];

/** The stored card of an item over row `r` of its source. */
export const itemCardSql = (dialect: Dialect, s: ItemSource, r: string) =>
  cardSql(dialect, s.card, r, `"kind":"${s.letter}",`);

/** The columns of a source whose change rewrites its item: the copied sort columns, then its card's. */
export const itemSources = (s: ItemSource) => [
  ...new Set(['user_id', 'up_time', 'score', ...columnsOf(s.card)]),
];

/**
 * Makes project_items again from the projects and MIDI projects: the triggers keep it; this is for loads that
 * bypassed triggers (a benchmark's bulk load). Run rebuildListCounts after.
 */
export async function refillProjectItems(db: Kysely<unknown>, dialect: Dialect) {
  await sql`delete from project_items`.execute(db);
  for (const s of ITEM_SOURCES)
    await sql
      .raw(
        `insert into project_items (kind, item_id, user_id, up_time, score, card) select ${s.kind}, r.${s.id}, r.user_id, r.up_time, r.score, ${itemCardSql(dialect, s, 'r')} from ${s.table} r`,
      )
      .execute(db);
}
