import { sql } from 'kysely';
import type { DB, Dialect } from './database';
import { NEW_VERSION } from './migrations/0010-list-counts';
import { preparedQuery } from './prepared-query';

/** The per-user lists whose length `list_counts` keeps (migration 0010); messages by kind; `items`: projects and MIDI projects (migration 0018). */
export type CountedList = 'vsqx' | 'items' | 'fav' | `msg_${'comment' | 'at' | 'apply' | 'system'}`;

/** A list's length and version (migration 0011: it changes whenever the list gains, loses or reorders an item). */
export interface ListState {
  n: number;
  version: number;
}

const readers = new WeakMap<DB, (userId: number, list: CountedList) => Promise<{ n: number; version: number | string }[]>>();

/** A list's length and version from one primary-key read, instead of counting the list's rows per request. */
export async function listState(db: DB, userId: number, list: CountedList): Promise<ListState> {
  let read = readers.get(db);
  if (!read) {
    read = preparedQuery(db, (u: number, l: CountedList) =>
      db.selectFrom('list_counts').select(['n', 'version']).where('user_id', '=', u).where('list', '=', l));
    readers.set(db, read);
  }
  const [r] = await read(userId, list);
  return r ? { n: Number(r.n), version: Number(r.version) } : { n: 0, version: 0 };
}

/**
 * Recounts every list from its rows, each with a fresh version (the triggers keep both right; this is for
 * loads that bypassed triggers, e.g. a benchmark's bulk load with session_replication_role = replica).
 */
export async function rebuildListCounts(db: DB, dialect: Dialect): Promise<void> {
  const version = sql.raw(NEW_VERSION[dialect]);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('list_counts').execute();
    await sql`insert into list_counts (user_id, list, n, version)
      select user_id, list, n, ${version} from (
        select user_id, 'vsqx' as list, count(*) as n from vsqx_projects group by user_id
        union all select user_id, 'items', count(*) from project_items group by user_id
        union all select user_id, 'fav', count(*) from favourites group by user_id
        union all select to_user_id, 'msg_' || kind, count(*) from messages group by to_user_id, kind
      ) c`.execute(trx);
  });
}
