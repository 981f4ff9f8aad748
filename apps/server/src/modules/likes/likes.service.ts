import type { LikeResult, LikeTarget } from '@vsqx/domain';
import { recordEvent } from '../analytics/analytics.record';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { bumpDailyStat } from '../daily-stats/daily-stats.repository';
import { bumpCounter } from '../daily-stats/counters.repository';
import { createLikesRepository } from './likes.repository';
import { findItem } from '../detail/items.repository';

export function createLikesService(ctx: AppContext) {
  return {
    /**
     * Likes, or takes back my like. The like row, the counter (with the score) and the per-day figure
     * change together. An unlike takes the like off the day it was given, so a day's figure counts the
     * likes given that day that still stand and never goes below zero.
     */
    async toggle(userId: number, type: LikeTarget, id: number): Promise<LikeResult> {
      return ctx.db.transaction().execute(async (trx) => {
        const item = await findItem(trx, type, id, userId);
        if (!item) throw notFound();
        const likes = createLikesRepository(trx);
        const now = Date.now();
        let by = 1;
        let day = now;
        if (!(await likes.add(userId, type, id, now))) {
          const givenAt = await likes.remove(userId, type, id);
          by = givenAt === null ? 0 : -1;
          day = givenAt ?? now;
        }
        // by 0 (a racing request removed the like first) still reads the current count.
        const zan = (await bumpCounter(trx, type, id, 'zan', by)) ?? 0;
        if (by !== 0 && type !== 'a') {
          await bumpDailyStat(trx, {
            projectType: type,
            projectId: id,
            userId: item.ownerId,
            field: 'likes',
            by,
            at: day,
          });
        }
        await recordEvent(trx, {
          ownerId: item.ownerId,
          actorId: userId,
          itemType: type,
          itemId: id,
          metric: 'likes',
          n: by,
          at: day,
        });
        return { liked: by > 0, zan };
      });
    },
  };
}
