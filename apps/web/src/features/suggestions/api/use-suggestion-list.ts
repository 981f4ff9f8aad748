import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, suggestionEndpoints, type SuggestFilter } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { suggestionKeys } from './keys';

/**
 * GET get_submit_suggest_list (managers). Not silent: a failure shows the server's message (spec §8),
 * after which the page sends the user to /home (spec §6).
 */
export function useSuggestionList(filter: SuggestFilter, page: number) {
  return useQuery({
    queryKey: suggestionKeys.list(filter, page),
    queryFn: async ({ signal }) => {
      const query = { page, page_size: LIMITS.pageSize, status: filter === 'all' ? undefined : filter };
      const env = await call(suggestionEndpoints.list, { query }, { signal });
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
