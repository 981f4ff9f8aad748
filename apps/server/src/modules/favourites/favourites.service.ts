import { LIMITS, pageOffset, type FavouriteStatus } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { createFavouritesRepository } from './favourites.repository';

export interface FavListRequest {
  page?: number;
  page_size?: number;
  sort?: 'time' | 'hot';
}

/** The caller's favourites; every query is bound to the caller's id. */
export function createFavouritesService(ctx: AppContext) {
  const repo = createFavouritesRepository(ctx.db);

  async function requireProject(musicId: number) {
    if (!(await repo.projectExists(musicId))) throw notFound();
  }

  return {
    /**
     * One page of cards (JSON texts of FavouriteItem) with the total. Without `page` the whole list is
     * answered (spec §7: "data is the favourites list"), bounded by the largest page size so one call stays cheap.
     */
    async list(userId: number, q: FavListRequest): Promise<{ cards: string[]; total: number }> {
      const limit = q.page === undefined ? LIMITS.maxPageSize : (q.page_size ?? LIMITS.pageSize);
      const state = await repo.state(userId);
      const cards = await repo.list(userId, q.sort ?? 'time', { offset: pageOffset(q.page ?? 1, limit), limit }, state);
      return { cards, total: state.n };
    },

    async add(userId: number, musicId: number) {
      await requireProject(musicId);
      await repo.add(userId, musicId, Date.now());
    },

    async cancel(userId: number, musicId: number) {
      await requireProject(musicId);
      await repo.remove(userId, musicId);
    },

    async status(userId: number | null, musicId: number): Promise<FavouriteStatus> {
      await requireProject(musicId);
      return repo.status(userId, musicId);
    },
  };
}
