import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SquarePost, siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

/** GET /api/app/square?page: newest first. A first screen: the endpoints are named as types only. */
export function useSquare(page: number) {
  return useQuery({
    queryKey: siteKeys.square(page),
    queryFn: async ({ signal }): Promise<Paged<SquarePost>> => {
      const env = await callAt<typeof siteEndpoints.square>(
        { method: 'GET', path: '/api/app/square' },
        { query: { page } },
        { signal },
      );
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/app/square/{id}. */
export function useSquarePost(id: number) {
  return useQuery({
    queryKey: siteKeys.squarePost(id),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof siteEndpoints.squareOne>(
          { method: 'GET', path: '/api/app/square/:id' },
          { params: { id } },
          { signal, silent: true },
        )
      ).data,
    enabled: id > 0,
  });
}

/** POST /api/app/square: a new post; the list is fetched again so it shows on top. */
export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<SquarePost> =>
      (
        await callAt<typeof siteEndpoints.squarePost>(
          { method: 'POST', path: '/api/app/square' },
          { body: { text } },
        )
      ).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['site', 'square'] }),
  });
}
