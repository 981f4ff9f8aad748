import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The tables whose rows have a visibility (DESIGN §8 "Finding and managing my content"). */
export const VISIBLE_TABLES = ['vsqx_projects', 'midi_projects', 'articles'] as const;

/**
 * `visibility` ('public' | 'unlisted' | 'private', default public) and `publish_at` (ms; non-null while a
 * scheduled publication waits) on projects, MIDI projects and articles, plus `upload_presets`.
 * The pending publications are the rows with `publish_at` set: the job claims one by clearing it in the same
 * update that publishes the row (modules/visibility/scheduled-publish.ts), so a partial index on it keeps the
 * poll an index probe however large the tables grow.
 */
export function visibilityMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of VISIBLE_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('visibility', 'varchar(10)', (c) => c.notNull().defaultTo('public'))
          .execute();
        await db.schema.alterTable(table).addColumn('publish_at', 'bigint').execute();
        await sql
          .raw(`create index ${table}_publish_at on ${table} (publish_at) where publish_at is not null`)
          .execute(db);
      }
      await db.schema
        .createTable('upload_presets')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('upload_presets_user_name')
        .on('upload_presets')
        .columns(['user_id', 'name'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('upload_presets').execute();
      for (const table of VISIBLE_TABLES) {
        await sql.raw(`drop index if exists ${table}_publish_at`).execute(db);
        await db.schema.alterTable(table).dropColumn('publish_at').execute();
        await db.schema.alterTable(table).dropColumn('visibility').execute();
      }
    },
  };
}
