import { creatorPath, messageEndpoints, type MessageKind } from '@vsqx/domain';
import { call, type CallOptions } from '../../../lib/api';

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

/** The mark-all-read endpoints (spec §7 "Messages"); replies and mentions share one with `:type` 1 or 2. */
export const markAllRead = (kind: MessageKind, upTo?: number, opts?: CallOptions) => {
  const query = { up_to: upTo };
  if (kind === 'comment' || kind === 'at')
    return call(
      messageEndpoints.markCommentsRead,
      { params: { type: kind === 'comment' ? 1 : 2 }, query },
      opts,
    );
  return call(
    kind === 'apply' ? messageEndpoints.markApplyRead : messageEndpoints.markSystemRead,
    { query },
    opts,
  );
};
