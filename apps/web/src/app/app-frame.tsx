import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { StaleBuildBoundary } from './stale-build-boundary';

/** antd's modal, message and notification code (~15 KB gzip) arrives beside the first screen, not before it. */
const FeedbackHost = lazy(() => import('./feedback-host'));

/**
 * What antd's `<App>` gives the tree, with its feedback code loaded lazily: the base text style of `.ant-app`,
 * and antd's App context (`App.useApp()`, used by pages) once the host has mounted. lib/feedback waits for the
 * host, so an alert asked for during the first render still shows (docs/decisions.md).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [apis, setApis] = useState<useAppProps | null>(null);
  const before = useContext(AppContext); // antd's default value, until the host is there
  return (
    <AppContext.Provider value={apis ?? before}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {/* The layouts have their own boundary around the page; this one keeps a failed frame chunk from blanking the tab. */}
        <StaleBuildBoundary>
          <StaleBuildBoundary fallback={null}>
            <Suspense fallback={null}>
              <FeedbackHost onReady={setApis} />
            </Suspense>
          </StaleBuildBoundary>
          {children}
        </StaleBuildBoundary>
      </div>
    </AppContext.Provider>
  );
}
