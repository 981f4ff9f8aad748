import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import type { LazyPage } from './lazy-page';
import { watchCloseFlag } from '../lib/close-flag';
import { deferredStylesApplied } from './deferred-styles';
import antdCacheSeed from 'virtual:antd-cache-seed';
import { seedAntdCache } from './antd-cache';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The first render waits this long at most for its page's code and data (they load beside the language pack). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Renders an entry's app once the page its address names (`firstPage`, none for an unknown address) is loaded,
 * so the first screen holds that page instead of the route's spinner. A failed load renders anyway: the
 * page's own render tries again and shows the error there.
 */
export function renderFirstScreen(firstPage: LazyPage | undefined, router: ReactNode) {
  watchCloseFlag();
  seedAntdCache(antdCacheSeed);
  // The work before the first render runs in tasks of its own, after the entry's module evaluation and after
  // i18next's init (lib/i18n.ts, the first timer set): at 4× CPU the stylesheet's parse and the page's data
  // and code each take tens of ms, which in the entry's one task made it the page's longest (issue 19).
  let styled: Promise<void> = Promise.resolve();
  const applied = nextTask().then(() => {
    // The stylesheets the server deferred behind its HTML first screen are waited for in full, not capped by
    // the page's wait: React never renders unstyled (app/deferred-styles.ts). Applied first, so Vite's preload
    // helper (run by the page's preload) finds them in place and adds no second link.
    styled = deferredStylesApplied();
  });
  // Then, in the next task, its code and data (on a cold load the page's code is tens of kilobytes away). The
  // first render waits for both: rendered inside the transition below, the page with its data is built in
  // slices; data arriving after the first render is rendered by react-query's store subscription, which
  // React runs synchronously: on the site home, one long task of every card at once (Lighthouse, issue 19).
  void applied
    .then(nextTask)
    .then(() => {
      const loaded = firstPage?.preload().catch(() => undefined);
      const fetched = firstPage?.prefetch?.();
      return Promise.all([
        styled,
        Promise.race([
          Promise.all([loaded, fetched]),
          new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
        ]),
      ]);
    })
    .then(() =>
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
