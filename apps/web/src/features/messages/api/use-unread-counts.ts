import { useQuery } from '@tanstack/react-query';
import type { messageEndpoints, UnreadCounts } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLiveConnected } from './live-connection';
import { messageKeys } from './keys';

export type { UnreadCounts };

const NONE: UnreadCounts = { comment: 0, at: 0, apply: 0, system: 0 };

/** How often the badges ask for new counts while the live stream is down (docs/decisions.md "Live messages"). */
export const UNREAD_POLL_MS = 30_000;

/**
 * Unread counts per kind (DESIGN §5 unread_msg_count) behind the sidebar and tab-bar badges: written by the
 * live stream (live-messages.tsx) while it is open; polled every 30 s only while it is down, again when the
 * window regains focus, and at once after a mark-as-read (which invalidates this query). Failures stay silent:
 * a badge is not worth an alert.
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useSession();
  const live = useLiveConnected();
  const q = useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof messageEndpoints.unreadCounts>(
          { method: 'GET', path: '/api/user/unread_msg_count' },
          {},
          { silent: true, signal, background: true },
        )
      ).data,
    enabled: !!session,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });
  return q.data ?? NONE;
}
