import { sql } from 'kysely';
import type { DB } from './database';
import { preparedQuery } from './prepared-query';

/** The per-user lists whose length `list_counts` keeps (migration 0010); messages by kind. */
export type CountedList = 'vsqx' | 'fav' | `msg_${'comment' | 'at' | 'apply' | 'system'}`;

const readers = new WeakMap<DB, (userId: number, list: CountedList) => Promise<{ n: number }[]>>();

/** A list's length from one primary-key read, instead of counting the list's rows per request. */
export async function listCount(db: DB, userId: number, list: CountedList): Promise<number> {
  let read = readers.get(db);
  if (!read) {
    read = preparedQuery(db, (u: number, l: CountedList) => db.selectFrom('list_counts').select('n').where('user_id', '=', u).where('list', '=', l));
    readers.set(db, read);
  }
  const [r] = await read(userId, list);
  return r ? Number(r.n) : 0;
}

/**
 * Recounts every list from its rows (the triggers keep it right; this is for loads that bypassed triggers,
 * e.g. a benchmark's bulk load with session_replication_role = replica).
 */
export async function rebuildListCounts(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('list_counts').execute();
    await sql`insert into list_counts (user_id, list, n)
      select user_id, 'vsqx', count(*) from vsqx_projects group by user_id
      union all select user_id, 'fav', count(*) from favourites group by user_id
      union all select to_user_id, 'msg_' || kind, count(*) from messages group by to_user_id, kind`.execute(trx);
  });
}
