import type { Kysely } from 'kysely';

/**
 * Live messages (issue 24, DESIGN §8): the single-use tickets an EventSource opens its stream with (it cannot
 * send a header), stored as SHA-256 hashes so a leaked table opens nothing; and each user's choice of which
 * message kinds pop a notification on the site (a missing row: all of them); and the comment a reply notice
 * is about, so the replies page can answer it in place (null on notices written before).
 */
export function liveMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('live_tickets')
        .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_tickets_expiry').on('live_tickets').column('expires_at').execute();
      await db.schema
        .createTable('message_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('comment', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('at', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('apply', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('system', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('messages').addColumn('comment_id', 'integer').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').dropColumn('comment_id').execute();
      await db.schema.dropTable('message_settings').execute();
      await db.schema.dropTable('live_tickets').execute();
    },
  };
}
