import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dbIdSchema, pageQuerySchema, searchQuerySchema, userSuggestQuerySchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createDiscoveryService } from './discovery.service';
import { limitedAs } from '../../plugins/rate-limits';

const uidParams = z.object({ uid: dbIdSchema });
const spaceListParams = uidParams.extend({ list: z.enum(['projects', 'midi', 'articles']) });

export async function discoveryRoutes(app: FastifyInstance) {
  const discovery = createDiscoveryService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/home',
      summary: 'Site home: newest and most popular projects, newest articles',
      tags: ['site'],
      auth: 'optional',
    },
    async () => ok(await discovery.home()),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/search',
      summary:
        'Search titles, tags, intros, lyrics and names for any substring (?q&type=project|midi|article&page; older kind=vsqx|midi|article), 10 per page with total; indexed, throttled per IP',
      tags: ['site'],
      auth: 'optional',
      query: searchQuerySchema,
      config: limitedAs(app, 'search'),
    },
    async ({ query }) => {
      const kind = query.type
        ? ({ project: 'vsqx', midi: 'midi', article: 'article' } as const)[query.type]
        : query.kind;
      const { rows, total } = await discovery.search(query.q, kind, query.page);
      return ok(rows, { total });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/space/:uid',
      summary: "A user's public profile",
      tags: ['site'],
      auth: 'optional',
      params: uidParams,
    },
    async ({ params }) => ok(await discovery.space(params.uid)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/space/:uid/:list',
      summary: "A user's projects, MIDI projects or articles, 10 per page",
      tags: ['site'],
      auth: 'optional',
      params: spaceListParams,
      query: pageQuerySchema,
    },
    async ({ params, query }) => {
      const { rows, total } = await discovery.spaceList(params.uid, params.list, query.page);
      return ok(rows, { total });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/users',
      summary: 'Usernames starting with ?prefix= (for @mentions)',
      tags: ['site'],
      auth: 'user',
      query: userSuggestQuerySchema,
    },
    async ({ query }) => ok(await discovery.suggestUsers(query.prefix)),
  );
}
