import type { SortOrder } from '@vsqx/domain';

/** Query keys of the projects feature. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  page: (sort: SortOrder, page: number) => ['projects', 'list', sort, page] as const,
  /** All my projects, vsqx and MIDI in one list (select_all_project_list). */
  allPage: (sort: SortOrder, page: number) => ['projects', 'list', 'all', sort, page] as const,
  midi: () => ['projects', 'midi'] as const,
  midiPage: (uid: number, sort: SortOrder, page: number) => ['projects', 'midi', uid, sort, page] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  profileDefaults: () => ['projects', 'profile-defaults'] as const,
};
