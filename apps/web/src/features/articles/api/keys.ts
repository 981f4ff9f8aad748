/** Query keys of the articles feature. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => ['articles', 'list'] as const,
  /** `query`: the list call's query string (page, size, search and filters). */
  page: (uid: number, query: string) => ['articles', 'list', uid, query] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  public: (id: number) => ['articles', 'public', id] as const,
};
