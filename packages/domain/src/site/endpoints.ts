import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import {
  cardListSchema,
  checkinStateSchema,
  siteHomeSchema,
  spaceProfileSchema,
  squarePostSchema,
  trendPointSchema,
  userSuggestionSchema,
} from './answers';
import {
  pageQuerySchema,
  searchQuerySchema,
  squarePostCreateSchema,
  trendQuerySchema,
  userSuggestQuerySchema,
} from './schemas';

const uidParams = z.object({ uid: dbIdSchema });

/**
 * The public site (DESIGN §5): home lists, search, spaces, the square, the @mention autocomplete, and the
 * creator home's check-in and trend. Lists answer 10 per page with `total` beside `data`.
 */
export const siteEndpoints = {
  home: endpoint({ method: 'GET', path: '/api/app/home', auth: 'optional', data: siteHomeSchema }),
  /** `data` holds project, MIDI or article cards, as `type` (or the older `kind`) asks. */
  search: endpoint({
    method: 'GET',
    path: '/api/app/search',
    auth: 'optional',
    query: searchQuerySchema,
    data: cardListSchema,
  }),
  space: endpoint({
    method: 'GET',
    path: '/api/app/space/:uid',
    auth: 'optional',
    params: uidParams,
    data: spaceProfileSchema,
  }),
  /** The cards of the list named by `:list`. */
  spaceList: endpoint({
    method: 'GET',
    path: '/api/app/space/:uid/:list',
    auth: 'optional',
    params: uidParams.extend({ list: z.enum(['projects', 'midi', 'articles']) }),
    query: pageQuerySchema,
    data: cardListSchema,
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/app/users',
    auth: 'user',
    query: userSuggestQuerySchema,
    data: z.array(userSuggestionSchema),
  }),
  square: endpoint({
    method: 'GET',
    path: '/api/app/square',
    auth: 'optional',
    query: pageQuerySchema,
    data: z.array(squarePostSchema),
  }),
  squarePost: endpoint({
    method: 'POST',
    path: '/api/app/square',
    auth: 'user',
    body: squarePostCreateSchema,
    data: squarePostSchema,
  }),
  squareOne: endpoint({
    method: 'GET',
    path: '/api/app/square/:id',
    auth: 'optional',
    params: z.object({ id: dbIdSchema }),
    data: squarePostSchema,
  }),
  checkinState: endpoint({ method: 'GET', path: '/api/app/checkin', auth: 'user', data: checkinStateSchema }),
  /** Once per UTC day; 409 the second time. */
  checkin: endpoint({ method: 'POST', path: '/api/app/checkin', auth: 'user', data: checkinStateSchema }),
  trend: endpoint({
    method: 'GET',
    path: '/api/user/trend',
    auth: 'user',
    query: trendQuerySchema,
    data: z.array(trendPointSchema),
  }),
};
