import { useEffect, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CREATOR_ROUTES, SITE_PATHS, type CreatorRoute } from '@vsqx/domain';
import { useSession } from '../lib/session';
import { alertDialog } from '../lib/feedback';
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
  const { i18n, t } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  useEffect(() => {
    document.title = `${route.title[lang]} - ${t('creatorCentre')}`;
  }, [route, lang, t]);
  if (!session) return <Navigate to="/no_login" replace />;
  if (route.managerOnly && !session.isAdmin) return <Navigate to="/home" replace />;
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
      window.location.replace(SITE_PATHS.login(SITE_PATHS.creator('/home'))),
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
        <Route path="/no_login" element={<NoLoginPage />} />
        <Route element={<CreatorLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          {CREATOR_ROUTES.filter((r) => r.key !== 'no_login').map((r) => {
            const Page = CREATOR_PAGES[r.key as keyof typeof CREATOR_PAGES];
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
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
