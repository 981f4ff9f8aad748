import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  type ApplyNotice,
  type MentionMessage,
  type MessageKind,
  type ReplyMessage,
  type SystemMessage,
} from '@vsqx/domain';
import { api } from '../../../lib/api';
import { messageKeys } from './keys';

export interface MessageRowOf {
  comment: ReplyMessage;
  at: MentionMessage;
  apply: ApplyNotice;
  system: SystemMessage;
}

export interface MessagePage<T> {
  rows: T[];
  total: number;
}

const GET_LISTS = {
  at: '/api/user/select_at_msg',
  apply: '/api/user/select_apply_msg',
  system: '/api/user/select_system_msg',
} as const;

/**
 * One page (10 rows) of one kind. Replies use the spec's POST with `pageIndex`; the others the GET lists
 * with `?page&page_size`. Silent: the page shows a failure itself (spec §8, message pages).
 */
async function fetchPage<K extends MessageKind>(
  kind: K,
  page: number,
  unreadOnly: boolean,
  signal: AbortSignal,
): Promise<MessagePage<MessageRowOf[K]>> {
  const only = unreadOnly ? 'unread=1' : '';
  const env =
    kind === 'comment'
      ? await api.form<MessageRowOf[K][]>(
          `/api/user/select_comment_msg_v2${only ? `?${only}` : ''}`,
          { pageIndex: page },
          { silent: true, signal },
        )
      : await api.get<MessageRowOf[K][]>(
          `${GET_LISTS[kind as keyof typeof GET_LISTS]}?page=${page}&page_size=${LIMITS.pageSize}${only ? `&${only}` : ''}`,
          { silent: true, signal },
        );
  return { rows: env.data ?? [], total: env.total ?? 0 };
}

export function useMessageList<K extends MessageKind>(kind: K, page: number, unreadOnly = false) {
  return useQuery({
    queryKey: messageKeys.list(kind, page, unreadOnly),
    queryFn: ({ signal }) => fetchPage(kind, page, unreadOnly, signal),
    placeholderData: keepPreviousData,
    // Each visit reads the inbox afresh, so a new reply shows when the page is opened again.
    staleTime: 0,
  });
}
