/** Query keys of the articles feature. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => ['articles', 'list'] as const,
  page: (uid: number, page: number) => ['articles', 'list', uid, page] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  public: (id: number) => ['articles', 'public', id] as const,
};
