import { creatorPath, type MessageKind, type messageEndpoints } from '@vsqx/domain';
import { callAt, type CallOptions } from '../../../lib/api';

/** Query keys of the messages feature: one factory, so invalidation matches what the hooks cache. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (kind: MessageKind, page: number, unreadOnly = false) =>
    ['messages', 'list', kind, page, unreadOnly] as const,
  lists: ['messages', 'list'] as const,
};

/** The creator-centre page of each kind (spec §2 "Message pages"). */
export const MESSAGE_PAGES: Record<MessageKind, string> = {
  comment: creatorPath.replies(),
  at: creatorPath.mentions(),
  apply: creatorPath.licenceNotices(),
  system: creatorPath.systemNotices(),
};

type Ep = typeof messageEndpoints;

/**
 * The mark-all-read endpoints (spec §7 "Messages"); replies and mentions share one with `:type` 1 or 2. The
 * endpoints are named as types only (`callAt`): the bell and the live notices load this with every first screen.
 */
export const markAllRead = (kind: MessageKind, upTo?: number, opts?: CallOptions) => {
  const query = { up_to: upTo };
  if (kind === 'comment' || kind === 'at')
    return callAt<Ep['markCommentsRead']>(
      { method: 'GET', path: '/api/user/already_read_all_comment_msg/:type' },
      { params: { type: kind === 'comment' ? 1 : 2 }, query },
      opts,
    );
  if (kind === 'apply')
    return callAt<Ep['markApplyRead']>(
      { method: 'GET', path: '/api/user/already_read_all_apply_msg' },
      { query },
      opts,
    );
  return callAt<Ep['markSystemRead']>(
    { method: 'GET', path: '/api/user/already_read_all_system_msg' },
    { query },
    opts,
  );
};
