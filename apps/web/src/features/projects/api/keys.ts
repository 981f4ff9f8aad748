import type { SortOrder } from '@vsqx/domain';

/** Query keys of the projects feature. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  page: (sort: SortOrder, page: number) => ['projects', 'list', sort, page] as const,
  midi: (uid: number) => ['projects', 'midi', uid] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  profileDefaults: () => ['projects', 'profile-defaults'] as const,
};
