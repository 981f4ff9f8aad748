import type { FastifyInstance } from 'fastify';
import { siteEndpoints as ep } from '@vsqx/domain';
import { ok, okCards, route } from '../../lib/route';
import { createDiscoveryService } from './discovery.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['site'];

export async function discoveryRoutes(app: FastifyInstance) {
  const discovery = createDiscoveryService(app.ctx);

  route(
    app,
    ep.home,
    { summary: 'Site home: newest and most popular projects, newest articles', tags },
    async () => ok(await discovery.home()),
  );

  route(
    app,
    ep.search,
    {
      summary:
        'Search titles, tags, intros, lyrics and names for any substring (?q&type=project|midi|article&page; older kind=vsqx|midi|article), 10 per page with total; indexed, throttled per IP',
      tags,
      config: limitedAs(app, 'search'),
    },
    async ({ query }) => {
      const kind = query.type
        ? ({ project: 'vsqx', midi: 'midi', article: 'article' } as const)[query.type]
        : query.kind;
      if (kind === 'midi' || kind === 'article') {
        const { rows, total } = await discovery.search(query.q, kind, query.page);
        return ok(rows, { total });
      }
      // Project cards come as the database built their JSON (project-search-page.ts): spliced, not re-serialised.
      const { cards, total } = await discovery.searchProjects(query.q, query.page);
      return okCards(cards, total);
    },
  );

  route(app, ep.space, { summary: "A user's public profile", tags }, async ({ params }) =>
    ok(await discovery.space(params.uid)),
  );

  route(
    app,
    ep.spaceList,
    { summary: "A user's projects, MIDI projects or articles, 10 per page", tags },
    async ({ params, query }) => {
      const { rows, total } = await discovery.spaceList(params.uid, params.list, query.page);
      return ok(rows, { total });
    },
  );

  route(
    app,
    ep.users,
    { summary: 'Usernames starting with ?prefix= (for @mentions)', tags },
    async ({ query }) => ok(await discovery.suggestUsers(query.prefix)),
  );
}
