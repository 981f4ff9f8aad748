import type { DB } from '../../db/database';
import type { EmailTokensTable } from '../../db/tables';

export type TokenPurpose = EmailTokensTable['purpose'];

export function createEmailTokensRepository(db: DB) {
  return {
    insert: (row: {
      user_id: number;
      purpose: TokenPurpose;
      token_hash: string;
      email: string | null;
      created_at: number;
      expires_at: number;
    }) => db.insertInto('email_tokens').values(row).execute(),

    /** The newest link of a purpose a user was sent (the per-account throttle). */
    latestCreatedAt: async (userId: number, purpose: TokenPurpose) =>
      (
        await db
          .selectFrom('email_tokens')
          .select('created_at')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.created_at,

    /**
     * Spends a live, unused link: one conditional update, so of two requests racing with one link exactly one
     * wins. Answers the row it spent, or nothing.
     */
    async spend(db2: DB, tokenHash: string, purpose: TokenPurpose, now: number) {
      const row = await db2
        .selectFrom('email_tokens')
        .select(['id', 'user_id', 'email'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      const r = await db2
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? row : undefined;
    },

    /** Every other unused link of a purpose dies with a success or a new address. */
    spendAll: (db2: DB, userId: number, purpose: TokenPurpose, now: number) =>
      db2
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute(),

    deleteExpired: (before: number) =>
      db.deleteFrom('email_tokens').where('expires_at', '<=', before).execute(),
  };
}
