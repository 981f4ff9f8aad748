import type { Kysely } from 'kysely';

/**
 * `allow_convert` on projects and MIDI projects (DESIGN §8 "Converted downloads"): whether the page may
 * offer the file converted to another editor's format. On by default; only the owner turns it off.
 */
export function allowConvertMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['vsqx_projects', 'midi_projects']) {
        await db.schema
          .alterTable(table)
          .addColumn('allow_convert', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['vsqx_projects', 'midi_projects'])
        await db.schema.alterTable(table).dropColumn('allow_convert').execute();
    },
  };
}
