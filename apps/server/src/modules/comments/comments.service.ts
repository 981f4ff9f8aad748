import {
  COMMENT_ON_MY_ITEM,
  REPLY_TO_MY_COMMENT,
  type CommentCreate,
  type CommentItem,
  type CommentScene,
} from '@vsqx/domain';
import { recordEvent } from '../analytics/analytics.record';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { notifyMentions, notifyReply } from '../notify/notices';
import { bumpDailyStat } from '../daily-stats/daily-stats.repository';
import { bumpCounter, type CountedType } from '../daily-stats/counters.repository';
import { createCommentsRepository } from './comments.repository';
import { findItem } from '../detail/items.repository';

/** Which table a comment scene's item lives in. */
export const SCENE_TYPE: Record<CommentScene, CountedType> = { 1: 'v', 2: 'a', 3: 's', 4: 'm' };

export function createCommentsService(ctx: AppContext) {
  return {
    /**
     * Posts a comment and, in one transaction, everything it causes: the item's comment count (and the
     * project's score and day figure), the reply notice to the item's owner or to the answered comment's
     * author, and a mention notice to each @named user.
     */
    async create(userId: number, c: CommentCreate): Promise<CommentItem> {
      const type = SCENE_TYPE[c.scene];
      const id = await ctx.db.transaction().execute(async (trx) => {
        const item = await findItem(trx, type, c.project_id, userId);
        if (!item) throw notFound();
        const repo = createCommentsRepository(trx);
        const parent = c.reply_to ? await repo.findInItem(c.reply_to, c.scene, c.project_id) : undefined;
        if (c.reply_to && !parent) throw notFound();
        const now = Date.now();
        const row = await repo.insert({
          scene: c.scene,
          project_id: c.project_id,
          user_id: userId,
          text: c.text,
          reply_to: parent?.id ?? null,
          created_at: now,
        });
        await bumpCounter(trx, type, c.project_id, 'comment_num', 1);
        if (type !== 's')
          await recordEvent(trx, {
            ownerId: item.ownerId,
            actorId: userId,
            itemType: type,
            itemId: c.project_id,
            metric: 'comments',
            at: now,
          });
        if (type === 'v' || type === 'm') {
          await bumpDailyStat(trx, {
            projectType: type,
            projectId: c.project_id,
            userId: item.ownerId,
            field: 'comments',
            at: now,
          });
        }
        const notice = {
          fromUserId: userId,
          scene: c.scene,
          projectId: c.project_id,
          projectName: item.name,
          text: c.text,
        };
        await notifyReply(ctx.live, trx, {
          ...notice,
          commentId: row.id,
          toUserId: parent ? parent.user_id : item.ownerId,
          commentType: parent ? REPLY_TO_MY_COMMENT : COMMENT_ON_MY_ITEM,
        });
        await notifyMentions(ctx.live, trx, notice);
        return row.id;
      });
      return createCommentsRepository(ctx.db).one(id);
    },

    /** One page of an item's comments (public); 404 when the item does not exist. */
    async list(scene: CommentScene, projectId: number, page: number, viewerId: number | null) {
      if (!(await findItem(ctx.db, SCENE_TYPE[scene], projectId, viewerId))) throw notFound();
      return createCommentsRepository(ctx.db).page(scene, projectId, page);
    },
  };
}
