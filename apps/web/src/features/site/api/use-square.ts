import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SquarePost } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

/** GET /api/app/square?page: newest first. */
export function useSquare(page: number) {
  return useQuery({
    queryKey: siteKeys.square(page),
    queryFn: async ({ signal }): Promise<Paged<SquarePost>> => {
      const env = await api.get<SquarePost[]>(`/api/app/square?page=${page}`, { signal });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/app/square/{id}. */
export function useSquarePost(id: number) {
  return useQuery({
    queryKey: siteKeys.squarePost(id),
    queryFn: async ({ signal }) =>
      (await api.get<SquarePost>(`/api/app/square/${id}`, { signal, silent: true })).data!,
    enabled: id > 0,
  });
}

/** POST /api/app/square: a new post; the list is fetched again so it shows on top. */
export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await api.post<SquarePost>('/api/app/square', { text })).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['site', 'square'] }),
  });
}
