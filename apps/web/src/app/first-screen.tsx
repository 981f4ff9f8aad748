import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import type { LazyPage } from './lazy-page';
import { watchCloseFlag } from '../lib/close-flag';

/** The first render waits this long at most for its page's code (it loads beside the language pack). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Renders an entry's app once the page its address names (`firstPage`, none for an unknown address) is loaded,
 * so the first screen holds that page instead of the route's spinner. A failed load renders anyway: the
 * page's own render tries again and shows the error there.
 */
export function renderFirstScreen(firstPage: LazyPage | undefined, router: ReactNode) {
  watchCloseFlag();
  const loaded = firstPage?.preload().catch(() => undefined);
  // Its data is asked for now too: on a cold load the page's code is tens of kilobytes away (issue 19).
  firstPage?.prefetch?.();
  void Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(() =>
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
