import type { FastifyInstance } from 'fastify';
import { favouriteEndpoints as ep, msg } from '@vsqx/domain';
import { ok, okCards, route } from '../../lib/route';
import { createFavouritesService } from './favourites.service';

const tags = ['favourites'];

export async function favouritesRoutes(app: FastifyInstance) {
  const favourites = createFavouritesService(app.ctx);

  route(
    app,
    ep.list,
    { summary: 'My favourites (?page&page_size&sort=time|hot)', tags },
    async ({ user, query }) => {
      const { cards, total } = await favourites.list(user.id, query);
      return okCards(cards, total);
    },
  );
  // Idempotent: adding twice keeps one favourite; cancelling one that is not there changes nothing.
  route(app, ep.add, { summary: 'Add a project to my favourites', tags }, async ({ user, params, req }) => {
    await favourites.add(user.id, params.music_id);
    return ok(undefined, { message: msg('favAdded', req.lang) });
  });
  route(
    app,
    ep.cancel,
    { summary: 'Remove a project from my favourites', tags },
    async ({ user, params, req }) => {
      await favourites.cancel(user.id, params.music_id);
      return ok(undefined, { message: msg('favCancelled', req.lang) });
    },
  );
  route(
    app,
    ep.status,
    { summary: 'Is this project my favourite, and how many have it', tags },
    async ({ user, params }) => ok(await favourites.status(user?.id ?? null, params.music_id)),
  );
}
