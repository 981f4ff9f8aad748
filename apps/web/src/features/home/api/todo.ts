import { useQuery } from '@tanstack/react-query';
import type { TodoCounts } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** The to-do card's counts (GET /api/user/todo); fetched afresh each time the home opens. */
export function useTodo() {
  return useQuery({
    queryKey: ['stats', 'todo'],
    queryFn: async () => (await api.get<TodoCounts>('/api/user/todo')).data!,
    staleTime: 0,
  });
}
