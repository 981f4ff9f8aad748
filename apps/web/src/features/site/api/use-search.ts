import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleCard, MidiCard, ProjectCard, SearchKind, siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

export type SearchRow = ProjectCard | MidiCard | ArticleCard;

/** The wire's `type` (DESIGN §8 "Public search") of each list the page offers. */
const TYPE_OF: Record<SearchKind, 'project' | 'midi' | 'article'> = {
  vsqx: 'project',
  midi: 'midi',
  article: 'article',
};

/** GET /api/app/search?q&type&page (indexed substring search): 10 per page with the total, and which kind the rows are. */
export function useSearch(q: string, kind: SearchKind, page: number) {
  return useQuery({
    queryKey: siteKeys.search(q, kind, page),
    queryFn: async ({ signal }): Promise<Paged<SearchRow> & { kind: SearchKind }> => {
      // A first screen: the endpoint is named as a type only, so its schemas (and zod) are not loaded with it.
      const env = await callAt<typeof siteEndpoints.search>(
        { method: 'GET', path: '/api/app/search' },
        { query: { q, type: TYPE_OF[kind], page } },
        { signal },
      );
      return { kind, rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
