import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { favouriteEndpoints, LIMITS, type FavouriteItem, type SortOrder } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { favouriteKeys } from './keys';

export interface FavouritePage {
  rows: FavouriteItem[];
  total: number;
}

/** One page (10) of my favourites, sorted by time (newest first) or popularity (DESIGN §5 paging). */
export function useFavourites(sort: SortOrder, page: number) {
  return useQuery({
    queryKey: favouriteKeys.page(sort, page),
    queryFn: async ({ signal }): Promise<FavouritePage> => {
      const env = await call(
        favouriteEndpoints.list,
        { query: { page, page_size: LIMITS.pageSize, sort } },
        { signal },
      );
      return { rows: env.data, total: env.total ?? 0 };
    },
    // The old page stays on screen while the next one loads: cancelling does not flash an empty list.
    placeholderData: keepPreviousData,
  });
}
