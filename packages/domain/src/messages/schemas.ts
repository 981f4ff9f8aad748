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

interface MessageRowBase {
  id: number;
  is_read: number;
  scene: number;
  project_id: number;
  project_name: string;
}

/** Reply message (spec §3): `uid` and `comment_name` are the sender. */
export interface ReplyMessage extends MessageRowBase {
  uid: number;
  comment_name: string;
  avatar_exist: number;
  avatar_version: number;
  comment_text: string;
  comment_time: number;
  /** 1 = a comment on my item, else a reply to my comment. */
  comment_type: number;
  /** The comment itself, to answer with `reply_to` (issue 24); 0 on notices from before it was kept. */
  comment_id: number;
}

/** Mention message (spec §3): `at_uid` and `at_name` are who mentioned me. */
export interface MentionMessage extends MessageRowBase {
  at_uid: number;
  at_name: string;
  avatar_exist: number;
  avatar_version: number;
  text: string;
  timestamp: number;
}

/** Licence notice (spec §3): apply_type 1 someone applied, 2 approved, 3 refused. */
export interface ApplyNotice {
  id: number;
  is_read: number;
  apply_type: number;
  apply_name: string;
  author_name: string;
  project_name: string;
  project_id: number;
  /** Where the project lives (1 vsqx, 4 MIDI), for `scenePath`. */
  scene: number;
  /** The applicant's reason (type 1) or the author's reply (2, 3). */
  text: string;
  apply_time: number | null;
  reply_time: number | null;
}

/** System message (spec §3). */
export interface SystemMessage {
  id: number;
  is_read: number;
  title: string;
  msg: string;
  send_time: number;
}

/** GET unread_msg_count (DESIGN §5): the badges of the tab bar and the sidebar. */
export interface UnreadCounts {
  comment: number;
  at: number;
  apply: number;
  system: number;
}

/** `POST /api/user/message_read/{id}`: marks one of the caller's messages read. */
export const messageIdParamsSchema = z.object({ id: dbIdSchema });

/** `GET /api/user/events?ticket=`: the single-use ticket of `POST /api/user/events_ticket` (an EventSource sends no header). */
export const liveEventsQuerySchema = z.object({ ticket: z.string().min(1).max(100).optional() });

/** `POST /api/user/events_ticket` → a ticket valid once, for LIVE_TICKET_TTL_MS. */
export interface LiveTicket {
  ticket: string;
  expires_in: number;
}
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
