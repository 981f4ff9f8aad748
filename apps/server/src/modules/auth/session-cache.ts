/** What a request needs to know about its caller's session. */
export interface CachedSession {
  id: number;
  username: string;
  is_manager: number;
  disabled: number;
  session_id: number;
  expires_at: number;
}

interface Entry {
  session: CachedSession;
  until: number;
}

/**
 * A short-lived, bounded, in-process memory of live sessions by token hash, so a burst of requests with one
 * token reads the session once (the session join was a query on every authenticated request). Only live
 * sessions are remembered, never failures. An entry lives `ttlMs` at most and never past the session's own
 * expiry; logout and "sign out other sessions" forget entries at once in this process, and with REDIS_URL
 * in every other instance too (session-revocation.ts); without Redis another instance notices within `ttlMs`.
 * SESSION_CACHE_MS=0 turns the cache off.
 */
export function createSessionCache(ttlMs: number, max = 10_000) {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a session read from the database while a revocation arrived may be the one just
  // revoked (read before the delete, cached after the message), so it is not cached (`setIfNoRevocationSince`).
  let revocations = 0;
  return {
    /** Pass to `setIfNoRevocationSince` after a database read started now. */
    get revocationMark() {
      return revocations;
    },
    get(tokenHash: string, now: number): CachedSession | undefined {
      const e = entries.get(tokenHash);
      if (!e) return undefined;
      if (e.until > now) return e.session;
      entries.delete(tokenHash);
      return undefined;
    },
    set(tokenHash: string, session: CachedSession, now: number) {
      if (ttlMs <= 0) return;
      // Map keeps insertion order: past the bound, the oldest entry goes (re-set entries move to the end).
      entries.delete(tokenHash);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { session, until: Math.min(now + ttlMs, session.expires_at) });
    },
    setIfNoRevocationSince(mark: number, tokenHash: string, session: CachedSession, now: number) {
      if (mark === revocations) this.set(tokenHash, session, now);
    },
    forget(tokenHash: string) {
      revocations += 1;
      entries.delete(tokenHash);
    },
    /** Forgets every session of a user, except the one kept (password change, sign out of others). */
    forgetUser(userId: number, keepTokenHash?: string) {
      revocations += 1;
      for (const [hash, e] of entries)
        if (e.session.id === userId && hash !== keepTokenHash) entries.delete(hash);
    },
    clear() {
      revocations += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
