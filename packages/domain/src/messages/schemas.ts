import { z } from 'zod';
import { dbIdSchema, pageNumberSchema } from '../common/ids';
import { listQuerySchema } from '../common/paging';
import type { MessageSettings } from './enums';

/*
 * Wire shapes of the message pages (spec §3 message entities, §7 "Messages"). Times are epoch milliseconds.
 * Every row also carries the message `id` (a stable list key and the `up_to` bound of mark-as-read) and
 * `is_read` as it was when the list was read.
 */

/** POST select_comment_msg_v2: `pageIndex` (1-based; form or JSON), 10 per page. */
export const commentMsgBodySchema = z.object({
  pageIndex: pageNumberSchema.default(1),
});

/**
 * `?page&page_size` of the GET message lists (DESIGN §5); defaults to page 1 of 10. `unread=1` lists only
 * the unread ones (issue 24), the total then counting those.
 */
export const messageListQuerySchema = listQuerySchema.extend({ unread: z.enum(['0', '1']).optional() });

/** `/already_read_all_comment_msg/{type}`: 1 = replies, 2 = mentions. */
export const markCommentReadParamsSchema = z.object({
  type: z.coerce.number().int().min(1).max(2),
});

/** Optional `?up_to={id}`: mark only messages up to the newest one the page has shown. */
export const markReadQuerySchema = z.object({ up_to: dbIdSchema.optional() });

const int = z.number().int();

const messageRowBase = {
  id: int,
  is_read: int,
  scene: int,
  project_id: int,
  project_name: z.string(),
};

/** Reply message (spec §3): `uid` and `comment_name` are the sender. */
export const replyMessageSchema = z.object({
  ...messageRowBase,
  uid: int,
  comment_name: z.string(),
  avatar_exist: int,
  avatar_version: int,
  comment_text: z.string(),
  comment_time: int,
  /** 1 = a comment on my item, else a reply to my comment. */
  comment_type: int,
  /** The comment itself, to answer with `reply_to` (issue 24); 0 on notices from before it was kept. */
  comment_id: int,
});
export type ReplyMessage = z.infer<typeof replyMessageSchema>;

/** Mention message (spec §3): `at_uid` and `at_name` are who mentioned me. */
export const mentionMessageSchema = z.object({
  ...messageRowBase,
  at_uid: int,
  at_name: z.string(),
  avatar_exist: int,
  avatar_version: int,
  text: z.string(),
  timestamp: int,
});
export type MentionMessage = z.infer<typeof mentionMessageSchema>;

/** Licence notice (spec §3): apply_type 1 someone applied, 2 approved, 3 refused. */
export const applyNoticeSchema = z.object({
  id: int,
  is_read: int,
  apply_type: int,
  apply_name: z.string(),
  author_name: z.string(),
  project_name: z.string(),
  project_id: int,
  /** Where the project lives (1 vsqx, 4 MIDI), for `scenePath`. */
  scene: int,
  /** The applicant's reason (type 1) or the author's reply (2, 3). */
  text: z.string(),
  apply_time: int.nullable(),
  reply_time: int.nullable(),
});
export type ApplyNotice = z.infer<typeof applyNoticeSchema>;

/** System message (spec §3). */
export const systemMessageSchema = z.object({
  id: int,
  is_read: int,
  title: z.string(),
  msg: z.string(),
  send_time: int,
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/** GET unread_msg_count (DESIGN §5): the badges of the tab bar and the sidebar. */
export const unreadCountsSchema = z.object({ comment: int, at: int, apply: int, system: int });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** What a mark-as-read call answers: how many messages it marked. */
export const markedReadSchema = z.object({ updated: int });

/** `POST /api/user/message_read/{id}`: marks one of the caller's messages read. */
export const messageIdParamsSchema = z.object({ id: dbIdSchema });

/** `GET /api/user/events?ticket=`: the single-use ticket of `POST /api/user/events_ticket` (an EventSource sends no header). */
export const liveEventsQuerySchema = z.object({ ticket: z.string().min(1).max(100).optional() });

/** `POST /api/user/events_ticket` → a ticket valid once, for LIVE_TICKET_TTL_MS. */
export const liveTicketSchema = z.object({ ticket: z.string(), expires_in: int });
export type LiveTicket = z.infer<typeof liveTicketSchema>;
export const LIVE_TICKET_TTL_MS = 60_000;

/** The per-kind message settings' shape (messages/enums.ts holds the type and defaults: no zod on the entries). */
export const messageSettingsSchema = z.object({
  comment: z.boolean(),
  at: z.boolean(),
  apply: z.boolean(),
  system: z.boolean(),
}) satisfies z.ZodType<MessageSettings>;
/** `POST /api/user/message_settings`: any of the four, the rest unchanged. */
export const messageSettingsUpdateSchema = messageSettingsSchema.partial().strict();
