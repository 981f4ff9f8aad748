import { useQuery } from '@tanstack/react-query';
import { articleEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { articleKeys } from './keys';
import { viewOrigin } from '../../../lib/view-origin';

/** GET /api/app/article/{id}: the public article page (its HTML is sanitised by the server). */
export function usePublicArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.public(id ?? 0),
    queryFn: async () =>
      (
        await call(
          articleEndpoints.view,
          { params: { id: id! }, query: { from: viewOrigin(window.location.pathname) } },
          { silent: true },
        )
      ).data,
    enabled: id !== null,
  });
}
