import type { FastifyInstance } from 'fastify';
import {
  commentMsgBodySchema,
  markCommentReadParamsSchema,
  markReadQuerySchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageSettingsUpdateSchema,
} from '@vsqx/domain';
import { ok, okCards, route } from '../../lib/route';
import { createMessageSettings } from './message-settings';
import type { MessageKind } from './messages.repository';
import { createMessagesService, type Paged } from './messages.service';

const tags = ['messages'];
const list = <T>(p: Paged<T>) => ok(p.rows, { total: p.total });
/** Lists whose items the database already wrote as JSON. */
const cards = (p: Paged<string>) => okCards(p.rows, p.total);

export async function messagesRoutes(app: FastifyInstance) {
  const messages = createMessagesService(app.ctx);
  const settings = createMessageSettings(app.ctx.db);

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/select_comment_msg_v2',
      summary: 'Replies to me (10 per page by pageIndex)',
      tags,
      auth: 'user',
      body: commentMsgBodySchema,
      query: messageListQuerySchema,
    },
    async ({ user, body, query }) =>
      cards(
        await messages.replies(user.id, {
          page: body.pageIndex,
          page_size: query.page_size,
          unread: query.unread,
        }),
      ),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_at_msg',
      summary: 'Mentions of me',
      tags,
      auth: 'user',
      query: messageListQuerySchema,
    },
    async ({ user, query }) => cards(await messages.mentions(user.id, query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_apply_msg',
      summary: 'Licence notices',
      tags,
      auth: 'user',
      query: messageListQuerySchema,
    },
    async ({ user, query }) => list(await messages.applyNotices(user.id, query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_system_msg',
      summary: 'System notices',
      tags,
      auth: 'user',
      query: messageListQuerySchema,
    },
    async ({ user, query }) => list(await messages.system(user.id, query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/unread_msg_count',
      summary: 'Unread counts per message kind',
      tags,
      auth: 'user',
    },
    async ({ user }) => ok(await messages.unreadCounts(user.id)),
  );

  const markRead = async (userId: number, kind: MessageKind, upTo?: number) =>
    ok({ updated: await messages.markRead(userId, kind, upTo) });
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/already_read_all_comment_msg/:type',
      summary: 'Mark replies (1) or mentions (2) read',
      tags,
      auth: 'user',
      params: markCommentReadParamsSchema,
      query: markReadQuerySchema,
    },
    async ({ user, params, query }) => markRead(user.id, params.type === 1 ? 'comment' : 'at', query.up_to),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/already_read_all_system_msg',
      summary: 'Mark system notices read',
      tags,
      auth: 'user',
      query: markReadQuerySchema,
    },
    async ({ user, query }) => markRead(user.id, 'system', query.up_to),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/already_read_all_apply_msg',
      summary: 'Mark licence notices read',
      tags,
      auth: 'user',
      query: markReadQuerySchema,
    },
    async ({ user, query }) => markRead(user.id, 'apply', query.up_to),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/message_read/:id',
      summary: 'Mark one of my messages read (404: no such message of mine)',
      tags,
      auth: 'user',
      params: messageIdParamsSchema,
    },
    async ({ user, params }) => ok({ updated: await messages.markOne(user.id, params.id) }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/message_settings',
      summary: 'Which message kinds pop a notification on the site',
      tags,
      auth: 'user',
    },
    async ({ user }) => ok(await settings.get(user.id)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/user/message_settings',
      summary: 'Change which message kinds pop a notification (the rest unchanged)',
      tags,
      auth: 'user',
      body: messageSettingsUpdateSchema,
    },
    async ({ user, body }) => ok(await settings.update(user.id, body)),
  );
}
