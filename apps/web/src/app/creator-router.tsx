import { useEffect, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CREATOR_ROUTES, SITE_PATHS, creatorPath, type CreatorRoute } from '@vsqx/domain';
import { useSession } from '../lib/session';
import { alertDialog } from '../lib/feedback';
import { useLang } from '../lib/i18n';
import { showPageTitle } from '../lib/page-title';
import { CreatorLayout } from './shell/creator-layout';
import { CREATOR_PAGES } from './creator-pages';
import { listenForLeaving } from '../lib/unsaved-changes';
import { hashLocation, LocationSync } from './location-sync';
import { PageHeading } from '../components/page-heading';

// Before the router's own history listener: Back from a form with unsaved changes asks first.
listenForLeaving();

/** Login gate, manager-only access and the page title, from the one route table. */
function Guard({ route, children }: { route: CreatorRoute; children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation();
  const lang = useLang();
  useEffect(() => showPageTitle(`${route.title[lang]} - ${t('creatorCentre')}`), [route, lang, t]);
  if (!session) return <Navigate to={creatorPath.noLogin()} replace />;
  if (route.managerOnly && !session.isAdmin) return <Navigate to={creatorPath.home()} replace />;
  return (
    <>
      {/* Each page shows its title on its card; this names the page for screen readers (docs/accessibility.md). */}
      <PageHeading hidden>{route.title[lang]}</PageHeading>
      {children}
    </>
  );
}

/** /no_login: the 'please log in first' alert, then the login page replaces the location (spec §2). */
function NoLoginPage() {
  const { t } = useTranslation();
  useEffect(() => {
    void alertDialog(t('noLogin'), 'notice').then(() =>
      window.location.replace(SITE_PATHS.login(SITE_PATHS.creator(creatorPath.home()))),
    );
  }, [t]);
  return <PageHeading hidden>{t('noLogin')}</PageHeading>;
}

/**
 * Declarative routes: nothing here uses loaders, actions or blockers, and the data router (createHashRouter)
 * adds ~20 KB gzip to the first load (docs/decisions.md).
 */
export function CreatorRouter() {
  return (
    <HashRouter>
      <LocationSync actual={hashLocation} />
      <Routes>
        <Route path={creatorPath.noLogin()} element={<NoLoginPage />} />
        <Route element={<CreatorLayout />}>
          <Route index element={<Navigate to={creatorPath.home()} replace />} />
          {CREATOR_ROUTES.map((r) => {
            if (r.key === 'no_login') return null;
            const Page = CREATOR_PAGES[r.key];
            return (
              <Route
                key={r.key}
                path={r.path}
                element={
                  <Guard route={r}>
                    <Page />
                  </Guard>
                }
              />
            );
          })}
          <Route path="*" element={<Navigate to={creatorPath.home()} replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
