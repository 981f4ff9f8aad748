import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { commentCreateSchema, commentItemSchema, commentListQuerySchema } from './schemas';

/** Comments on a project (scene 1), article (2), square post (3) or MIDI project (4); DESIGN §5. */
export const commentEndpoints = {
  /** Newest first, 10 per page, `total` beside `data`. */
  list: endpoint({
    method: 'GET',
    path: '/api/app/comments',
    auth: 'optional',
    query: commentListQuerySchema,
    data: z.array(commentItemSchema),
  }),
  /** Feeds the replies and @mentions of the message pages; `reply_to` answers a comment of the same item. */
  create: endpoint({
    method: 'POST',
    path: '/api/app/comment',
    auth: 'user',
    body: commentCreateSchema,
    data: commentItemSchema,
  }),
};
