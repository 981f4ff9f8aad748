import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { COUNTED, NEW_VERSION, createCountTriggers, dropCountTriggers } from './0010-list-counts';

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
      await db.schema.alterTable('list_counts').addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await sql.raw(`update list_counts set version = ${NEW_VERSION[dialect]}`).execute(db);
      await dropCountTriggers(db, dialect);
      for (const c of COUNTED) await createCountTriggers(db, dialect, c, true);
      for (const stmt of scoreTrigger) await sql.raw(stmt).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql.raw('drop trigger if exists vsqx_projects_lv' + (dialect === 'postgres' ? ' on vsqx_projects' : '')).execute(db);
      if (dialect === 'postgres') await sql.raw('drop function if exists vsqx_projects_lv()').execute(db);
      await dropCountTriggers(db, dialect);
      for (const c of COUNTED) await createCountTriggers(db, dialect, c, false);
      await db.schema.alterTable('list_counts').dropColumn('version').execute();
    },
  };
}
