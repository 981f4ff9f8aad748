import {
  EMAIL_VERIFY_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  SITE_PATHS,
  msg,
  type AccountEmailData,
  type Lang,
  type MessageKey,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { AppError, invalid } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, hashToken, newToken } from '../auth/passwords';
import { sessionCacheOf } from '../auth/auth.service';
import { revokeCached } from '../auth/session-revocation';
import type { AppConfig } from '../../config/config';
import type { DB } from '../../db/database';
import { createEmailTokensRepository } from './email-tokens.repository';

/** One reset mail per account per minute, whatever the IP limit lets through: no mail-bombing an address. */
const RESET_MAIL_GAP_MS = 60 * 1000;

function fill(key: MessageKey, lang: Lang, values: Record<string, string>) {
  return msg(key, lang).replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/**
 * A new single-use reset link for an account (valid 30 minutes), built from PUBLIC_URL, never from a request.
 * Also what `npm run admin -- reset-link` prints for an account without an address.
 */
export async function issueResetLink(db: DB, config: AppConfig, userId: number): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await createEmailTokensRepository(db).insert({
    user_id: userId,
    purpose: 'password_reset',
    token_hash: hashToken(token),
    email: null,
    created_at: now,
    expires_at: now + PASSWORD_RESET_TTL_MS,
  });
  return `${config.publicUrl}${SITE_PATHS.resetPassword(token)}`;
}

/** Account e-mail and password reset (DESIGN §8). */
export function createAccountEmailService(ctx: AppContext, mailer: Mailer) {
  const tokens = createEmailTokensRepository(ctx.db);

  return {
    async get(userId: number): Promise<AccountEmailData> {
      const u = await ctx.db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { email: u.email, verified: u.email !== null && u.email_verified_at !== null };
    },

    /** Sets (or sends again for) the address; a new address is unverified until its link is opened. */
    async set(userId: number, email: string, lang: Lang): Promise<MessageKey> {
      const u = await ctx.db
        .selectFrom('users')
        .select(['username', 'email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (u.email === email && u.email_verified_at !== null) return 'emailAlreadyVerified';
      const now = Date.now();
      const token = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ email, email_verified_at: null })
          .where('id', '=', userId)
          .execute();
        // Links sent to an earlier address must not verify the new one (nor the old one again).
        await tokens.spendAll(trx, userId, 'verify_email', now);
        const t = newToken();
        await trx
          .insertInto('email_tokens')
          .values({
            user_id: userId,
            purpose: 'verify_email',
            token_hash: hashToken(t),
            email,
            created_at: now,
            expires_at: now + EMAIL_VERIFY_TTL_MS,
          })
          .execute();
        return t;
      });
      const url = `${ctx.config.publicUrl}${SITE_PATHS.verifyEmail(token)}`;
      try {
        await mailer.send({
          to: email,
          subject: msg('mailVerifySubject', lang),
          text: fill('mailVerifyBody', lang, { username: u.username, link: url }),
          link: url,
        });
      } catch {
        throw new AppError(503, 'mailFailed');
      }
      return 'emailVerifySent';
    },

    /** Opens a verification link: verifies the address it was sent to, if that is still the account's. */
    async verify(token: string) {
      const now = Date.now();
      const done = await ctx.db.transaction().execute(async (trx) => {
        const row = await tokens.spend(trx, hashToken(token), 'verify_email', now);
        if (!row) return false;
        const r = await trx
          .updateTable('users')
          .set({ email_verified_at: now })
          .where('id', '=', row.user_id)
          .where('email', '=', row.email)
          .executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      });
      if (!done) throw invalid('linkInvalid');
    },

    /**
     * Mails a reset link to every enabled account whose verified address this is. Answers nothing: the
     * caller's reply is the same whether or not one exists, and the route does not wait for this.
     */
    async requestReset(email: string, lang: Lang) {
      const users = await ctx.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('email', '=', email)
        .where('email_verified_at', 'is not', null)
        .where('disabled', '=', 0)
        .execute();
      for (const u of users) {
        const last = await tokens.latestCreatedAt(u.id, 'password_reset');
        if (last !== undefined && Date.now() - Number(last) < RESET_MAIL_GAP_MS) continue;
        const url = await issueResetLink(ctx.db, ctx.config, u.id);
        await mailer.send({
          to: email,
          subject: msg('mailResetSubject', lang),
          text: fill('mailResetBody', lang, { username: u.username, link: url }),
          link: url,
        });
      }
    },

    /** Sets the new password from a live link; every session of the account ends, every other link dies. */
    async resetPassword(token: string, password: string) {
      const hash = await hashPassword(password);
      const now = Date.now();
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const row = await tokens.spend(trx, hashToken(token), 'password_reset', now);
        if (!row) return undefined;
        await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', row.user_id).execute();
        await tokens.spendAll(trx, row.user_id, 'password_reset', now);
        await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
        // The owner proved themselves: the failed-login delay an attacker ran up ends (issue 18).
        const user = await trx
          .selectFrom('users')
          .select('username')
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        if (user) await trx.deleteFrom('login_failures').where('username', '=', user.username).execute();
        return row.user_id;
      });
      if (userId === undefined) throw invalid('linkInvalid');
      await revokeCached(ctx, sessionCacheOf(ctx), { user: userId });
    },
  };
}
