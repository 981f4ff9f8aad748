import { lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { StaleBuildBoundary } from './stale-build-boundary';
import { feedbackWanted, onFeedbackWanted, wantFeedback } from '../lib/feedback';

/** antd's modal, message and notification code (~28 KB gzip): loaded when first needed (lib/feedback). */
const FeedbackHost = lazy(() => import('./feedback-host'));
/** Loaded this long after the first screen when nothing asked for it sooner. */
const FEEDBACK_IDLE_MS = 10_000;

/**
 * What antd's `<App>` gives the tree, with its feedback code loaded lazily: the base text style of `.ant-app`,
 * and antd's App context once the host has mounted. Pages show feedback through lib/feedback, which waits for
 * the host, so an alert asked for before it mounted still shows (docs/decisions.md). The host is loaded on
 * the first feedback asked for, on the visitor's first key or pointer press (so it is there before most actions
 * answer), or 10 s after the first screen, whichever comes first.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [apis, setApis] = useState<useAppProps | null>(null);
  const before = useContext(AppContext); // antd's default value, until the host is there
  const wanted = useSyncExternalStore(onFeedbackWanted, feedbackWanted);
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const want = () => {
      for (const e of events) window.removeEventListener(e, want, true);
      wantFeedback();
    };
    for (const e of events) window.addEventListener(e, want, true);
    // A tab left open loads it anyway, so a later deploy (its chunks renamed) cannot keep an alert from showing.
    const later = setTimeout(want, FEEDBACK_IDLE_MS);
    return () => {
      clearTimeout(later);
      for (const e of events) window.removeEventListener(e, want, true);
    };
  }, []);
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
          {wanted && (
            <StaleBuildBoundary fallback={null}>
              <Suspense fallback={null}>
                <FeedbackHost onReady={setApis} />
              </Suspense>
            </StaleBuildBoundary>
          )}
          {children}
        </StaleBuildBoundary>
      </div>
    </AppContext.Provider>
  );
}
