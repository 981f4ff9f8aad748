import type { SessionData } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { createAuthRepository } from './auth.repository';
import { createLoginBackoff } from './login-backoff';
import { hashPassword, hashToken, needsRehash, newToken, verifyPassword } from './passwords';
import { createSessionCache, type CachedSession, type SessionCache } from './session-cache';
import { revokeCached } from './session-revocation';

// One session cache per app (the hook and the routes each build an auth service over the same context).
const caches = new WeakMap<AppContext, SessionCache>();
export function sessionCacheOf(ctx: AppContext): SessionCache {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = createSessionCache(ctx.config.sessionCacheMs)));
  return c;
}

// A fixed hash to verify against when the user does not exist, so both failures take the same time
// (argon2id with today's parameters, as a registered user's hash is).
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(43);

export function createAuthService(ctx: AppContext) {
  const repo = createAuthRepository(ctx.db);
  const cache = sessionCacheOf(ctx);
  const backoff = createLoginBackoff(ctx.db, ctx.config.loginBackoff);

  async function openSession(user: {
    id: number;
    username: string;
    is_manager: number;
    avatar_exist: number;
  }) {
    const token = newToken();
    const now = Date.now();
    await repo.insertSession(user.id, hashToken(token), now, now + ctx.config.tokenTtlMs);
    const data: SessionData = {
      uid: user.id,
      username: user.username,
      token,
      isAdmin: user.is_manager === 1,
      avatar_exist: user.avatar_exist,
    };
    return data;
  }

  return {
    async register(username: string, password: string) {
      if (await repo.findUserByName(username)) throw conflict('usernameTaken');
      const hash = await hashPassword(password);
      try {
        await repo.insertUser(username, hash, Date.now());
      } catch {
        // Two registrations raced for the name: the unique index decided.
        throw conflict('usernameTaken');
      }
      const user = await repo.findUserByName(username);
      return openSession(user!);
    },

    async login(username: string, password: string) {
      // Names that do not exist are delayed too, so the 429 does not tell which names are registered.
      await backoff.check(username);
      const user = await repo.findUserByName(username);
      const good = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !good) {
        await backoff.fail(username);
        throw invalid('loginFailed');
      }
      await backoff.succeed(username);
      // An old scrypt hash (or weaker argon2 parameters) becomes today's argon2id now the password is known.
      if (needsRehash(user.password_hash)) await repo.setPassword(user.id, await hashPassword(password));
      if (user.disabled) throw forbidden();
      return openSession(user);
    },

    async logout(token: string) {
      const hash = hashToken(token);
      await repo.deleteSession(hash);
      await revokeCached(ctx, cache, { token: hash });
    },

    async changePassword(userId: number, currentToken: string, oldPassword: string, newPassword: string) {
      const user = await repo.findUserById(userId);
      if (!user || !(await verifyPassword(oldPassword, user.password_hash))) throw invalid('passwordWrong');
      await repo.setPassword(userId, await hashPassword(newPassword));
      await repo.deleteOtherSessions(userId, hashToken(currentToken));
      await revokeCached(ctx, cache, { user: userId, keep: hashToken(currentToken) });
    },

    async logoutOthers(userId: number, currentToken: string) {
      await repo.deleteOtherSessions(userId, hashToken(currentToken));
      await revokeCached(ctx, cache, { user: userId, keep: hashToken(currentToken) });
    },

    /** The live session behind a token: from the short-lived cache, else from the database (then cached). */
    async resolveToken(token: string): Promise<CachedSession | undefined> {
      const hash = hashToken(token);
      const now = Date.now();
      const hit = cache.get(hash, now);
      if (hit) return hit;
      const mark = cache.revocationMark;
      const row = await repo.findSession(hash, now);
      if (!row) return undefined;
      const session = { ...row, expires_at: Number(row.expires_at) };
      cache.setIfNoRevocationSince(mark, hash, session, now);
      return session;
    },

    sweepExpired: () => repo.deleteExpiredSessions(Date.now()),
  };
}
