import type { AppConfig } from '../../config/config';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { createLoginFailuresRepository } from './login-failures.repository';

/** How long the `failures`-th failure in a row locks the name (0 while the free attempts last). */
export function lockFor(failures: number, cfg: AppConfig['loginBackoff']): number {
  const over = failures - cfg.freeFailures;
  if (over < 0) return 0;
  return Math.min(cfg.baseMs * 2 ** Math.min(over, 40), cfg.maxMs);
}

/**
 * The per-account limit on failed logins (issue 18 "Client addresses"): the per-address limit alone does
 * not stop guessing from many addresses. Kept in the database so every instance sees the same delay. The
 * delay is capped (LOGIN_BACKOFF_MAX_MS, 15 min) and a success resets it, so an attacker who knows a name
 * can slow its owner down, never lock them out for long.
 */
export function createLoginBackoff(db: DB, cfg: AppConfig['loginBackoff']) {
  const repo = createLoginFailuresRepository(db);
  return {
    /** Throws 429 while the name is locked; the password is not even checked then. */
    async check(username: string, now = Date.now()): Promise<void> {
      const until = await repo.lockedUntil(username);
      if (until > now) {
        throw new AppError(429, 'tooManyRequests', { retry_after_ms: until - now }, undefined, {
          'Retry-After': String(Math.ceil((until - now) / 1000)),
        });
      }
    },
    fail: (username: string, now = Date.now()) => repo.recordFailure(username, now, (n) => lockFor(n, cfg)),
    succeed: (username: string) => repo.clear(username),
  };
}
