import { queryOptions } from '@tanstack/react-query';
import type { projectEndpoints } from '@vsqx/domain';
import { callAt } from '../lib/api';

/**
 * The public meta of a live project (`GET /api/app/project_meta/{uid}`); null when the file said nothing.
 * Its own module so the site's entry can start it beside the project page's code (site-router.tsx): the
 * "Download as…" menu is drawn only once it is in, and arriving after the page it moved the buttons (CLS).
 * A first screen's call, so the endpoint is named by type only (no schemas, no zod on the page).
 */
export const projectMetaQuery = (uid: string, version: number) =>
  queryOptions({
    queryKey: ['project-meta', uid, version],
    queryFn: async () =>
      (
        await callAt<typeof projectEndpoints.meta>(
          { method: 'GET', path: '/api/app/project_meta/:uid' },
          { params: { uid } },
          { silent: true },
        )
      ).data,
    staleTime: 60_000,
  });
