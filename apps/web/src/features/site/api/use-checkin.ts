import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { siteEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { siteKeys } from './keys';

/** GET /api/app/checkin: have I checked in today? (In the site header: the endpoints are named as types only.) */
export function useCheckinState(enabled: boolean) {
  return useQuery({
    queryKey: siteKeys.checkin(),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof siteEndpoints.checkinState>(
          { method: 'GET', path: '/api/app/checkin' },
          {},
          { signal, silent: true, background: true },
        )
      ).data,
    enabled,
  });
}

/** POST /api/app/checkin: once per day; a second call answers 409 with '今天已经签到过了'. */
export function useCheckin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const env = await callAt<typeof siteEndpoints.checkin>({ method: 'POST', path: '/api/app/checkin' });
      return { state: env.data, message: env.message };
    },
    onSuccess: ({ state, message }) => {
      toast.success(message);
      qc.setQueryData(siteKeys.checkin(), state);
      void qc.invalidateQueries({ queryKey: ['stats'] });
    },
    onError: () => qc.invalidateQueries({ queryKey: siteKeys.checkin() }),
  });
}
