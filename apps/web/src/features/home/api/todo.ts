import { queryOptions, useQuery } from '@tanstack/react-query';
import type { statsEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';

/**
 * The to-do card's counts (GET /api/user/todo), also started by the entry beside the home page's code
 * (creator-pages.tsx). Fresh each time the home opens: the 2 s only keep the entry's request from being sent
 * again when the page mounts right after it.
 */
export const todoQuery = () =>
  queryOptions({
    queryKey: ['stats', 'todo'],
    queryFn: async () =>
      (await callAt<typeof statsEndpoints.todo>({ method: 'GET', path: '/api/user/todo' })).data,
    staleTime: 2_000,
  });

export function useTodo() {
  return useQuery(todoQuery());
}
