import type { FastifyInstance } from 'fastify';
import { commentsRoutes } from './comments.routes';
import { detailRoutes } from './detail.routes';
import { discoveryRoutes } from './discovery.routes';
import { meRoutes } from './me.routes';
import { squareRoutes } from './square.routes';

/** Routes of the site around the creator centre (DESIGN §1, §4, §5). */
export async function siteRoutes(app: FastifyInstance) {
  detailRoutes(app);
  commentsRoutes(app);
  squareRoutes(app);
  discoveryRoutes(app);
  meRoutes(app);
}
