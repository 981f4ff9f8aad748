import type { AppConfig } from '../config/config';
import type { DB, Dialect } from '../db/database';
import { backup, restore } from './backup';
import { createFileStore } from '../files';
import { singersCommand } from '../modules/project-meta/singers-command';
import { issueResetLink } from '../modules/account-email/account-email.service';
import { publishRevocation } from '../modules/auth/session-revocation';
import type { Redis } from '../lib/redis';
import { notifySystem } from '../modules/notify/notices';
import type { Publisher } from '../modules/notify/notify';

export interface AdminContext {
  db: DB;
  dialect: Dialect;
  config: AppConfig;
  /** Set when REDIS_URL is: running instances are told at once that a user's cached sessions are stale. */
  redis?: Redis;
  /** Where a system message is announced (modules/notify): the deployment's live bus. */
  live: Publisher;
}

/** The running instances drop their cached sessions of this user (flags or sessions changed). */
async function tellInstances({ redis, config }: AdminContext, userId: number): Promise<string> {
  if (!config.redisUrl) return '';
  return (await publishRevocation(redis, config.redisPrefix, { user: userId }))
    ? ''
    : ' (Redis unreachable: instances notice within SESSION_CACHE_MS)';
}

interface Command {
  usage: string;
  run(ctx: AdminContext, args: string[]): Promise<string>;
}

async function userId(db: DB, username: string | undefined): Promise<number> {
  if (!username) throw new Error('a username is required');
  const u = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!u) throw new Error(`no user named ${username}`);
  return u.id;
}

/** Operator commands (DESIGN §4). Each answers one line saying what it did. */
export const adminCommands: Record<string, Command> = {
  'grant-manager': {
    usage: '<username>                      make a course manager',
    async run(ctx, [username]) {
      const id = await userId(ctx.db, username);
      await ctx.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', id).execute();
      return `${username} is now a course manager${await tellInstances(ctx, id)}`;
    },
  },
  'revoke-manager': {
    usage: '<username>                      remove the course-manager flag',
    async run(ctx, [username]) {
      const id = await userId(ctx.db, username);
      await ctx.db.updateTable('users').set({ is_manager: 0 }).where('id', '=', id).execute();
      return `${username} is no longer a course manager${await tellInstances(ctx, id)}`;
    },
  },
  'system-message': {
    usage: '<username|--all> <title> <text>  send a system notice',
    async run({ db, live }, [target, title, text]) {
      if (!target || !title || !text)
        throw new Error('usage: system-message <username|--all> <title> <text>');
      const ids =
        target === '--all'
          ? (await db.selectFrom('users').select('id').where('disabled', '=', 0).execute()).map((u) => u.id)
          : [await userId(db, target)];
      // One transaction: every recipient gets it or none; the bus is told after the commit.
      await db.transaction().execute((trx) => notifySystem(live, trx, { toUserIds: ids, title, text }));
      return `system message sent to ${ids.length} user(s)`;
    },
  },
  disable: {
    usage: '<username>                      disable an account and end its sessions',
    async run(ctx, [username]) {
      const id = await userId(ctx.db, username);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ disabled: 1 }).where('id', '=', id).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      });
      return `${username} is disabled${await tellInstances(ctx, id)}`;
    },
  },
  backup: {
    usage: '<file.tar.gz>                   consistent backup of the database and files (safe while running)',
    async run({ db, dialect, config }, [file]) {
      if (!file) throw new Error('usage: backup <file.tar.gz>');
      const m = await backup(db, dialect, await createFileStore(config.dataDir, config.fileStoreUrl), file);
      return `backup written to ${file}: ${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(m.tables).length} tables, ${m.files} files`;
    },
  },
  restore: {
    usage: '<file.tar.gz>                   restore a backup into an empty data folder / database',
    async run({ db, dialect, config }, [file]) {
      if (!file) throw new Error('usage: restore <file.tar.gz>');
      const m = await restore(db, dialect, await createFileStore(config.dataDir, config.fileStoreUrl), file);
      return `restored ${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows from ${m.created_at}`;
    },
  },
  enable: {
    usage: '<username>                      enable a disabled account',
    async run({ db }, [username]) {
      const id = await userId(db, username);
      await db.updateTable('users').set({ disabled: 0 }).where('id', '=', id).execute();
      return `${username} is enabled`;
    },
  },
  'reset-link': {
    usage:
      '<username>                      print a one-time password-reset link (30 minutes; for accounts without e-mail)',
    async run({ db, config }, [username]) {
      // No mail leaves this command: the operator hands the link over.
      const link = await issueResetLink(db, config, await userId(db, username));
      return `one-time reset link for ${username} (valid 30 minutes, single use):\n${link}`;
    },
  },
  singers: singersCommand,
};
