import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LocationSync, pathLocation } from '../app/location-sync';
import { SiteLayout } from './site-layout';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const C = lazy(load);
  return <C />;
};

/** The site's path routes (DESIGN §4); the server falls back to index.html for each. */
const ROUTES: [string, ReactNode][] = [
  ['/', page(() => import('../features/site/pages/site-home-page'))],
  ['/login', page(() => import('../features/auth/pages/login-page'))],
  ['/register', page(() => import('../features/auth/pages/register-page'))],
  ['/search', page(() => import('../features/site/pages/search-page'))],
  ['/upload', page(() => import('../features/site/pages/upload-page'))],
  ['/project/:pid', page(() => import('../features/site/pages/project-page'))],
  ['/article/:aid', page(() => import('../features/site/pages/article-page'))],
  ['/space/:uid', page(() => import('../features/site/pages/space-page'))],
  ['/square', page(() => import('../features/site/pages/square-page'))],
  ['/square/:sid', page(() => import('../features/site/pages/square-post-page'))],
  ['/v_course', page(() => import('../features/site/pages/tutorials-page'))],
  ['/v_course/:docId', page(() => import('../features/site/pages/tutorials-page'))],
  ['/feedback', page(() => import('../features/profile/pages/feedback-page'))],
  ['*', page(() => import('../features/site/pages/not-found-page'))],
];

/** Declarative routes, as in the creator centre: no loaders or actions, so no data router (docs/decisions.md). */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <LocationSync actual={pathLocation} />
      <Routes>
        <Route element={<SiteLayout />}>
          {ROUTES.map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
