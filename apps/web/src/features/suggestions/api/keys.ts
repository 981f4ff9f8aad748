import type { SuggestFilter } from '@vsqx/domain';

/** Query keys of the suggestions feature (approval tool and the tutorials page). */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: (filter: SuggestFilter, page: number) => ['suggestions', 'list', filter, page] as const,
  mine: ['suggestions', 'mine'] as const,
  docs: ['tutorial-docs'] as const,
  doc: (id: number) => ['tutorial-docs', id] as const,
};
