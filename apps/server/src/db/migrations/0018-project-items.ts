import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

// Frozen copies of the builders of migrations 0010 and 0012 (as they ran), so this migration does the same on
// every database whatever later code does: migrations import nothing but types (db/README.md).

/** A table whose rows make per-user lists: COUNTED above, and `project_items` (migration 0018). */
interface Counted {
  table: string;
  owner: string;
  list: (r: string) => string;
  changes: readonly string[];
}

/**
 * A fresh list version (migration 0011): random, so a version never comes back once a list has moved on,
 * not even after the row was deleted at n = 0 and made again; within 2^53, so it reads exactly as a JS number.
 */
const NEW_VERSION = {
  sqlite: '(random() >> 11)',
  postgres: 'floor(random() * 9007199254740991)::bigint',
} as const;

/** The count triggers of one counted table; `versioned` (migration 0011) also gives the list a new version. */
async function createCountTriggers(db: Kysely<unknown>, dialect: Dialect, c: Counted, versioned: boolean) {
  for (const stmt of dialect === 'postgres'
    ? countPgTriggers(c, versioned)
    : countSqliteTriggers(c, versioned))
    await sql.raw(stmt).execute(db);
}

function countSqliteTriggers(c: Counted, versioned: boolean): string[] {
  const v = versioned ? `, version = ${NEW_VERSION.sqlite}` : '';
  const add = (r: string) =>
    versioned
      ? `insert into list_counts (user_id, list, n, version) values (${r}.${c.owner}, ${c.list(r)}, 1, ${NEW_VERSION.sqlite}) on conflict (user_id, list) do update set n = n + 1${v};`
      : `insert into list_counts (user_id, list, n) values (${r}.${c.owner}, ${c.list(r)}, 1) on conflict (user_id, list) do update set n = n + 1;`;
  const remove = (r: string) =>
    `update list_counts set n = n - 1${v} where user_id = ${r}.${c.owner} and list = ${c.list(r)};
     delete from list_counts where user_id = ${r}.${c.owner} and list = ${c.list(r)} and n <= 0;`;
  const moved = c.changes.map((col) => `old.${col} <> new.${col}`).join(' or ');
  return [
    `create trigger ${c.table}_lc_ins after insert on ${c.table} begin ${add('new')} end`,
    `create trigger ${c.table}_lc_del after delete on ${c.table} begin ${remove('old')} end`,
    `create trigger ${c.table}_lc_move after update of ${c.changes.join(', ')} on ${c.table} when ${moved} begin ${remove('old')} ${add('new')} end`,
  ];
}

function countPgTriggers(c: Counted, versioned: boolean): string[] {
  const moved = c.changes.map((col) => `old.${col} is distinct from new.${col}`).join(' or ');
  const v = versioned ? `, version = ${NEW_VERSION.postgres}` : '';
  const insert = versioned
    ? `insert into list_counts (user_id, list, n, version) values (uid, lst, d, ${NEW_VERSION.postgres}) on conflict (user_id, list) do update set n = list_counts.n + excluded.n${v};`
    : 'insert into list_counts (user_id, list, n) values (uid, lst, d) on conflict (user_id, list) do update set n = list_counts.n + excluded.n;';
  return [
    // Created once (the first counted table); `create or replace` keeps the statement list uniform.
    `create or replace function list_counts_add(uid integer, lst text, d integer) returns void language plpgsql as $$
     begin
       if d > 0 then
         ${insert}
       else
         update list_counts set n = n + d${v} where user_id = uid and list = lst;
         delete from list_counts where user_id = uid and list = lst and n <= 0;
       end if;
     end $$`,
    `create function ${c.table}_lc() returns trigger language plpgsql as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then perform list_counts_add(new.${c.owner}, ${c.list('new')}, 1); end if;
       if tg_op in ('DELETE', 'UPDATE') then perform list_counts_add(old.${c.owner}, ${c.list('old')}, -1); end if;
       return null;
     end $$`,
    `create trigger ${c.table}_lc after insert or delete on ${c.table} for each row execute function ${c.table}_lc()`,
    `create trigger ${c.table}_lc_move after update of ${c.changes.join(', ')} on ${c.table} for each row when (${moved}) execute function ${c.table}_lc()`,
  ];
}

/** A JSON member of a stored card: its name, whether its value is text, and its SQL over row `r` (the column by default). */
type Field = readonly [name: string, text: boolean, expr?: (r: string) => string];

const col = (name: string, text = false): Field => [name, text];

/** A card in "my projects" (spec §2 "Project list"), in the order its members are sent. */
const PROJECT_CARD: Field[] = [
  col('music_id'),
  col('vsqx_uid', true),
  col('music_name', true),
  col('pic_exist'),
  col('pic_version'),
  col('music_length', true),
  col('up_time'),
  col('upload_finish'),
  col('click_num'),
  col('download_num'),
  col('comment_num'),
  col('zan'),
  col('score'),
];

/**
 * The members `"name":value,…` of fields over row `r`, as an SQL text expression: the same bytes
 * JSON.stringify makes (text through the database's JSON quoting, which escapes as JSON.stringify does;
 * every column is NOT NULL). Tested against the rows in db/project-cards.test.ts.
 */
function members(dialect: Dialect, r: string, fields: Field[]) {
  const quote = (e: string) => (dialect === 'postgres' ? `to_json((${e})::text)::text` : `json_quote(${e})`);
  return fields
    .map(([name, text, expr], i) => {
      const value = expr ? expr(r) : `${r}.${name}`;
      return `'${i ? ',' : ''}"${name}":' || ${text ? quote(value) : value}`;
    })
    .join(' || ');
}

/** `project_items.kind`: which table an item is a row of. Numbers, so an item's sort key is all numbers (db/page-anchors.ts). */
const ITEM_KIND = { vsqx: 1, midi: 2 } as const;

/** A MIDI card: the columns of a `select_p_midi.php` row (midi.repository.ts LIST_COLUMNS), in that order. */
const MIDI_CARD: Field[] = [
  col('midi_id'),
  col('midi_uid', true),
  col('midi_name', true),
  col('midi_type', true),
  col('music_length', true),
  col('up_time'),
  col('click_num'),
  col('download_num'),
  col('comment_num'),
  col('zan'),
  col('score'),
  col('pic_exist'),
  col('pic_version'),
  col('upload_finish'),
  col('tag', true),
  col('agreement'),
];

/**
 * The tables whose rows are items of "all my projects": their id column, and their card, the card of their own
 * list call with `kind` first (`v` | `m`, the letters `project_type` uses).
 */
const SOURCES = [
  { table: 'vsqx_projects', id: 'music_id', kind: ITEM_KIND.vsqx, letter: 'v', card: PROJECT_CARD },
  { table: 'midi_projects', id: 'midi_id', kind: ITEM_KIND.midi, letter: 'm', card: MIDI_CARD },
] as const;

/** The sort columns an item copies from its row: a change of one of them reorders the merged list. */
const COPIED = ['user_id', 'up_time', 'score'] as const;

/** The columns whose change rewrites an item: its sort columns and its card's. */
const watched = (s: Source) => [...new Set([...COPIED, ...s.card.map((f) => f[0])])];

/** The stored card of row `r` of source `s`, as an SQL text expression (every card column is NOT NULL). */
const cardOf = (dialect: Dialect, s: Source, r: string) =>
  `'{"kind":"${s.letter}",' || ${members(dialect, r, s.card)} || '}'`;

/** The merged list's length and version live in list_counts as the list `items`, kept like the others (migration 0010). */
const ITEMS_COUNTED: Counted = {
  table: 'project_items',
  owner: 'user_id',
  list: () => `'items'`,
  changes: ['user_id'],
};

type Source = (typeof SOURCES)[number];

const insertItem = (dialect: Dialect, s: Source) =>
  `insert into project_items (kind, item_id, user_id, up_time, score, card) values (${s.kind}, new.${s.id}, new.user_id, new.up_time, new.score, ${cardOf(dialect, s, 'new')});`;
const deleteItem = (s: Source) =>
  `delete from project_items where kind = ${s.kind} and item_id = old.${s.id};`;
const updateItem = (dialect: Dialect, s: Source) =>
  `update project_items set user_id = new.user_id, up_time = new.up_time, score = new.score, card = ${cardOf(dialect, s, 'new')} where kind = ${s.kind} and item_id = new.${s.id};`;

function sqliteTriggers(): string[] {
  return [
    ...SOURCES.flatMap((s) => [
      `create trigger ${s.table}_item_ins after insert on ${s.table} begin ${insertItem('sqlite', s)} end`,
      `create trigger ${s.table}_item_del after delete on ${s.table} begin ${deleteItem(s)} end`,
      `create trigger ${s.table}_item_upd after update of ${watched(s).join(', ')} on ${s.table} begin ${updateItem('sqlite', s)} end`,
    ]),
    `create trigger project_items_lv after update of up_time, score on project_items when old.up_time <> new.up_time or old.score <> new.score
     begin update list_counts set version = ${NEW_VERSION.sqlite} where user_id = new.user_id and list = 'items'; end`,
  ];
}

function pgTriggers(): string[] {
  return [
    ...SOURCES.flatMap((s) => [
      `create function ${s.table}_item() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${insertItem('postgres', s)}
         elsif tg_op = 'DELETE' then ${deleteItem(s)}
         else ${updateItem('postgres', s)}
         end if;
         return null;
       end $$`,
      `create trigger ${s.table}_item after insert or delete on ${s.table} for each row execute function ${s.table}_item()`,
      `create trigger ${s.table}_item_upd after update of ${watched(s).join(', ')} on ${s.table} for each row execute function ${s.table}_item()`,
    ]),
    `create function project_items_lv() returns trigger language plpgsql as $$
     begin
       update list_counts set version = ${NEW_VERSION.postgres} where user_id = new.user_id and list = 'items';
       return null;
     end $$`,
    `create trigger project_items_lv after update of up_time, score on project_items for each row
     when (old.up_time is distinct from new.up_time or old.score is distinct from new.score) execute function project_items_lv()`,
  ];
}

/**
 * Makes project_items again from the projects and MIDI projects, and the `items` counts with it: the triggers
 * keep both; this is for loads that bypassed triggers (a benchmark's bulk load). Run rebuildListCounts after.
 */
async function refillProjectItems(db: Kysely<unknown>, dialect: Dialect) {
  await sql`delete from project_items`.execute(db);
  for (const s of SOURCES)
    await sql
      .raw(
        `insert into project_items (kind, item_id, user_id, up_time, score, card) select ${s.kind}, r.${s.id}, r.user_id, r.up_time, r.score, ${cardOf(dialect, s, 'r')} from ${s.table} r`,
      )
      .execute(db);
}

/**
 * `project_items`: one row per project and per MIDI project, (kind, id, owner, time, score) and its card as the
 * JSON text the list sends (as project_cards, migration 0012), kept by triggers in the same transaction as
 * any change of the row's sort or card columns. "All my projects" (spec §2: MIDI projects listed with the others, one
 * total, one sort) pages this one table on one index per order, so a deep page or a total costs what it does
 * for the vsqx list alone: page anchors and the list_counts row `items` work unchanged. A UNION ALL of the two
 * tables' ordered scans was the alternative: it must read offset + limit rows from each side for every page,
 * so page 500 walks 10,000 index entries, and anchors would need a key per side (docs/decisions.md). With the
 * card stored here a page reads one table: the keys on the index, then the cards by primary key.
 * Derived: backups skip it, restores remake it through the triggers.
 */
export function projectItemsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('project_items')
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('up_time', 'bigint', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('card', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_items_pk', ['kind', 'item_id'])
        .execute();
      // Read backwards for newest / most popular first; every column of the key, so a page of keys never
      // leaves the index.
      await db.schema
        .createIndex('project_items_user_time')
        .on('project_items')
        .columns(['user_id', 'up_time', 'kind', 'item_id'])
        .execute();
      await db.schema
        .createIndex('project_items_user_hot')
        .on('project_items')
        .columns(['user_id', 'score', 'up_time', 'kind', 'item_id'])
        .execute();
      await refillProjectItems(db, dialect);
      await sql
        .raw(
          `insert into list_counts (user_id, list, n, version) select user_id, 'items', count(*), ${NEW_VERSION[dialect]} from project_items group by user_id`,
        )
        .execute(db);
      await createCountTriggers(db, dialect, ITEMS_COUNTED, true);
      for (const stmt of dialect === 'postgres' ? pgTriggers() : sqliteTriggers())
        await sql.raw(stmt).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        for (const s of SOURCES) {
          await sql.raw(`drop trigger if exists ${s.table}_item on ${s.table}`).execute(db);
          await sql.raw(`drop trigger if exists ${s.table}_item_upd on ${s.table}`).execute(db);
          await sql.raw(`drop function if exists ${s.table}_item()`).execute(db);
        }
        await sql.raw('drop function if exists project_items_lv() cascade').execute(db);
        await sql.raw('drop function if exists project_items_lc() cascade').execute(db);
      } else {
        for (const s of SOURCES)
          for (const k of ['ins', 'del', 'upd'])
            await sql.raw(`drop trigger if exists ${s.table}_item_${k}`).execute(db);
      }
      await db.schema.dropTable('project_items').execute();
      await sql`delete from list_counts where list = 'items'`.execute(db);
    },
  };
}
