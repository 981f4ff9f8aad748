import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';

/** The first render waits this long at most for its page's code (it loads beside the language pack). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Renders an entry's app once the page its address names is loaded (`firstPage`, see lazy-page.ts), so the
 * first screen holds that page instead of the route's spinner.
 */
export function renderFirstScreen(firstPage: Promise<void>, router: ReactNode) {
  void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(() =>
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
