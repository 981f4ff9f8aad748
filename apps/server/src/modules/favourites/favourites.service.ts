import { LIMITS, pageOffset, type FavouriteStatus } from '@vsqx/domain';
import { recordEvent } from '../analytics/analytics.record';
import { findItem } from '../detail/items.repository';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { assertVisible } from '../visibility/visibility.repository';
import { createFavouritesRepository } from './favourites.repository';

export interface FavListRequest {
  page?: number;
  page_size?: number;
  sort?: 'time' | 'hot';
}

/** The caller's favourites; every query is bound to the caller's id. */
export function createFavouritesService(ctx: AppContext) {
  const repo = createFavouritesRepository(ctx.db);

  async function requireProject(musicId: number, viewerId: number | null) {
    assertVisible(await repo.visibilityOf(musicId), viewerId);
  }

  return {
    /**
     * One page of cards (JSON texts of FavouriteItem) with the total. Without `page` the whole list is
     * answered (spec §7: "data is the favourites list"), bounded by the largest page size so one call stays cheap.
     */
    async list(userId: number, q: FavListRequest): Promise<{ cards: string[]; total: number }> {
      const limit = q.page === undefined ? LIMITS.maxPageSize : (q.page_size ?? LIMITS.pageSize);
      const offset = pageOffset(q.page ?? 1, limit);
      const { cards, total, hidden } = await repo.page({ userId, sort: q.sort ?? 'time', limit, offset });
      if (!hidden) return { cards, total };
      // Another creator's private project leaves the list (DESIGN §8) and the total: read the page again without it.
      return {
        cards: await repo.listVisible(userId, q.sort ?? 'time', { offset, limit }),
        total: total - hidden,
      };
    },

    /** Adds; the owner's analytics count it (not when the owner favourites their own), in the same transaction. */
    async add(userId: number, musicId: number) {
      await ctx.db.transaction().execute(async (trx) => {
        const item = await findItem(trx, 'v', musicId, userId);
        if (!item) throw notFound();
        const now = Date.now();
        if (await createFavouritesRepository(trx).add(userId, musicId, now)) {
          await recordEvent(trx, {
            ownerId: item.ownerId,
            actorId: userId,
            itemType: 'v',
            itemId: musicId,
            metric: 'favourites',
            at: now,
          });
        }
      });
    },

    /** Removes; the analytics take it off the day it was added (as an unlike does). */
    async cancel(userId: number, musicId: number) {
      await ctx.db.transaction().execute(async (trx) => {
        // A project made private since keeps its owner's figures right and can still leave the list.
        const item = await trx
          .selectFrom('vsqx_projects')
          .select('user_id as ownerId')
          .where('music_id', '=', musicId)
          .executeTakeFirst();
        if (!item) throw notFound();
        const addedAt = await createFavouritesRepository(trx).remove(userId, musicId);
        if (addedAt !== null) {
          await recordEvent(trx, {
            ownerId: item.ownerId,
            actorId: userId,
            itemType: 'v',
            itemId: musicId,
            metric: 'favourites',
            n: -1,
            at: addedAt,
          });
        }
      });
    },

    async status(userId: number | null, musicId: number): Promise<FavouriteStatus> {
      await requireProject(musicId, userId);
      return repo.status(userId, musicId);
    },
  };
}
