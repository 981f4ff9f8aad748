import { queryOptions } from '@tanstack/react-query';
import type { ProjectMeta } from '@vsqx/domain';
import { api } from '../lib/api';

/**
 * The public meta of a live project (`GET /api/app/project_meta/{uid}`); null when the file said nothing.
 * Its own module so the site's entry can start it beside the project page's code (site-router.tsx): the
 * "Download as…" menu is drawn only once it is in, and arriving after the page it moved the buttons (CLS).
 */
export const projectMetaQuery = (uid: string, version: number) =>
  queryOptions({
    queryKey: ['project-meta', uid, version],
    queryFn: async () =>
      (await api.get<ProjectMeta | null>(`/api/app/project_meta/${uid}`, { silent: true })).data ?? null,
    staleTime: 60_000,
  });
