import { sql, type Kysely } from 'kysely';
import type { FavouriteItem, MentionMessage, MidiListRow, MyProjectItem, ReplyMessage } from '@vsqx/domain';
import type { Dialect } from './types';
import {
  cardSql,
  columnsOf,
  cutCardSql,
  num,
  spliced,
  splitCardSql,
  storedPiecesSql,
  text,
  type AnyCard,
  type CardDefinition,
} from './card-sql';

// The stored list cards (project_cards, project_items, the inbox's messages): what each card holds, typed by
// the wire type it is sent as, the SQL that writes it (card-sql.ts), and the refill for loads that bypassed the
// triggers. The triggers in the database were installed by migrations 0012, 0018 and 0060 from frozen copies
// of this SQL; cards.test.ts fails when this file and the installed triggers differ, so a change here needs a
// migration (db/README.md).

/** The members every project card starts with, in order (my list's and the site's: site-cards.ts). */
export const PROJECT_CARD_HEAD = {
  music_id: num(),
  vsqx_uid: text(),
  music_name: text(),
  pic_exist: num(),
  pic_version: num(),
  music_length: text(),
  up_time: num(),
} as const;

/** A card in "my projects" (spec §2 "Project list"). */
// visibility and publish_at are not stored: the owner's list routes append them (modules/visibility/publication-states.repository.ts).
export const PROJECT_CARD: CardDefinition<Omit<MyProjectItem, 'visibility' | 'publish_at'>> = {
  ...PROJECT_CARD_HEAD,
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

// messages: a reply or a mention in my inbox, stored on its own row in two pieces (card_sender, card_body) around
// the members read live: its id and read state, and the sender's current avatar.

/** The sender's id and name (usernames never change, as in FAVOURITE_CARD). */
const senderId = num((r) => `coalesce(${r}.from_user_id, 0)`, ['from_user_id']);
const senderName = text(
  (r) => `coalesce((select username from users where id = ${r}.from_user_id), '')`,
  ['from_user_id'],
);
const place = {
  scene: num((r) => `coalesce(${r}.scene, 1)`, ['scene']),
  project_id: num((r) => `coalesce(${r}.project_id, 0)`, ['project_id']),
  project_name: text(),
};

/** A reply to me (spec §3): `messages.kind = 'comment'`. */
export const REPLY_CARD: CardDefinition<ReplyMessage> = {
  id: spliced(),
  is_read: spliced(),
  uid: senderId,
  comment_name: senderName,
  avatar_exist: spliced(),
  avatar_version: spliced(),
  comment_text: text((r) => `${r}.text`, ['text']),
  comment_time: num((r) => `${r}.created_at`, ['created_at']),
  comment_type: num((r) => `coalesce(${r}.comment_type, 1)`, ['comment_type']),
  ...place,
  comment_id: num((r) => `coalesce(${r}.comment_id, 0)`, ['comment_id']),
};

/** A mention of me (spec §3): `messages.kind = 'at'`. */
export const MENTION_CARD: CardDefinition<MentionMessage> = {
  id: spliced(),
  is_read: spliced(),
  at_uid: senderId,
  at_name: senderName,
  avatar_exist: spliced(),
  avatar_version: spliced(),
  text: text(),
  timestamp: num((r) => `${r}.created_at`, ['created_at']),
  ...place,
};

/** The messages kinds with a stored card, and the card. */
export const MESSAGE_CARDS = { comment: REPLY_CARD as AnyCard, at: MENTION_CARD as AnyCard } as const;

/** The messages columns that hold a card's stored pieces, in order. */
const MESSAGE_CARD_COLUMNS = ['card_sender', 'card_body'] as const;

/** The messages columns whose change rewrites a card (kind included: it picks the card). */
export const MESSAGE_CARD_SOURCES = [
  ...new Set(['kind', ...Object.values(MESSAGE_CARDS).flatMap(columnsOf)]),
];

/** Each stored column of a message over row `r`, by its kind (NULL for the kinds without a card). */
function messageCardColumns(dialect: Dialect, r: string) {
  const byKind = Object.entries(MESSAGE_CARDS).map(
    ([kind, card]) => [kind, storedPiecesSql(dialect, card, r)] as const,
  );
  return MESSAGE_CARD_COLUMNS.map(
    (column, i) =>
      [
        column,
        `case ${r}.kind ${byKind.map(([kind, p]) => `when '${kind}' then ${p[i]}`).join(' ')} end`,
      ] as const,
  );
}

/** A card of `kind` read back over the message `m` and its sender `u` (left joined). */
export const messageCardSql = (kind: keyof typeof MESSAGE_CARDS) =>
  cutCardSql(
    MESSAGE_CARDS[kind],
    MESSAGE_CARD_COLUMNS.map((c) => `m.${c}`),
    {
      id: 'm.id',
      is_read: 'm.is_read',
      avatar_exist: 'coalesce(u.avatar_exist, 0)',
      avatar_version: 'coalesce(u.avatar_version, 0)',
    },
  );

/** The statements of the messages cards' triggers as this file defines them (what a migration that changes a card copies). */
export function messageCardTriggers(dialect: Dialect): string[] {
  const sources = MESSAGE_CARD_SOURCES.join(', ');
  if (dialect === 'postgres') {
    const assign = messageCardColumns(dialect, 'new').map(([c, v]) => `new.${c} := ${v};`);
    return [
      `create function messages_card() returns trigger language plpgsql as $$ begin ${assign.join(' ')} return new; end $$`,
      `create trigger messages_card before insert or update of ${sources} on messages
         for each row execute function messages_card()`,
    ];
  }
  const update = `update messages set ${messageCardColumns(dialect, 'new')
    .map(([c, v]) => `${c} = ${v}`)
    .join(', ')} where id = new.id;`;
  return [
    `create trigger messages_card_ins after insert on messages begin ${update} end`,
    `create trigger messages_card_upd after update of ${sources} on messages begin ${update} end`,
  ];
}

/** (Re)writes every message's card: the triggers keep them; this is for loads that bypassed triggers. */
export async function refillMessageCards(db: Kysely<unknown>, dialect: Dialect) {
  const set = messageCardColumns(dialect, 'messages').map(([c, v]) => `${c} = ${v}`);
  await sql.raw(`update messages set ${set.join(', ')}`).execute(db);
}
