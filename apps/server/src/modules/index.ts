import type { FastifyInstance } from 'fastify';
import { accountEmailRoutes } from './account-email/account-email.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { articlesRoutes } from './articles/articles.routes';
import { authRoutes } from './auth/auth.routes';
import { bulkRoutes } from './bulk/bulk.routes';
import { checkinRoutes } from './checkin/checkin.routes';
import { commentsRoutes } from './comments/comments.routes';
import { uploadPresetsRoutes } from './upload-presets/upload-presets.routes';
import { favouritesRoutes } from './favourites/favourites.routes';
import { filesRoutes } from './files/files.routes';
import { licencesRoutes } from './licences/licences.routes';
import { liveRoutes } from './live/live.routes';
import { licenceExtrasRoutes } from './licences/licence-extras.routes';
import { creditsRoutes } from './credits/credits.routes';
import { detailRoutes } from './detail/detail.routes';
import { discoveryRoutes } from './discovery/discovery.routes';
import { likesRoutes } from './likes/likes.routes';
import { messagesRoutes } from './messages/messages.routes';
import { midiRoutes } from './midi/midi.routes';
import { opsRoutes } from './ops/ops.routes';
import { profileRoutes } from './profile/profile.routes';
import { convertRoutes } from './project-convert/convert.routes';
import { projectMetaRoutes } from './project-meta/project-meta.routes';
import { projectsRoutes } from './projects/projects.routes';
import { squareRoutes } from './square/square.routes';
import { statsRoutes } from './stats/stats.routes';
import { suggestionsRoutes } from './suggestions/suggestions.routes';
import { tusRoutes } from './resumable-uploads/tus.routes';
import { trendRoutes } from './daily-stats/trend.routes';
import { versionsRoutes } from './versions/versions.routes';

/** Every feature's routes; one line per feature folder. */
export const featureRoutes: ((app: FastifyInstance) => Promise<void>)[] = [
  authRoutes,
  statsRoutes,
  filesRoutes,
  projectsRoutes,
  midiRoutes,
  articlesRoutes,
  licencesRoutes,
  suggestionsRoutes,
  messagesRoutes,
  favouritesRoutes,
  profileRoutes,
  // The public site (DESIGN §1, §4, §5). Registration order is the order of /api/docs: kept as it was when one `site` module held them.
  detailRoutes,
  likesRoutes,
  commentsRoutes,
  squareRoutes,
  discoveryRoutes,
  checkinRoutes,
  trendRoutes,
  projectMetaRoutes,
  convertRoutes,
  accountEmailRoutes,
  opsRoutes,
  versionsRoutes,
  analyticsRoutes,
  liveRoutes,
  bulkRoutes,
  uploadPresetsRoutes,
  tusRoutes,
  licenceExtrasRoutes,
  creditsRoutes,
];
