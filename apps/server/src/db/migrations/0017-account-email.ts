import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Account e-mail and password reset (DESIGN §8). `users.email` is the address the user gave (lower-cased),
 * `email_verified_at` when its link was opened (null: not verified; a new address starts unverified).
 * `email_tokens` holds the SHA-256 of each mailed link's token, never the token: `purpose` is
 * `verify_email` or `password_reset`, `email` the address a verification link was sent to (it verifies only
 * that address), `used_at` makes a link single use.
 */
export function accountEmailMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
      await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
      // Password-reset requests look accounts up by address.
      await db.schema.createIndex('users_email').on('users').column('email').execute();
      await db.schema
        .createTable('email_tokens')
        .addColumn('id', 'integer', pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('email_tokens_user')
        .on('email_tokens')
        .columns(['user_id', 'purpose'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('email_tokens').execute();
      await db.schema.dropIndex('users_email').execute();
      await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
      await db.schema.alterTable('users').dropColumn('email').execute();
    },
  };
}
