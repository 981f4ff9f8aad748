import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { detailEndpoints, favouriteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { siteKeys } from './keys';

type Detail = { zan: number; my_zan: boolean; my_fav: boolean };

/** POST /api/app/zan/{id}?type=v|m: the like toggle; the page shows the new count at once. */
export function useLikeToggle(type: 'v' | 'm', id: number) {
  const qc = useQueryClient();
  return useMutation({
    // On the public project page (a first screen): the endpoints by type only, see use-detail.ts.
    mutationFn: async () =>
      (
        await callAt<typeof detailEndpoints.like>(
          { method: 'POST', path: '/api/app/zan/:id' },
          { params: { id }, query: { type } },
        )
      ).data,
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
      const input = { params: { music_id: id } };
      const env = add
        ? await callAt<typeof favouriteEndpoints.add>(
            { method: 'GET', path: '/api/app/fav_add/:music_id' },
            input,
          )
        : await callAt<typeof favouriteEndpoints.cancel>(
            { method: 'GET', path: '/api/app/fav_cancel/:music_id' },
            input,
          );
      return { add, message: env.message };
    },
    onSuccess: ({ add, message }) => {
      if (message) toast.success(message);
      qc.setQueryData<Detail>(siteKeys.detail('v', id), (old) => (old ? { ...old, my_fav: add } : old));
      void qc.invalidateQueries({ queryKey: ['favourites'] });
    },
  });
}
