import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleCard, MidiCard, ProjectCard, SearchKind } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

export type SearchRow = ProjectCard | MidiCard | ArticleCard;

/** GET /api/app/search?q&kind&page: 10 per page with the total, and which kind the rows are. */
export function useSearch(q: string, kind: SearchKind, page: number) {
  return useQuery({
    queryKey: siteKeys.search(q, kind, page),
    queryFn: async ({ signal }): Promise<Paged<SearchRow> & { kind: SearchKind }> => {
      const env = await api.get<SearchRow[]>(`/api/app/search?q=${encodeURIComponent(q)}&kind=${kind}&page=${page}`, { signal });
      return { kind, rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
