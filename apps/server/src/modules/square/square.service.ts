import type { SquarePost } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { notifyMentions } from '../notify/notices';
import { findItem } from '../detail/items.repository';
import { createSquareRepository } from './square.repository';

export function createSquareService(ctx: AppContext) {
  const repo = createSquareRepository(ctx.db);
  async function one(id: number): Promise<SquarePost> {
    const post = await repo.one(id);
    if (!post) throw notFound();
    return post;
  }
  return {
    list: (page: number) => repo.page(page),
    one,

    /** Posts to the square; each @named user gets a mention (scene 3) in the same transaction. */
    async create(userId: number, text: string): Promise<SquarePost> {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const row = await createSquareRepository(trx).insert(userId, text, Date.now());
        const item = await findItem(trx, 's', row.id, userId);
        await notifyMentions(ctx.live, trx, {
          fromUserId: userId,
          scene: 3,
          projectId: row.id,
          projectName: item?.name ?? '',
          text,
        });
        return row.id;
      });
      return one(id);
    },
  };
}
