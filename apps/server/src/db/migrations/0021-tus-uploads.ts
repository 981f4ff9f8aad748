import type { Kysely } from 'kysely';

/**
 * `tus_uploads` (issue 21 "Resumable uploads", DESIGN §8): one row per unfinished resumable upload. The
 * bytes live in the tus data store; the row says whose upload it is (HEAD/PATCH/DELETE by anyone else is
 * refused), what it is for (one active upload per user, target and uid) and when it began (sweeps).
 */
export function tusUploadsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tus_uploads')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('target', 'varchar(16)', (c) => c.notNull())
        .addColumn('slot_uid', 'varchar(64)', (c) => c.notNull())
        .addColumn('filename', 'varchar(255)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tus_uploads_target')
        .on('tus_uploads')
        .columns(['user_id', 'target', 'slot_uid'])
        .execute();
      await db.schema.createIndex('tus_uploads_age').on('tus_uploads').column('created_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('tus_uploads').execute();
    },
  };
}
