import { sql } from 'kysely';
import type { DB, Dialect } from './types';
import { preparedQuery } from './prepared-query';

/** The per-user lists whose length `list_counts` keeps (migration 0010); messages by kind; `items`: projects and MIDI projects (migration 0018). */
export type CountedList = 'vsqx' | 'items' | 'fav' | `msg_${'comment' | 'at' | 'apply' | 'system'}`;

/** A list's length and version (migration 0011: it changes whenever the list gains, loses or reorders an item). */
export interface ListState {
  n: number;
  version: number;
}

/**
 * A fresh list version: random, so a version never comes back once a list has moved on, not even after the row
 * was deleted at n = 0 and made again; within 2^53, so it reads exactly as a JS number. The count triggers
 * (migrations 0010, 0011, 0018) hold frozen copies of it.
 */
export const NEW_VERSION = {
  sqlite: '(random() >> 11)',
  postgres: 'floor(random() * 9007199254740991)::bigint',
} as const;

const readers = new WeakMap<
  DB,
  (userId: number, list: CountedList) => Promise<{ n: number; version: number | string }[]>
>();

/** The read of a list's state (shown in the SQL snapshot, sql/statements.*.sql). */
export const listStateQuery = (db: DB, userId: number, list: CountedList) =>
  db
    .selectFrom('list_counts')
    .select(['n', 'version'])
    .where('user_id', '=', userId)
    .where('list', '=', list);

/** A list's length and version from one primary-key read, instead of counting the list's rows per request. */
export async function listState(db: DB, userId: number, list: CountedList): Promise<ListState> {
  let read = readers.get(db);
  if (!read) {
    read = preparedQuery(db, (u: number, l: CountedList) => listStateQuery(db, u, l));
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
