import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

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

/**
 * `list_counts`: the length of every per-user list that pages show a total for (my projects, my favourites,
 * my messages of each kind), kept by triggers in the same transaction as the row change. The list pages read
 * one row instead of counting up to 100k index entries per request (docs/performance.md). Rows exist only
 * while n > 0, so the table is exactly derivable from the counted tables (backups skip it; restores rebuild it).
 */
export function listCountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('list_counts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('list', 'varchar(16)', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_counts_pk', ['user_id', 'list'])
        .execute();
      for (const c of COUNTED) {
        await sql
          .raw(
            `insert into list_counts (user_id, list, n) select ${c.owner}, ${c.list(c.table)}, count(*) from ${c.table} group by 1, 2`,
          )
          .execute(db);
        await createCountTriggers(db, dialect, c, false);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await dropCountTriggers(db, dialect);
      await db.schema.dropTable('list_counts').execute();
    },
  };
}

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
