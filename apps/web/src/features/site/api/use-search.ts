import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleCard, MidiCard, ProjectCard, SearchKind } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

export type SearchRow = ProjectCard | MidiCard | ArticleCard;

/** The wire's `type` (DESIGN §8 "Public search") of each list the page offers. */
const TYPE_OF: Record<SearchKind, string> = { vsqx: 'project', midi: 'midi', article: 'article' };

/** GET /api/app/search?q&type&page (indexed substring search): 10 per page with the total, and which kind the rows are. */
export function useSearch(q: string, kind: SearchKind, page: number) {
  return useQuery({
    queryKey: siteKeys.search(q, kind, page),
    queryFn: async ({ signal }): Promise<Paged<SearchRow> & { kind: SearchKind }> => {
      const env = await api.get<SearchRow[]>(
        `/api/app/search?q=${encodeURIComponent(q)}&type=${TYPE_OF[kind]}&page=${page}`,
        { signal },
      );
      return { kind, rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
