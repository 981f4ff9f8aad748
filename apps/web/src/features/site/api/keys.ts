import type { SearchKind } from '@vsqx/domain';

/** Query keys of the site feature. */
export const siteKeys = {
  all: ['site'] as const,
  home: () => ['site', 'home'] as const,
  search: (q: string, kind: SearchKind, page: number) => ['site', 'search', kind, q, page] as const,
  detail: (type: 'v' | 'm', id: number) => ['site', 'detail', type, id] as const,
  space: (uid: number) => ['site', 'space', uid] as const,
  spaceList: (uid: number, list: string, page: number) => ['site', 'space', uid, list, page] as const,
  square: (page: number) => ['site', 'square', 'list', page] as const,
  squarePost: (id: number) => ['site', 'square', 'post', id] as const,
  checkin: () => ['site', 'checkin'] as const,
};

/** A page of a list with the total of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
}
