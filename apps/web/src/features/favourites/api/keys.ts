import type { SortOrder } from '@vsqx/domain';

/** Query keys of the favourites feature. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  page: (sort: SortOrder, page: number) => ['favourites', 'list', sort, page] as const,
};
