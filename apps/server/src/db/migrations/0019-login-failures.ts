import type { Kysely } from 'kysely';

/**
 * `login_failures` (issue 18 "Client addresses"): failed logins per account name, so the growing delay
 * after repeated failures holds across instances and restarts. One row per name while failures pile up;
 * a successful login deletes it.
 */
export function loginFailuresMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('login_failures')
        .addColumn('username', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_updated')
        .on('login_failures')
        .column('updated_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_failures').execute();
    },
  };
}
