import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Singer names and compIDs read from uploads that no tag rule knows yet (project metadata), counted so an
 * operator can grow the singer table from real files: `npm run admin -- singers`.
 */
export function singerUnmatchedMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('singer_unmatched')
        .addColumn('id', 'integer', pk)
        .addColumn('name', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('format', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('seen_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_seen', 'bigint', (c) => c.notNull())
        .addColumn('last_seen', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('singer_unmatched').execute();
    },
  };
}
