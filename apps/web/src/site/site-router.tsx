import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import type { MidiDetail, ProjectDetail, SiteHome } from '@vsqx/domain';
import { lazyPage, type LazyPage } from '../app/lazy-page';
import { queryClient } from '../app/providers';
import { siteHomeQuery } from '../features/site/api/use-home';
import { midiDetailQuery, projectDetailQuery } from '../features/site/api/use-detail';
import { fileUrls } from '../lib/api';
import { preloadImage } from '../lib/preload-image';
import { projectMetaQuery } from '../components/project-meta-query';

/**
 * The home's data as its HTML carries it (apps/server plugins/site-home-first-screen.ts, issue 19): there at
 * once, where the request waited for the app's code to run. Read once: a later visit asks the API.
 */
function homeFromHtml(): SiteHome | undefined {
  const block = document.getElementById('site-home-data');
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as SiteHome;
  } catch {
    return undefined;
  }
}

/** The home's data; the first newest card's cover is the page's largest paint, asked for once its name is known. */
function prefetchHome() {
  const inHtml = homeFromHtml();
  // The HTML that carries the data preloads that cover itself.
  if (inHtml) return Promise.resolve(queryClient.setQueryData(siteHomeQuery().queryKey, inHtml));
  return queryClient.prefetchQuery(siteHomeQuery()).then(() => {
    const first = queryClient.getQueryData(siteHomeQuery().queryKey)?.newest[0];
    if (first) preloadImage(fileUrls.cover(first.vsqx_uid, first.pic_version));
  });
}

/** A project page's data as its HTML carries it (apps/server modules/detail/project-first-screen.ts). */
interface ProjectBlock {
  type: 'v' | 'm';
  id: number;
  data: ProjectDetail | MidiDetail;
}

/**
 * The page's anonymous answer from its HTML, when the block is this address's: read once, like the home's.
 * It goes into the cache as already stale, so the page renders at once and the API's own answer (which counts
 * the view and has a logged-in visitor's like and favourite) still replaces it.
 */
function projectFromHtml(type: 'v' | 'm', id: number): ProjectBlock['data'] | undefined {
  const block = document.getElementById('project-data');
  if (!block) return undefined;
  block.remove();
  try {
    const b = JSON.parse(block.textContent ?? '') as ProjectBlock;
    return b.type === type && b.id === id ? b.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A project page's data, asked for by the entry beside the page's code (the address names the project), then
 * its file's meta (the download menu waits for it); its cover is the page's largest paint. With the data in
 * the HTML both start at once, and the first screen waits only for the meta, which it asks for a round trip
 * sooner: without it the menu would appear after the first paint and move the buttons beside it.
 */
function prefetchProject() {
  const m = /^\/project\/(vn|mn)(\d+)$/.exec(window.location.pathname);
  if (!m) return;
  const id = Number(m[2]);
  const type = m[1] === 'vn' ? 'v' : 'm';
  const inHtml = projectFromHtml(type, id);
  if (inHtml && type === 'v') {
    const p = inHtml as ProjectDetail;
    queryClient.setQueryData(projectDetailQuery(id).queryKey, p, { updatedAt: 0 });
    void queryClient.prefetchQuery(projectDetailQuery(id));
    return queryClient.prefetchQuery(projectMetaQuery(p.vsqx_uid, p.updated_at));
  }
  if (inHtml) {
    const p = inHtml as MidiDetail;
    queryClient.setQueryData(midiDetailQuery(id).queryKey, p, { updatedAt: 0 });
    void queryClient.prefetchQuery(midiDetailQuery(id));
    return queryClient.prefetchQuery(projectMetaQuery(p.midi_uid, p.up_time));
  }
  if (type === 'v') {
    return queryClient.prefetchQuery(projectDetailQuery(id)).then(() => {
      const p = queryClient.getQueryData(projectDetailQuery(id).queryKey);
      if (!p) return;
      preloadImage(fileUrls.cover(p.vsqx_uid, p.pic_version));
      return queryClient.prefetchQuery(projectMetaQuery(p.vsqx_uid, p.updated_at));
    });
  }
  return queryClient.prefetchQuery(midiDetailQuery(id)).then(() => {
    const p = queryClient.getQueryData(midiDetailQuery(id).queryKey);
    if (!p) return;
    preloadImage(fileUrls.cover(p.midi_uid, p.pic_version));
    return queryClient.prefetchQuery(projectMetaQuery(p.midi_uid, p.up_time));
  });
}
import { LocationSync, pathLocation } from '../app/location-sync';
import { listenForLeaving } from '../lib/unsaved-changes';
import { SiteLayout } from './site-layout';

// Before the router's own history listener: Back from a form with unsaved changes asks first.
listenForLeaving();

/** The site's path routes (DESIGN §4); the server falls back to index.html for each. */
const ROUTES: [string, LazyPage][] = [
  ['/', lazyPage(() => import('../features/site/pages/site-home-page'), prefetchHome)],
  ['/login', lazyPage(() => import('../features/auth/pages/login-page'))],
  ['/register', lazyPage(() => import('../features/auth/pages/register-page'))],
  ['/forgot_password', lazyPage(() => import('../features/auth/pages/forgot-password-page'))],
  ['/reset_password', lazyPage(() => import('../features/auth/pages/reset-password-page'))],
  ['/verify_email', lazyPage(() => import('../features/auth/pages/verify-email-page'))],
  ['/search', lazyPage(() => import('../features/site/pages/search-page'))],
  ['/upload', lazyPage(() => import('../features/site/pages/upload-page'))],
  ['/project/:pid', lazyPage(() => import('../features/site/pages/project-page'), prefetchProject)],
  ['/article/:aid', lazyPage(() => import('../features/site/pages/article-page'))],
  ['/space/:uid', lazyPage(() => import('../features/site/pages/space-page'))],
  ['/square', lazyPage(() => import('../features/site/pages/square-page'))],
  ['/square/:sid', lazyPage(() => import('../features/site/pages/square-post-page'))],
  ['/v_course', lazyPage(() => import('../features/site/pages/tutorials-page'))],
  ['/v_course/:docId', lazyPage(() => import('../features/site/pages/tutorials-page'))],
  ['/feedback', lazyPage(() => import('../features/profile/pages/feedback-page'))],
  ['/licence/:code', lazyPage(() => import('../features/licences/pages/certificate-page'))],
  ['*', lazyPage(() => import('../features/site/pages/not-found-page'))],
];

/** The page of the route an address names, for the first screen (creator-pages.tsx does the same). */
export function sitePageAt(location: string): LazyPage | undefined {
  const match = matchRoutes(
    ROUTES.map(([path]) => ({ path })),
    location.split('?')[0],
  );
  return ROUTES.find(([path]) => path === match?.[0]?.route.path)?.[1];
}

/** Declarative routes, as in the creator centre: no loaders or actions, so no data router (docs/decisions.md). */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <LocationSync actual={pathLocation} />
      <Routes>
        <Route element={<SiteLayout />}>
          {ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
