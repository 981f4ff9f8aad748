import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * `list_counts.version`: a value that changes, in the same transaction, whenever a counted list gains, loses
 * or reorders an item: the count triggers of migration 0010 now also set it, and a project's score change
 * (the order of "my projects" by popularity) sets its owner's `vsqx` version. Deep list pages trust the keys
 * they remembered for a list only while its version is the one they were read at (db/page-anchors.ts).
 */
export function listVersionsMigration(dialect: Dialect) {
  const scoreTrigger =
    dialect === 'postgres'
      ? [
          `create function vsqx_projects_lv() returns trigger language plpgsql as $$
           begin
             update list_counts set version = ${NEW_VERSION.postgres} where user_id = new.user_id and list = 'vsqx';
             return null;
           end $$`,
          `create trigger vsqx_projects_lv after update of score on vsqx_projects for each row
           when (old.score is distinct from new.score) execute function vsqx_projects_lv()`,
        ]
      : [
          `create trigger vsqx_projects_lv after update of score on vsqx_projects when old.score <> new.score
           begin update list_counts set version = ${NEW_VERSION.sqlite} where user_id = new.user_id and list = 'vsqx'; end`,
        ];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('list_counts')
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql.raw(`update list_counts set version = ${NEW_VERSION[dialect]}`).execute(db);
      await dropCountTriggers(db, dialect);
      for (const c of COUNTED) await createCountTriggers(db, dialect, c, true);
      for (const stmt of scoreTrigger) await sql.raw(stmt).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql
        .raw('drop trigger if exists vsqx_projects_lv' + (dialect === 'postgres' ? ' on vsqx_projects' : ''))
        .execute(db);
      if (dialect === 'postgres') await sql.raw('drop function if exists vsqx_projects_lv()').execute(db);
      await dropCountTriggers(db, dialect);
      for (const c of COUNTED) await createCountTriggers(db, dialect, c, false);
      await db.schema.alterTable('list_counts').dropColumn('version').execute();
    },
  };
}

// Frozen copies of migration 0010's builders (as it ran), so this migration does the same on every database
// whatever later code does: migrations import nothing but types (db/README.md).

/**
 * What a counted list is made of: its rows' table, the owner column, and the list's name (an SQL expression
 * over the row, `r` standing for NEW or OLD).
 */
const COUNTED = [
  { table: 'vsqx_projects', owner: 'user_id', list: () => `'vsqx'`, changes: ['user_id'] },
  { table: 'favourites', owner: 'user_id', list: () => `'fav'`, changes: ['user_id'] },
  {
    table: 'messages',
    owner: 'to_user_id',
    list: (r: string) => `'msg_' || ${r}.kind`,
    changes: ['to_user_id', 'kind'],
  },
] as const;

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
  for (const stmt of dialect === 'postgres' ? pgTriggers(c, versioned) : sqliteTriggers(c, versioned))
    await sql.raw(stmt).execute(db);
}

async function dropCountTriggers(db: Kysely<unknown>, dialect: Dialect) {
  for (const c of COUNTED) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger if exists ${c.table}_lc on ${c.table}`).execute(db);
      await sql.raw(`drop trigger if exists ${c.table}_lc_move on ${c.table}`).execute(db);
      await sql.raw(`drop function if exists ${c.table}_lc()`).execute(db);
    } else {
      for (const k of ['ins', 'del', 'move'])
        await sql.raw(`drop trigger if exists ${c.table}_lc_${k}`).execute(db);
    }
  }
  if (dialect === 'postgres')
    await sql.raw('drop function if exists list_counts_add(integer, text, integer)').execute(db);
}

function sqliteTriggers(c: Counted, versioned: boolean): string[] {
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

function pgTriggers(c: Counted, versioned: boolean): string[] {
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
