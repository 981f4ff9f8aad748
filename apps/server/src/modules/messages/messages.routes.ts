import type { FastifyInstance } from 'fastify';
import { messageEndpoints as ep } from '@vsqx/domain';
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
    ep.replies,
    { summary: 'Replies to me (10 per page by pageIndex)', tags },
    async ({ user, body, query }) =>
      cards(
        await messages.replies(user.id, {
          page: body.pageIndex,
          page_size: query.page_size,
          unread: query.unread,
        }),
      ),
  );
  route(app, ep.mentions, { summary: 'Mentions of me', tags }, async ({ user, query }) =>
    cards(await messages.mentions(user.id, query)),
  );
  route(app, ep.applyNotices, { summary: 'Licence notices', tags }, async ({ user, query }) =>
    list(await messages.applyNotices(user.id, query)),
  );
  route(app, ep.system, { summary: 'System notices', tags }, async ({ user, query }) =>
    list(await messages.system(user.id, query)),
  );
  route(app, ep.unreadCounts, { summary: 'Unread counts per message kind', tags }, async ({ user }) =>
    ok(await messages.unreadCounts(user.id)),
  );

  const markRead = async (userId: number, kind: MessageKind, upTo?: number) =>
    ok({ updated: await messages.markRead(userId, kind, upTo) });
  route(
    app,
    ep.markCommentsRead,
    { summary: 'Mark replies (1) or mentions (2) read', tags },
    async ({ user, params, query }) => markRead(user.id, params.type === 1 ? 'comment' : 'at', query.up_to),
  );
  route(app, ep.markSystemRead, { summary: 'Mark system notices read', tags }, async ({ user, query }) =>
    markRead(user.id, 'system', query.up_to),
  );
  route(app, ep.markApplyRead, { summary: 'Mark licence notices read', tags }, async ({ user, query }) =>
    markRead(user.id, 'apply', query.up_to),
  );
  route(
    app,
    ep.markOneRead,
    { summary: 'Mark one of my messages read (404: no such message of mine)', tags },
    async ({ user, params }) => ok({ updated: await messages.markOne(user.id, params.id) }),
  );

  route(
    app,
    ep.settings,
    { summary: 'Which message kinds pop a notification on the site', tags },
    async ({ user }) => ok(await settings.get(user.id)),
  );
  route(
    app,
    ep.updateSettings,
    { summary: 'Change which message kinds pop a notification (the rest unchanged)', tags },
    async ({ user, body }) => ok(await settings.update(user.id, body)),
  );
}
