import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '../app/providers';
import { SiteRouter } from './site-router';

// A transition lets React render the first screen in slices, so the main thread is not blocked for its whole length.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <SiteRouter />
      </Providers>
    </StrictMode>,
  );
});
