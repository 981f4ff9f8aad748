import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

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

/** A card in "my favourites" around the favourite's own `add_time` (favourites/schemas.ts FavouriteItem). */
const FAV_HEAD: Field[] = [
  col('music_id'),
  col('music_name', true),
  col('music_length', true),
  col('pic_exist'),
  col('pic_version'),
  col('vsqx_uid', true),
];
const FAV_TAIL: Field[] = [
  col('zan'),
  col('download_num'),
  col('comment_num'),
  col('click_num'),
  // A repost names its original author; an original is credited to the uploader (usernames never change).
  [
    'p_name',
    true,
    (r) =>
      `case when ${r}.music_type = 2 then ${r}.p_name else (select username from users where id = ${r}.user_id) end`,
  ],
];

/** The columns whose change rewrites a project's cards. */
const SOURCES = [
  ...new Set(
    [...PROJECT_CARD, ...FAV_HEAD, ...FAV_TAIL]
      .filter((f) => !f[2])
      .map((f) => f[0])
      .concat('music_type', 'p_name', 'user_id'),
  ),
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

/** The stored columns of project_cards over row `r`. */
const cardsOf = (dialect: Dialect, r: string) => ({
  card: `'{' || ${members(dialect, r, PROJECT_CARD)} || '}'`,
  fav_head: `'{' || ${members(dialect, r, FAV_HEAD)} || ',"add_time":'`,
  fav_tail: `',' || ${members(dialect, r, FAV_TAIL)} || '}'`,
});

/**
 * (Re)writes the card of every project: the triggers keep it; this is for loads that bypassed triggers.
 * (`where true`: SQLite's parser needs a WHERE before an upsert's ON CONFLICT after a SELECT.)
 */
async function refillProjectCards(db: Kysely<unknown>, dialect: Dialect) {
  const c = cardsOf(dialect, 'p');
  await sql
    .raw(
      `insert into project_cards (music_id, card, fav_head, fav_tail) select p.music_id, ${c.card}, ${c.fav_head}, ${c.fav_tail} from vsqx_projects p
          where true on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail`,
    )
    .execute(db);
}

/**
 * `project_cards`: each project's list cards, stored as the JSON text the lists send, kept by triggers in the
 * same transaction as any change of a card field (a click, a like, a rename, a cover): `card` for "my
 * projects", `fav_head` + the favourite's add_time + `fav_tail` for "my favourites". A page reads ten short
 * strings on the list's index instead of 120-130 values to turn into objects and serialise again: 2.5 times
 * less work per page (docs/performance.md). Derived: backups skip it, restores remake it through the triggers.
 */
export function projectCardsMigration(dialect: Dialect) {
  const c = cardsOf(dialect, 'new');
  const upsert = `insert into project_cards (music_id, card, fav_head, fav_tail) values (new.music_id, ${c.card}, ${c.fav_head}, ${c.fav_tail})
    on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail;`;
  const triggers =
    dialect === 'postgres'
      ? [
          `create function vsqx_projects_card() returns trigger language plpgsql as $$ begin ${upsert} return null; end $$`,
          `create trigger vsqx_projects_card after insert or update of ${SOURCES.join(', ')} on vsqx_projects
           for each row execute function vsqx_projects_card()`,
        ]
      : [
          `create trigger vsqx_projects_card_ins after insert on vsqx_projects begin ${upsert} end`,
          `create trigger vsqx_projects_card_upd after update of ${SOURCES.join(', ')} on vsqx_projects begin ${upsert} end`,
        ];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('project_cards')
        .addColumn('music_id', 'integer', (c) =>
          c.primaryKey().references('vsqx_projects.music_id').onDelete('cascade'),
        )
        .addColumn('card', 'text', (c) => c.notNull())
        .addColumn('fav_head', 'text', (c) => c.notNull())
        .addColumn('fav_tail', 'text', (c) => c.notNull())
        .execute();
      for (const stmt of triggers) await sql.raw(stmt).execute(db);
      await refillProjectCards(db, dialect);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql.raw('drop trigger if exists vsqx_projects_card on vsqx_projects').execute(db);
        await sql.raw('drop function if exists vsqx_projects_card()').execute(db);
      } else {
        for (const k of ['ins', 'upd'])
          await sql.raw(`drop trigger if exists vsqx_projects_card_${k}`).execute(db);
      }
      await db.schema.dropTable('project_cards').execute();
    },
  };
}
