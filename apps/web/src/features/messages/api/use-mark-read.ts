import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKind } from '@vsqx/domain';
import type { messageEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { markAllRead, messageKeys } from './keys';

/**
 * Marks the caller's messages of a kind read, up to the newest one the page has shown (`up_to`), so a
 * message arriving in between stays unread. The badges refresh right after.
 */
export function useMarkRead(kind: MessageKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => markAllRead(kind, upTo, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}

/** Marks every message of the shown kind read (the toolbar's button), or one message (a row's link); lists and badges refresh. */
export function useMarkAll(kind: MessageKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(kind),
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
    mutationFn: (id: number) =>
      callAt<typeof messageEndpoints.markOneRead>(
        { method: 'POST', path: '/api/user/message_read/:id' },
        { params: { id } },
      ),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.unread }),
        qc.invalidateQueries({ queryKey: messageKeys.lists }),
      ]),
  });
}
