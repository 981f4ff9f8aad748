import { sql, type Kysely } from 'kysely';

/**
 * A partial index of the private projects (issue 22): a favourites list asks how many of its entries are another
 * creator's private project. Driven from this small index (probing the favourites' unique (user_id, music_id)),
 * that costs a few lookups whatever the length of the list, instead of a walk over all of a user's favourites.
 */
export function privateProjectsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('vsqx_projects_private')
        .on('vsqx_projects')
        .column('music_id')
        .where(sql<boolean>`visibility = 'private'`)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('vsqx_projects_private').execute();
    },
  };
}
