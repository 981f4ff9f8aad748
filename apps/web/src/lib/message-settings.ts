import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageSettings, messageEndpoints } from '@vsqx/domain';
import { callAt } from './api';
import { useSession } from './session';

/** Shared by the live notifications (features/messages) and the account page's switches (features/profile). */
const SETTINGS_KEY = ['messages', 'settings'] as const;

/** Which message kinds pop a notification (issue 24; stored on the server, all on until changed). */
export function useMessageSettings() {
  const session = useSession();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof messageEndpoints.settings>(
          { method: 'GET', path: '/api/user/message_settings' },
          {},
          { silent: true, signal, background: true },
        )
      ).data,
    enabled: !!session,
    staleTime: 60_000,
  });
}

export function useSaveMessageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<MessageSettings>) =>
      (
        await callAt<typeof messageEndpoints.updateSettings>(
          { method: 'POST', path: '/api/user/message_settings' },
          { body: change },
        )
      ).data,
    onSuccess: (saved) => qc.setQueryData(SETTINGS_KEY, saved),
  });
}
