import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  type ApplyNotice,
  type MentionMessage,
  type MessageKind,
  type messageEndpoints,
  type ReplyMessage,
  type SystemMessage,
} from '@vsqx/domain';
import { callAt, type CallOptions } from '../../../lib/api';
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

/**
 * The GET lists; replies have the spec's POST with `pageIndex` in a form. Endpoints as types only (`callAt`): the
 * live notices read the newest message through this with every first screen.
 */
type Ep = typeof messageEndpoints;
const GET_LISTS = {
  at: { method: 'GET', path: '/api/user/select_at_msg' },
  apply: { method: 'GET', path: '/api/user/select_apply_msg' },
  system: { method: 'GET', path: '/api/user/select_system_msg' },
} as const;

/** One page of one kind, `page_size` rows; `unread=1` lists only the unread ones. */
export async function fetchMessages<K extends MessageKind>(
  kind: K,
  page: number,
  pageSize: number,
  unreadOnly: boolean,
  opts: CallOptions,
): Promise<MessagePage<MessageRowOf[K]>> {
  const unread = unreadOnly ? ('1' as const) : undefined;
  const env =
    kind === 'comment'
      ? await callAt<Ep['replies']>(
          { method: 'POST', path: '/api/user/select_comment_msg_v2', bodyAs: 'form' },
          { query: { page_size: pageSize, unread }, body: { pageIndex: page } },
          opts,
        )
      : await callAt<Ep['mentions'] | Ep['applyNotices'] | Ep['system']>(
          GET_LISTS[kind as keyof typeof GET_LISTS],
          { query: { page, page_size: pageSize, unread } },
          opts,
        );
  // The kind picks the endpoint, so the rows are that kind's (TypeScript cannot follow `K` through the branch).
  return { rows: env.data as MessageRowOf[K][], total: env.total ?? 0 };
}

/**
 * One page (10 rows) of one kind. Silent: the page shows a failure itself (spec §8, message pages).
 */
function fetchPage<K extends MessageKind>(kind: K, page: number, unreadOnly: boolean, signal: AbortSignal) {
  return fetchMessages(kind, page, LIMITS.pageSize, unreadOnly, { silent: true, signal });
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
