import type { ApplyFilter } from '../licence-requests/enums';
import type { SuggestFilter } from '../suggestions/enums';
import { CREATOR_ROUTES, withQuery, type CreatorRouteKey } from './creator-routes';

const pathOf = (key: CreatorRouteKey) => CREATOR_ROUTES.find((r) => r.key === key)!.path;

/**
 * Addresses inside the creator centre (its hash router's paths with their queries), built from the route
 * table so no page types one by hand. From outside the creator app wrap them: `SITE_PATHS.creator(…)`.
 * Outside links, mails and e2e specs depend on these addresses: they stay exactly as spec §2 writes them.
 */
export const creatorPath = {
  home: () => pathOf('home'),
  analytics: () => pathOf('analytics'),
  approval: (status?: SuggestFilter) => withQuery(pathOf('v_course'), { status }),
  projects: (page = 1) => withQuery(pathOf('content'), { page }),
  projectEdit: (musicId: number) => withQuery(pathOf('content_update'), { vn: musicId }),
  midiEdit: (midiId: number) => withQuery(pathOf('content_midi_update'), { mn: midiId }),
  articles: (page = 1) => withQuery(pathOf('article'), { page }),
  articleEdit: (articleId: number) => withQuery(pathOf('article_update'), { an: articleId }),
  favourites: (page = 1) => withQuery(pathOf('favorite'), { page }),
  myRequests: (status?: ApplyFilter) => withQuery(pathOf('apply'), { status }),
  receivedRequests: (status?: ApplyFilter) => withQuery(pathOf('authorization'), { status }),
  replies: () => pathOf('comment'),
  mentions: () => pathOf('at'),
  licenceNotices: () => pathOf('all_apply'),
  systemNotices: () => pathOf('system'),
  info: () => pathOf('info'),
  avatar: () => pathOf('avatar'),
  account: () => pathOf('safe'),
  noLogin: () => pathOf('no_login'),
} as const;
