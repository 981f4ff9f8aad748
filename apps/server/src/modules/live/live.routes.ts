import type { FastifyInstance } from 'fastify';
import { LIVE_TICKET_TTL_MS, liveEventsQuerySchema, messageEndpoints } from '@vsqx/domain';
import { AppError, unauthorized } from '../../lib/errors';
import { ok, route } from '../../lib/route';
import { createMessagesService } from '../messages/messages.service';
import { createLiveHub } from './live-hub';
import { createLiveTickets } from './live-tickets';

const tags = ['messages'];

/**
 * DESIGN §8 "Live messages": one Server-Sent Events stream per open tab, sending `unread` (the
 * unread_msg_count object) at connect and after every change to the user's messages on any instance.
 */
export async function liveRoutes(app: FastifyInstance) {
  const messages = createMessagesService(app.ctx);
  const tickets = createLiveTickets(app.ctx.db);
  const hub = createLiveHub(
    app.ctx.live,
    (uid) => messages.unreadCounts(uid),
    (msg, err) => app.log.warn({ err }, msg),
  );
  // Before the server waits for its connections to end: open streams would keep it waiting forever.
  app.addHook('preClose', async () => hub.close());

  route(
    app,
    messageEndpoints.eventsTicket,
    { summary: 'A single-use ticket (60 s) opening one event stream', tags },
    async ({ user }) => ok({ ticket: await tickets.issue(user.id), expires_in: LIVE_TICKET_TTL_MS / 1000 }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/events',
      tags,
      auth: 'optional',
      query: liveEventsQuerySchema,
      answers: 'event-stream',
      summary: 'Live unread counts (Server-Sent Events; Bearer header or ?ticket=)',
      description:
        'Sends `event: unread` with the unread_msg_count object at connect and within a second of every change, and a comment line every 25 s. 401 without a valid token or ticket; 429 past 8 streams of one user on one instance.',
    },
    async ({ req, reply, query }) => {
      const userId = req.user?.id ?? (query.ticket ? await tickets.consume(query.ticket) : undefined);
      if (userId === undefined) throw unauthorized();
      if (!hub.canOpen(userId)) throw new AppError(429, 'tooManyRequests');
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx would otherwise buffer the stream and deliver events late.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // `retry`: the browser's own reconnect delay; the web opens a fresh ticket on error anyway.
      reply.raw.write('retry: 3000\n\n');
      await hub.open(userId, reply.raw);
    },
  );
}
