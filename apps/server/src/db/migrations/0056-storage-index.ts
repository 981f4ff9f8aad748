import type { Kysely } from 'kysely';

/**
 * A creator's storage (`GET /api/user/storage`, issue 21 "versions count in the owner's storage") is summed
 * from `project_versions` when asked. This index holds every column that sum reads, so both databases
 * answer from the index alone, the owner's entries side by side (docs/performance.md "Storage per creator").
 */
export function storageIndexMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('project_versions_owner_files')
        .on('project_versions')
        .columns(['user_id', 'project_type', 'project_id', 'file_key', 'size'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('project_versions_owner_files').execute();
    },
  };
}
