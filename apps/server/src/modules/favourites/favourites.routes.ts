import type { FastifyInstance } from 'fastify';
import { favListQuerySchema, favParamsSchema, msg } from '@vsqx/domain';
import { ok, okCards, route } from '../../lib/route';
import { createFavouritesService } from './favourites.service';

const tags = ['favourites'];

export async function favouritesRoutes(app: FastifyInstance) {
  const favourites = createFavouritesService(app.ctx);

  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_my_fav_list',
      summary: 'My favourites (?page&page_size&sort=time|hot)',
      tags,
      auth: 'user',
      query: favListQuerySchema,
    },
    async ({ user, query }) => {
      const { cards, total } = await favourites.list(user.id, query);
      return okCards(cards, total);
    },
  );
  // Idempotent: adding twice keeps one favourite; cancelling one that is not there changes nothing.
  route(
    app,
    {
      method: 'GET',
      url: '/api/app/fav_add/:music_id',
      summary: 'Add a project to my favourites',
      tags,
      auth: 'user',
      params: favParamsSchema,
    },
    async ({ user, params, req }) => {
      await favourites.add(user.id, params.music_id);
      return ok(undefined, { message: msg('favAdded', req.lang) });
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/app/fav_cancel/:music_id',
      summary: 'Remove a project from my favourites',
      tags,
      auth: 'user',
      params: favParamsSchema,
    },
    async ({ user, params, req }) => {
      await favourites.cancel(user.id, params.music_id);
      return ok(undefined, { message: msg('favCancelled', req.lang) });
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/app/fav_status/:music_id',
      summary: 'Is this project my favourite, and how many have it',
      tags,
      auth: 'optional',
      params: favParamsSchema,
    },
    async ({ user, params }) => ok(await favourites.status(user?.id ?? null, params.music_id)),
  );
}
