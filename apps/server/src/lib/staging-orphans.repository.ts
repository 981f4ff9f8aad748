import type { DB } from '../db/database';

/** Staged keys still wanted: by an upload waiting for its form, or by a pending job's payload. */
export async function listReferencedStagedKeys(db: DB): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const r of await db.selectFrom('staged_uploads').select('staged_key').execute())
    keys.add(r.staged_key);
  for (const j of await db.selectFrom('jobs').select('payload').execute()) {
    for (const m of j.payload.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
      keys.add(m[0]);
  }
  return keys;
}
