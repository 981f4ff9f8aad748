import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKind } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { MESSAGE_ENDPOINTS, messageKeys } from './keys';

/**
 * Marks the caller's messages of a kind read, up to the newest one the page has shown (`up_to`), so a
 * message arriving in between stays unread. The badges refresh right after.
 */
export function useMarkRead(kind: MessageKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      api.get<{ updated: number }>(`${MESSAGE_ENDPOINTS[kind].markRead}?up_to=${upTo}`, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}

/** Marks every message of the shown kind read (the toolbar's button), or one message (a row's link); lists and badges refresh. */
export function useMarkAll(kind: MessageKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<{ updated: number }>(MESSAGE_ENDPOINTS[kind].markRead),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.unread }),
        qc.invalidateQueries({ queryKey: messageKeys.lists }),
      ]),
  });
}

export function useMarkOne() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ updated: number }>(`/api/user/message_read/${id}`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.unread }),
        qc.invalidateQueries({ queryKey: messageKeys.lists }),
      ]),
  });
}
