import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** The fields of a card in "my projects" (spec §2 "Project list"), in the order they are sent. */
const CARD_COLUMNS = [
  'music_id', 'vsqx_uid', 'music_name', 'pic_exist', 'pic_version', 'music_length', 'up_time', 'upload_finish',
  'click_num', 'download_num', 'comment_num', 'zan', 'score',
] as const;
const TEXT_COLUMNS = new Set<string>(['vsqx_uid', 'music_name', 'music_length']);

/**
 * A project's list card as JSON text, built by the database from row `r`: the same bytes JSON.stringify makes
 * of the row (strings through the database's JSON quoting, which escapes as JSON.stringify does; every
 * column is NOT NULL). Tested against the row in db/project-cards.test.ts.
 */
function cardOf(dialect: Dialect, r: string) {
  const quote = (c: string) => (dialect === 'postgres' ? `to_json(${r}.${c}::text)::text` : `json_quote(${r}.${c})`);
  return `'{' || ${CARD_COLUMNS.map((c, i) => `'${i ? ',' : ''}"${c}":' || ${TEXT_COLUMNS.has(c) ? quote(c) : `${r}.${c}`}`).join(' || ')} || '}'`;
}

/**
 * (Re)writes the card of every project: the triggers keep it; this is for loads that bypassed triggers.
 * (`where true`: SQLite's parser needs a WHERE before an upsert's ON CONFLICT after a SELECT.)
 */
export async function refillProjectCards(db: Kysely<unknown>, dialect: Dialect) {
  await sql
    .raw(`insert into project_cards (music_id, card) select p.music_id, ${cardOf(dialect, 'p')} from vsqx_projects p
          where true on conflict (music_id) do update set card = excluded.card`)
    .execute(db);
}

/**
 * `project_cards`: each project's list card, stored as the JSON text the list sends, kept by triggers in the
 * same transaction as any change of a card field (a click, a like, a rename, a cover). A page of "my
 * projects" reads ten short strings on the list's index instead of 130 values to turn into objects and
 * serialise again: 2.5 times less work per page (docs/performance.md). Derived: backups skip it, restores
 * remake it through the triggers.
 */
export function projectCardsMigration(dialect: Dialect) {
  const upsert = (r: string) =>
    `insert into project_cards (music_id, card) values (${r}.music_id, ${cardOf(dialect, r)}) on conflict (music_id) do update set card = excluded.card;`;
  const triggers =
    dialect === 'postgres'
      ? [
          `create function vsqx_projects_card() returns trigger language plpgsql as $$ begin ${upsert('new')} return null; end $$`,
          `create trigger vsqx_projects_card after insert or update of ${CARD_COLUMNS.join(', ')} on vsqx_projects
           for each row execute function vsqx_projects_card()`,
        ]
      : [
          `create trigger vsqx_projects_card_ins after insert on vsqx_projects begin ${upsert('new')} end`,
          `create trigger vsqx_projects_card_upd after update of ${CARD_COLUMNS.join(', ')} on vsqx_projects begin ${upsert('new')} end`,
        ];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('project_cards')
        .addColumn('music_id', 'integer', (c) => c.primaryKey().references('vsqx_projects.music_id').onDelete('cascade'))
        .addColumn('card', 'text', (c) => c.notNull())
        .execute();
      for (const stmt of triggers) await sql.raw(stmt).execute(db);
      await refillProjectCards(db, dialect);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql.raw('drop trigger if exists vsqx_projects_card on vsqx_projects').execute(db);
        await sql.raw('drop function if exists vsqx_projects_card()').execute(db);
      } else {
        for (const k of ['ins', 'upd']) await sql.raw(`drop trigger if exists vsqx_projects_card_${k}`).execute(db);
      }
      await db.schema.dropTable('project_cards').execute();
    },
  };
}
