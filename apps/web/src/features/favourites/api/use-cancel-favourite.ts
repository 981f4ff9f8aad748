import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouriteEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { favouriteKeys } from './keys';
import type { FavouritePage } from './use-favourites';

/**
 * GET fav_cancel/{music_id}. On success the item leaves every cached page at once and the lists are
 * fetched again, so the first item of the next page moves up and the page stays full (spec §2, §4).
 */
export function useCancelFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (musicId: number) => call(favouriteEndpoints.cancel, { params: { music_id: musicId } }),
    onSuccess: (env, musicId) => {
      toast.success(env.message);
      qc.setQueriesData<FavouritePage>({ queryKey: favouriteKeys.all }, (old) =>
        old
          ? { rows: old.rows.filter((r) => r.music_id !== musicId), total: Math.max(0, old.total - 1) }
          : old,
      );
      return qc.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}
