import type { Kysely } from 'kysely';

/**
 * `staged_uploads.sha256` (issue 18 "Data"): the content hash computed while the upload streamed into
 * staging, on every store, so the transfer never reads the file again for it (an object store has no
 * local path to hash). Null on rows staged before this column.
 */
export function stagedSha256Migration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('staged_uploads').addColumn('sha256', 'varchar(64)').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('staged_uploads').dropColumn('sha256').execute();
    },
  };
}
