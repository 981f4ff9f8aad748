import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * What each searchable table puts into its search text (DESIGN §8 "Finding and managing my content", "Public
 * search"): title, tags, intro, lyrics and the names a reader may type. Usernames never change, so the
 * uploader's name is copied once per write. `row` stands for NEW in a trigger or the table in a refill.
 */
export const SEARCHED = [
  {
    table: 'vsqx_projects',
    id: 'music_id',
    index: 'search_v',
    columns: ['music_name', 'tag', 'p_name', 'music_desc', 'lyric', 'user_id'],
    body: (r: string) => parts(r, ['music_name', 'tag', 'p_name', 'music_desc', 'lyric']),
  },
  {
    table: 'midi_projects',
    id: 'midi_id',
    index: 'search_m',
    columns: ['midi_name', 'tag', 'p_name', 'midi_desc', 'lyric', 'user_id'],
    body: (r: string) => parts(r, ['midi_name', 'tag', 'p_name', 'midi_desc', 'lyric']),
  },
  {
    table: 'articles',
    id: 'article_id',
    index: 'search_a',
    columns: ['article_title', 'article_author_name', 'user_id'],
    body: (r: string) => parts(r, ['article_title', 'article_author_name']),
  },
] as const;

/** Columns joined by a line break (no substring of one column runs into the next) with the uploader's username. */
function parts(r: string, cols: readonly string[]): string {
  return [
    ...cols.map((c) => `coalesce(${r}.${c}, '')`),
    `coalesce((select username from users where id = ${r}.user_id), '')`,
  ].join(` || char(10) || `);
}

type Searched = (typeof SEARCHED)[number];

/** `char(10)` is SQLite's; PostgreSQL spells it chr(10). */
const body = (dialect: Dialect, s: Searched, r: string) =>
  dialect === 'postgres' ? s.body(r).replaceAll('char(10)', 'chr(10)') : s.body(r);

/** The schema pg_trgm lives in (per database, usually `public`): tests and deployments may run in another schema. */
async function trgmSchema(db: Kysely<unknown>): Promise<string> {
  try {
    // In `public` when there is one: created in the migrating schema, it would die with that schema (a test's
    // `drop schema … cascade`) and take every other schema's trigram indexes along.
    const { rows: pub } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_namespace where nspname = 'public'`.execute(db);
    await sql.raw(`create extension if not exists pg_trgm${pub[0]?.n ? ' schema public' : ''}`).execute(db);
  } catch (e) {
    // Two schemas migrating at once may race to create it; the loser finds it made.
    if (!String(e).includes('already exists') && !String(e).includes('duplicate key')) throw e;
  }
  const { rows } = await sql<{
    s: string;
  }>`select extnamespace::regnamespace::text as s from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!rows[0]) throw new Error('pg_trgm is not installed');
  return rows[0].s;
}

function sqliteStatements(s: Searched): string[] {
  const put = `insert into ${s.index} (rowid, body) values (new.${s.id}, ${body('sqlite', s, 'new')});`;
  return [
    // The trigram tokenizer indexes every 3-character run, so any substring of 3+ characters (Chinese and
    // Japanese included) is an index lookup; case-folded.
    `create virtual table ${s.index} using fts5(body, tokenize = 'trigram')`,
    `insert into ${s.index} (rowid, body) select ${s.id}, ${body('sqlite', s, s.table)} from ${s.table}`,
    `create trigger ${s.index}_ins after insert on ${s.table} begin ${put} end`,
    `create trigger ${s.index}_upd after update of ${s.columns.join(', ')} on ${s.table} begin delete from ${s.index} where rowid = old.${s.id}; ${put} end`,
    `create trigger ${s.index}_del after delete on ${s.table} begin delete from ${s.index} where rowid = old.${s.id}; end`,
  ];
}

function pgStatements(s: Searched, trgm: string): string[] {
  const b = body('postgres', s, 'new');
  return [
    `create table ${s.index} (id integer primary key references ${s.table}(${s.id}) on delete cascade, body text not null)`,
    `insert into ${s.index} (id, body) select ${s.id}, ${body('postgres', s, s.table)} from ${s.table}`,
    // pg_trgm's GIN index answers ILIKE '%…%' for 3+ characters; under C.UTF-8 CJK characters make trigrams too.
    `create index ${s.index}_trgm on ${s.index} using gin (body ${trgm}.gin_trgm_ops)`,
    `create function ${s.index}_put() returns trigger language plpgsql as $$
     begin
       insert into ${s.index} (id, body) values (new.${s.id}, ${b}) on conflict (id) do update set body = excluded.body;
       return null;
     end $$`,
    `create trigger ${s.index}_put after insert or update of ${s.columns.join(', ')} on ${s.table} for each row execute function ${s.index}_put()`,
  ];
}

/**
 * `search_v`, `search_m`, `search_a`: one search text per vsqx project, MIDI project and article, keyed by the
 * item's id and kept by triggers in the same transaction as the row. SQLite: FTS5 with the trigram tokenizer;
 * PostgreSQL: a table with a pg_trgm GIN index. Derived (backups skip them; restores remake them through the
 * triggers). Shorter queries than a trigram: docs/decisions.md "Search".
 */
export function searchIndexMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const trgm = dialect === 'postgres' ? await trgmSchema(db) : '';
      for (const s of SEARCHED) {
        for (const stmt of dialect === 'postgres' ? pgStatements(s, trgm) : sqliteStatements(s))
          await sql.raw(stmt).execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const s of SEARCHED) {
        if (dialect === 'postgres') {
          await sql.raw(`drop trigger if exists ${s.index}_put on ${s.table}`).execute(db);
          await sql.raw(`drop function if exists ${s.index}_put()`).execute(db);
        } else {
          for (const k of ['ins', 'upd', 'del'])
            await sql.raw(`drop trigger if exists ${s.index}_${k}`).execute(db);
        }
        await sql.raw(`drop table if exists ${s.index}`).execute(db);
      }
    },
  };
}

/** Rewrites every search text: the triggers keep them; this is for bulk loads that bypassed triggers. */
export async function refillSearchIndex(db: Kysely<unknown>, dialect: Dialect) {
  for (const s of SEARCHED) {
    await sql.raw(`delete from ${s.index}`).execute(db);
    const id = dialect === 'postgres' ? 'id' : 'rowid';
    await sql
      .raw(
        `insert into ${s.index} (${id}, body) select ${s.id}, ${body(dialect, s, s.table)} from ${s.table}`,
      )
      .execute(db);
  }
}
