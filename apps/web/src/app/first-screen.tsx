import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import type { LazyPage } from './lazy-page';
import { watchCloseFlag } from '../lib/close-flag';
import { deferredStylesApplied } from './deferred-styles';

/** The first render waits this long at most for its page's code and data (they load beside the language pack). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Renders an entry's app once the page its address names (`firstPage`, none for an unknown address) is loaded,
 * so the first screen holds that page instead of the route's spinner. A failed load renders anyway: the
 * page's own render tries again and shows the error there.
 */
export function renderFirstScreen(firstPage: LazyPage | undefined, router: ReactNode) {
  watchCloseFlag();
  // The stylesheets the server deferred behind its HTML first screen are waited for in full, not capped by the
  // page's wait: React never renders unstyled (app/deferred-styles.ts). Applied first, so Vite's preload helper
  // (run by the page's preload) finds them in place and adds no second link.
  const styled = deferredStylesApplied();
  const loaded = firstPage?.preload().catch(() => undefined);
  // Its data is asked for now too: on a cold load the page's code is tens of kilobytes away (issue 19). The
  // first render waits for it as well: rendered inside the transition below, the page with its data is built
  // in slices; data arriving after the first render is rendered by react-query's store subscription, which
  // React runs synchronously: on the site home, one long task of every card at once (Lighthouse, issue 19).
  const fetched = firstPage?.prefetch?.();
  void Promise.all([
    styled,
    Promise.race([
      Promise.all([loaded, fetched]),
      new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
    ]),
  ]).then(() =>
    // A transition lets React render the first screen in slices, so the main thread is not blocked for its whole length.
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <Providers>{router}</Providers>
        </StrictMode>,
      );
    }),
  );
}
