import type { DB } from '../../db/database';

export function createAuthRepository(db: DB) {
  return {
    findUserByName: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),

    findUserById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    insertUser: (username: string, passwordHash: string, now: number) =>
      db
        .insertInto('users')
        .values({ username, password_hash: passwordHash, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),

    insertSession: (userId: number, tokenHash: string, now: number, expiresAt: number) =>
      db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
        .execute(),

    /** The user behind a token, if the session is live. */
    findSession: (tokenHash: string, now: number) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.username',
          'users.is_manager',
          'users.disabled',
          'sessions.id as session_id',
          'sessions.expires_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst(),

    deleteSession: (tokenHash: string) =>
      db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute(),

    deleteOtherSessions: (userId: number, keepTokenHash: string) =>
      db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keepTokenHash)
        .execute(),

    deleteExpiredSessions: (now: number) =>
      db.deleteFrom('sessions').where('expires_at', '<=', now).execute(),

    setPassword: (userId: number, passwordHash: string) =>
      db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute(),
  };
}
