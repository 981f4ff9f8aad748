import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Issue 23 "Licences 2.0 and credits" (DESIGN §8). The spec's request columns stay as they are; beside them:
 * what the licence is for (`use_type`, `platform`, `planned_link`), the certificate of an allowed request
 * (`certificate_code`, unique, issued at `granted_at`), revocation (`revoked_at` + reason: the request stays
 * `author_reply = 2` so the spec's lists and filters keep their meaning). New tables: the parties'
 * conversation, the derived works a licensee records, each project's auto-allow rule, and project credits.
 */
export function licencesCreditsMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('licence_requests').addColumn('use_type', 'varchar(16)').execute();
      await db.schema
        .alterTable('licence_requests')
        .addColumn('platform', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('licence_requests')
        .addColumn('planned_link', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('licence_requests').addColumn('certificate_code', 'varchar(32)').execute();
      await db.schema.alterTable('licence_requests').addColumn('granted_at', 'bigint').execute();
      await db.schema.alterTable('licence_requests').addColumn('revoked_at', 'bigint').execute();
      await db.schema
        .alterTable('licence_requests')
        .addColumn('revoke_reason', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('licence_certificate')
        .unique()
        .on('licence_requests')
        .column('certificate_code')
        .execute();

      await db.schema
        .createTable('licence_thread')
        .addColumn('id', 'integer', pk)
        .addColumn('request_id', 'integer', (c) =>
          c.notNull().references('licence_requests.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'varchar(2000)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('licence_thread_request')
        .on('licence_thread')
        .columns(['request_id', 'id'])
        .execute();

      await db.schema
        .createTable('licence_works')
        .addColumn('id', 'integer', pk)
        .addColumn('request_id', 'integer', (c) =>
          c.notNull().references('licence_requests.id').onDelete('cascade'),
        )
        .addColumn('project_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('link', 'varchar(512)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('licence_works_project')
        .on('licence_works')
        .columns(['project_type', 'project_id', 'id'])
        .execute();
      await db.schema
        .createIndex('licence_works_request')
        .on('licence_works')
        .columns(['request_id'])
        .execute();

      await db.schema
        .createTable('licence_settings')
        .addColumn('project_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('auto_allow', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
        .addPrimaryKeyConstraint('licence_settings_pk', ['project_type', 'project_id'])
        .execute();

      await db.schema
        .createTable('project_credits')
        .addColumn('id', 'integer', pk)
        .addColumn('project_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('source_project_id', 'integer')
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_credits_project')
        .on('project_credits')
        .columns(['project_type', 'project_id', 'position'])
        .execute();
      await db.schema
        .createIndex('project_credits_user')
        .on('project_credits')
        .columns(['user_id', 'status'])
        .execute();
      await db.schema
        .createIndex('project_credits_source')
        .on('project_credits')
        .columns(['source_project_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const t of ['project_credits', 'licence_settings', 'licence_works', 'licence_thread'])
        await db.schema.dropTable(t).execute();
      await db.schema.dropIndex('licence_certificate').execute();
      for (const c of [
        'revoke_reason',
        'revoked_at',
        'granted_at',
        'certificate_code',
        'planned_link',
        'platform',
        'use_type',
      ]) {
        await db.schema.alterTable('licence_requests').dropColumn(c).execute();
      }
    },
  };
}
