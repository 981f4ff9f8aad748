import { sql } from 'kysely';
import type { AppContext } from '../../lib/context';
import type { DB } from '../../db/database';
import { notifySystem } from '../notify/notices';
import type { Publisher } from '../notify/notify';

/** The kinds of item a creator can schedule, with the columns the job reads. */
const SCHEDULED = [
  { table: 'vsqx_projects', id: 'music_id', name: 'music_name' },
  { table: 'midi_projects', id: 'midi_id', name: 'midi_name' },
  { table: 'articles', id: 'article_id', name: 'article_title' },
] as const;

export interface Published {
  table: (typeof SCHEDULED)[number]['table'];
  id: number;
  ownerId: number;
}

/**
 * Publishes every item whose `publish_at` has come, exactly once whichever instance polls: the UPDATE that
 * makes a row public also clears its `publish_at` in one statement, so a second instance's UPDATE (PostgreSQL
 * re-checks the condition on the locked row; SQLite writes one at a time) finds nothing left to claim. What
 * a publication tells people runs in the same transaction, so it happens once with it or not at all.
 * A normal publish notifies nobody today (no followers yet); the owner is told their item went live.
 */
export async function publishDue(live: Publisher, db: DB, now = Date.now()): Promise<Published[]> {
  const done: Published[] = [];
  for (const t of SCHEDULED) {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number; user_id: number; name: string }>`
        update ${sql.table(t.table)} set visibility = 'public', publish_at = null
        where publish_at is not null and publish_at <= ${now}
        returning ${sql.ref(t.id)} as id, user_id, ${sql.ref(t.name)} as name`.execute(trx);
      for (const r of rows) {
        await notifySystem(live, trx, {
          toUserIds: [r.user_id],
          title: '定时发布',
          text: `《${r.name}》已按计划公开发布`,
        });
        done.push({ table: t.table, id: Number(r.id), ownerId: r.user_id });
      }
    });
  }
  return done;
}

/** The background task (lib/background.ts): one cheap index probe per table per poll when nothing is due. */
export const runScheduledPublications = (ctx: AppContext) => publishDue(ctx.live, ctx.db);
