import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleCard, MidiCard, ProjectCard, siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

export type SpaceList = 'projects' | 'midi' | 'articles';
export type SpaceRow = ProjectCard | MidiCard | ArticleCard;

/** GET /api/app/space/{uid}: the public profile. A first screen: the endpoints are named as types only. */
export function useSpace(uid: number) {
  return useQuery({
    queryKey: siteKeys.space(uid),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof siteEndpoints.space>(
          { method: 'GET', path: '/api/app/space/:uid' },
          { params: { uid } },
          { signal, silent: true },
        )
      ).data,
  });
}

/** GET /api/app/space/{uid}/{list}?page: 10 per page with the total. */
export function useSpaceList(uid: number, list: SpaceList, page: number) {
  return useQuery({
    queryKey: siteKeys.spaceList(uid, list, page),
    queryFn: async ({ signal }): Promise<Paged<SpaceRow>> => {
      const env = await callAt<typeof siteEndpoints.spaceList>(
        { method: 'GET', path: '/api/app/space/:uid/:list' },
        { params: { uid, list }, query: { page } },
        { signal, silent: true },
      );
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
