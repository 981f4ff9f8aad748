import { CREATOR_ROUTES, type CreatorRouteKey } from '@vsqx/domain';
import { getSession } from '../lib/session';
import { statsOverviewQuery } from '../features/home/api/stats';
import { trendQuery } from '../features/home/api/trend';
import { todoQuery } from '../features/home/api/todo';
import { SLIDES } from '../features/home/components/slides';
import { preloadImage } from '../lib/preload-image';
import { lazyPage, type LazyPage } from './lazy-page';
import { queryClient } from './providers';

/** The page component of each creator-centre route (the route table itself lives in @vsqx/domain). */
export const CREATOR_PAGES: Record<Exclude<CreatorRouteKey, 'no_login'>, LazyPage> = {
  home: lazyPage(
    () => import('../features/home/pages/home-page'),
    // Only with a session: without one the route sends the visitor to log in and asks for nothing.
    () => {
      if (!getSession()) return;
      preloadImage(SLIDES[0]); // the home's largest paint
      return Promise.all([
        queryClient.prefetchQuery(statsOverviewQuery('vsqx')),
        queryClient.prefetchQuery(trendQuery('vsqx')),
        queryClient.prefetchQuery(todoQuery()),
      ]);
    },
  ),
  analytics: lazyPage(() => import('../features/analytics/pages/analytics-page')),
  content: lazyPage(() => import('../features/projects/pages/project-list-page')),
  content_update: lazyPage(() => import('../features/projects/pages/project-edit-page')),
  content_midi_update: lazyPage(() => import('../features/midi/pages/midi-edit-page')),
  article: lazyPage(() => import('../features/articles/pages/article-list-page')),
  article_update: lazyPage(() => import('../features/articles/pages/article-edit-page')),
  favorite: lazyPage(() => import('../features/favourites/pages/favourites-page')),
  apply: lazyPage(() => import('../features/licences/pages/my-requests-page')),
  authorization: lazyPage(() => import('../features/licences/pages/received-requests-page')),
  comment: lazyPage(() => import('../features/messages/pages/replies-page')),
  at: lazyPage(() => import('../features/messages/pages/mentions-page')),
  all_apply: lazyPage(() => import('../features/messages/pages/licence-notices-page')),
  system: lazyPage(() => import('../features/messages/pages/system-page')),
  info: lazyPage(() => import('../features/profile/pages/info-page')),
  avatar: lazyPage(() => import('../features/profile/pages/avatar-page')),
  safe: lazyPage(() => import('../features/profile/pages/account-page')),
  v_course: lazyPage(() => import('../features/suggestions/pages/approval-page')),
};

/** The page of the route an address names (`/` goes to home), for the first screen; none for other addresses. */
export function creatorPageAt(location: string): LazyPage | undefined {
  const path = location.split('?')[0];
  const route = path === '/' ? CREATOR_ROUTES[0] : CREATOR_ROUTES.find((r) => r.path === path);
  return route && route.key !== 'no_login' ? CREATOR_PAGES[route.key] : undefined;
}
