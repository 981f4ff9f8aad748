import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CreatorRouteKey } from '@vsqx/domain';

/** The page component of each creator-centre route (the route table itself lives in @vsqx/domain). */
export const CREATOR_PAGES: Record<Exclude<CreatorRouteKey, 'no_login'>, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/pages/home-page')),
  content: lazy(() => import('../features/projects/pages/project-list-page')),
  content_update: lazy(() => import('../features/projects/pages/project-edit-page')),
  content_midi_update: lazy(() => import('../features/midi/pages/midi-edit-page')),
  article: lazy(() => import('../features/articles/pages/article-list-page')),
  article_update: lazy(() => import('../features/articles/pages/article-edit-page')),
  favorite: lazy(() => import('../features/favourites/pages/favourites-page')),
  apply: lazy(() => import('../features/licences/pages/my-requests-page')),
  authorization: lazy(() => import('../features/licences/pages/received-requests-page')),
  comment: lazy(() => import('../features/messages/pages/replies-page')),
  at: lazy(() => import('../features/messages/pages/mentions-page')),
  all_apply: lazy(() => import('../features/messages/pages/licence-notices-page')),
  system: lazy(() => import('../features/messages/pages/system-page')),
  info: lazy(() => import('../features/profile/pages/info-page')),
  avatar: lazy(() => import('../features/profile/pages/avatar-page')),
  safe: lazy(() => import('../features/profile/pages/account-page')),
  v_course: lazy(() => import('../features/suggestions/pages/approval-page')),
};
