import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_TTL_MS } from '@vsqx/domain';
import type { DB } from '../../db/database';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Tickets that open one event stream (an EventSource cannot send the Bearer header, and a token in a URL
 * would end up in proxy logs for its whole life). Stored in the database, so a ticket from one instance
 * opens a stream on another; single use: the row is deleted by the read that accepts it.
 */
export function createLiveTickets(db: DB) {
  return {
    async issue(userId: number): Promise<string> {
      const ticket = randomBytes(24).toString('base64url');
      const now = Date.now();
      await db.deleteFrom('live_tickets').where('expires_at', '<', now).execute();
      await db
        .insertInto('live_tickets')
        .values({ hash: hashOf(ticket), user_id: userId, expires_at: now + LIVE_TICKET_TTL_MS })
        .execute();
      return ticket;
    },

    /** The user a ticket was issued to, once; undefined when unknown, used, expired, or the account is disabled. */
    async consume(ticket: string): Promise<number | undefined> {
      const row = await db
        .deleteFrom('live_tickets')
        .where('hash', '=', hashOf(ticket))
        .returning(['user_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || Number(row.expires_at) < Date.now()) return undefined;
      const user = await db
        .selectFrom('users')
        .select('disabled')
        .where('id', '=', row.user_id)
        .executeTakeFirst();
      return user && user.disabled === 0 ? row.user_id : undefined;
    },
  };
}
