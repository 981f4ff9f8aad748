import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  applyNoticeSchema,
  commentMsgBodySchema,
  liveTicketSchema,
  markCommentReadParamsSchema,
  markedReadSchema,
  markReadQuerySchema,
  mentionMessageSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageSettingsSchema,
  messageSettingsUpdateSchema,
  replyMessageSchema,
  systemMessageSchema,
  unreadCountsSchema,
} from './schemas';

const list = <const P extends string, S extends z.ZodType>(path: P, item: S) =>
  endpoint({ method: 'GET', path, auth: 'user', query: messageListQuerySchema, data: z.array(item) });
const markAll = <const P extends string>(path: P) =>
  endpoint({ method: 'GET', path, auth: 'user', query: markReadQuerySchema, data: markedReadSchema });

/** The message pages' endpoints (DESIGN §5, spec §7 "Messages"); every list answers `total` beside `data`. */
export const messageEndpoints = {
  /** Replies to me: the spec's POST with `pageIndex` in a form (JSON is read too), 10 per page. */
  replies: endpoint({
    method: 'POST',
    path: '/api/user/select_comment_msg_v2',
    auth: 'user',
    body: commentMsgBodySchema,
    bodyAs: 'form',
    query: messageListQuerySchema,
    data: z.array(replyMessageSchema),
  }),
  mentions: list('/api/user/select_at_msg', mentionMessageSchema),
  applyNotices: list('/api/user/select_apply_msg', applyNoticeSchema),
  system: list('/api/user/select_system_msg', systemMessageSchema),
  unreadCounts: endpoint({
    method: 'GET',
    path: '/api/user/unread_msg_count',
    auth: 'user',
    data: unreadCountsSchema,
  }),
  /** `:type` 1 = replies, 2 = mentions. */
  markCommentsRead: endpoint({
    method: 'GET',
    path: '/api/user/already_read_all_comment_msg/:type',
    auth: 'user',
    params: markCommentReadParamsSchema,
    query: markReadQuerySchema,
    data: markedReadSchema,
  }),
  markSystemRead: markAll('/api/user/already_read_all_system_msg'),
  markApplyRead: markAll('/api/user/already_read_all_apply_msg'),
  markOneRead: endpoint({
    method: 'POST',
    path: '/api/user/message_read/:id',
    auth: 'user',
    params: messageIdParamsSchema,
    data: markedReadSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/user/message_settings',
    auth: 'user',
    data: messageSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/api/user/message_settings',
    auth: 'user',
    body: messageSettingsUpdateSchema,
    data: messageSettingsSchema,
  }),
  /** A single-use ticket for the live stream (`GET /api/user/events?ticket=`, an event stream, not listed here). */
  eventsTicket: endpoint({
    method: 'POST',
    path: '/api/user/events_ticket',
    auth: 'user',
    data: liveTicketSchema,
  }),
};
