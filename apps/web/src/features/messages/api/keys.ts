import { creatorPath, type MessageKind } from '@vsqx/domain';

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

/** The endpoints of each kind (spec §7 "Messages"). */
export const MESSAGE_ENDPOINTS: Record<MessageKind, { markRead: string }> = {
  comment: { markRead: '/api/user/already_read_all_comment_msg/1' },
  at: { markRead: '/api/user/already_read_all_comment_msg/2' },
  apply: { markRead: '/api/user/already_read_all_apply_msg' },
  system: { markRead: '/api/user/already_read_all_system_msg' },
};
