import type { DB } from '../../db/database';

/**
 * One cheap read of a real table: the database answers, a pooled connection is free, and the schema is
 * the migrated one (a wrong or empty database file is not ready either).
 */
export async function pingDatabase(db: DB): Promise<void> {
  await db.selectFrom('users').select('id').limit(1).execute();
}
