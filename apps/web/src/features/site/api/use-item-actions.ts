import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResult } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { siteKeys } from './keys';

type Detail = { zan: number; my_zan: boolean; my_fav: boolean };

/** POST /api/app/zan/{id}?type=v|m: the like toggle; the page shows the new count at once. */
export function useLikeToggle(type: 'v' | 'm', id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<LikeResult>(`/api/app/zan/${id}?type=${type}`)).data!,
    onSuccess: (r) =>
      qc.setQueryData<Detail>(siteKeys.detail(type, id), (old) =>
        old ? { ...old, zan: r.zan, my_zan: r.liked } : old,
      ),
  });
}

/** GET fav_add / fav_cancel: the favourite toggle (vsqx projects only). */
export function useFavouriteToggle(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (add: boolean) => {
      const env = await api.get(`/api/app/${add ? 'fav_add' : 'fav_cancel'}/${id}`);
      return { add, message: env.message };
    },
    onSuccess: ({ add, message }) => {
      if (message) toast.success(message);
      qc.setQueryData<Detail>(siteKeys.detail('v', id), (old) => (old ? { ...old, my_fav: add } : old));
      void qc.invalidateQueries({ queryKey: ['favourites'] });
    },
  });
}
