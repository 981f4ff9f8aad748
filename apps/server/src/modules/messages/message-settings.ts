import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@vsqx/domain';
import type { DB } from '../../db/database';

const KINDS = ['comment', 'at', 'apply', 'system'] as const;

/**
 * Which message kinds pop a notification on the site (issue 24). Stored per user; a user with no row has
 * every kind on. Off changes only the notification, never the message or its unread count (docs/decisions.md).
 */
export function createMessageSettings(db: DB) {
  async function get(userId: number): Promise<MessageSettings> {
    const row = await db
      .selectFrom('message_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULT_MESSAGE_SETTINGS };
    return { comment: row.comment === 1, at: row.at === 1, apply: row.apply === 1, system: row.system === 1 };
  }
  return {
    get,
    /** Changes the kinds given, keeps the others; one upsert. */
    async update(userId: number, change: Partial<MessageSettings>): Promise<MessageSettings> {
      const next = { ...(await get(userId)), ...change };
      const row = Object.fromEntries(KINDS.map((k) => [k, next[k] ? 1 : 0])) as Record<
        (typeof KINDS)[number],
        number
      >;
      await db
        .insertInto('message_settings')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
      return next;
    },
  };
}
