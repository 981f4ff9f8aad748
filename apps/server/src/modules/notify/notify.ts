import { afterCommit } from '../../db/after-commit';
import type { NewMessage } from '../../db/interaction-tables';
import type { DB } from '../../db/types';
import type { LiveBus } from '../live/live-bus';

/** Where "these users' messages changed" goes: the live bus (every instance, this one included). */
export type Publisher = Pick<LiveBus, 'publish'>;

/** Rows per insert: PostgreSQL's bind-parameter limit is far away, and one statement stays short. */
const BATCH = 500;

/**
 * The one way to write `messages` (DESIGN §8 "Live messages"): the rows go in the caller's transaction
 * (a comment and its reply notice are saved together or not at all), and their recipients are published
 * once that transaction has committed, so the counts another instance then reads include them. A rolled-back
 * transaction publishes nothing. Outside a transaction each statement commits on its own and publishes at once.
 */
export async function writeMessages(live: Publisher, db: DB, rows: readonly NewMessage[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto('messages')
      .values(rows.slice(i, i + BATCH))
      .execute();
  await messagesChanged(
    live,
    db,
    rows.map((r) => r.to_user_id),
  );
}

/** Marks read (or any other change to users' messages): their open streams recount after the commit. */
export async function messagesChanged(live: Publisher, db: DB, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length) await afterCommit(db, () => live.publish(ids));
}
