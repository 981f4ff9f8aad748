import { useQuery } from '@tanstack/react-query';
import type { articleEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { articleKeys } from './keys';
import { viewOrigin } from '../../../lib/view-origin';

/** GET /api/app/article/{id}: the public article page (its HTML is sanitised by the server). */
export function usePublicArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.public(id ?? 0),
    queryFn: async () =>
      // The endpoint as a type only: its schemas (and zod) stay out of the public page's first load.
      (
        await callAt<typeof articleEndpoints.view>(
          { method: 'GET', path: '/api/app/article/:id' },
          { params: { id: id! }, query: { from: viewOrigin(window.location.pathname) } },
          { silent: true },
        )
      ).data,
    enabled: id !== null,
  });
}
