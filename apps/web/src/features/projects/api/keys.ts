/** Query keys of the projects feature. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  /** `query`: the list call's query string (page, size, order, search and filters). */
  page: (query: string) => ['projects', 'list', query] as const,
  /** All my projects, vsqx and MIDI in one list (select_all_project_list). */
  allPage: (query: string) => ['projects', 'list', 'all', query] as const,
  midi: () => ['projects', 'midi'] as const,
  midiPage: (uid: number, query: string) => ['projects', 'midi', uid, query] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  profileDefaults: () => ['projects', 'profile-defaults'] as const,
  /** My storage (GET /api/user/storage). */
  storage: () => ['projects', 'storage'] as const,
};
