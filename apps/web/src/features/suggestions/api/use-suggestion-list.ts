import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type SuggestFilter, type SuggestionRow } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { suggestionKeys } from './keys';

/**
 * GET get_submit_suggest_list (managers). Not silent: a failure shows the server's message (spec §8),
 * after which the page sends the user to /home (spec §6).
 */
export function useSuggestionList(filter: SuggestFilter, page: number) {
  return useQuery({
    queryKey: suggestionKeys.list(filter, page),
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ page: String(page), page_size: String(LIMITS.pageSize) });
      if (filter !== 'all') q.set('status', filter);
      const env = await api.get<SuggestionRow[]>(`/api/v-course/get_submit_suggest_list?${q}`, { signal });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
