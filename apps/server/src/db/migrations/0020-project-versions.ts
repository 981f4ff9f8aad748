import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * `project_versions` (issue 21 "Versions", DESIGN §8): one row per file a project has had, newest =
 * highest `version`. A row names an immutable file (`file_key`, content-addressed by `sha256` for new
 * versions); the project's `file_key` names the current one (null: the spec's live key of old rows).
 * Projects made before this migration get their live file as version 1 (no hash: the database cannot
 * read files; its downloads are the project's count so far).
 */
export function projectVersionsMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('project_versions')
        .addColumn('id', 'integer', pk)
        .addColumn('project_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('file_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('file_extension', 'varchar(8)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)')
        .addColumn('note', 'varchar(800)', (c) => c.notNull().defaultTo(''))
        .addColumn('meta_json', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('project_versions_number')
        .unique()
        .on('project_versions')
        .columns(['project_type', 'project_id', 'version'])
        .execute();
      await db.schema
        .createIndex('project_versions_blob')
        .on('project_versions')
        .columns(['user_id', 'sha256'])
        .execute();
      await db.schema.alterTable('vsqx_projects').addColumn('file_key', 'varchar(255)').execute();
      await sql`insert into project_versions (project_type, project_id, user_id, version, file_key, file_extension, file_name, size, note, meta_json, created_at, downloads)
        select 'v', music_id, user_id, 1, 'project/' || vsqx_uid || '.' || file_extension, file_extension, file_name, file_size, '', meta_json, updated_at, download_num
        from vsqx_projects where upload_finish = 1 and file_extension <> ''`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('vsqx_projects').dropColumn('file_key').execute();
      await db.schema.dropTable('project_versions').execute();
    },
  };
}
