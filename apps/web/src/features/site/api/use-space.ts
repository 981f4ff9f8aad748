import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleCard, MidiCard, ProjectCard, SpaceProfile } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys, type Paged } from './keys';

export type SpaceList = 'projects' | 'midi' | 'articles';
export type SpaceRow = ProjectCard | MidiCard | ArticleCard;

/** GET /api/app/space/{uid}: the public profile. */
export function useSpace(uid: number) {
  return useQuery({
    queryKey: siteKeys.space(uid),
    queryFn: async ({ signal }) =>
      (await api.get<SpaceProfile>(`/api/app/space/${uid}`, { signal, silent: true })).data!,
  });
}

/** GET /api/app/space/{uid}/{list}?page: 10 per page with the total. */
export function useSpaceList(uid: number, list: SpaceList, page: number) {
  return useQuery({
    queryKey: siteKeys.spaceList(uid, list, page),
    queryFn: async ({ signal }): Promise<Paged<SpaceRow>> => {
      const env = await api.get<SpaceRow[]>(`/api/app/space/${uid}/${list}?page=${page}`, {
        signal,
        silent: true,
      });
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
