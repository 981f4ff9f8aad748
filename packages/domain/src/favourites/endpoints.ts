import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { favListQuerySchema, favParamsSchema, favouriteItemSchema, favouriteStatusSchema } from './schemas';

/** The favourites endpoints (DESIGN §5); adding and cancelling are GETs, as the spec has them. */
export const favouriteEndpoints = {
  /** `total` beside `data`: all my favourites. */
  list: endpoint({
    method: 'GET',
    path: '/api/user/select_my_fav_list',
    auth: 'user',
    query: favListQuerySchema,
    data: z.array(favouriteItemSchema),
  }),
  add: endpoint({ method: 'GET', path: '/api/app/fav_add/:music_id', auth: 'user', params: favParamsSchema }),
  cancel: endpoint({
    method: 'GET',
    path: '/api/app/fav_cancel/:music_id',
    auth: 'user',
    params: favParamsSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/app/fav_status/:music_id',
    auth: 'optional',
    params: favParamsSchema,
    data: favouriteStatusSchema,
  }),
};
