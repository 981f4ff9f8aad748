import { createElement, lazy, type ComponentType } from 'react';

/** A route's page component, loaded on first use, that can also be loaded ahead of its first render. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Starts loading the page's code (once); resolves when it is there. */
  preload(): Promise<void>;
  /**
   * Starts the first screen's data requests, so they run beside the page's code instead of after it; resolves
   * when they are answered (prefetchQuery never rejects).
   */
  prefetch?: () => Promise<unknown> | undefined;
}

/**
 * Like React.lazy, but once loaded (by a render or by `preload`) the page renders directly, without
 * suspending. The entry preloads the page its address names beside the language pack, so the first commit
 * holds the page itself: through React.lazy it passed through the route's spinner first, and React holds a
 * boundary's content back for up to 300 ms after its fallback showed, which put the home page's largest image
 * 0.3-0.4 s later than the shell (docs/performance.md).
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: () => Promise<unknown> | undefined,
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (e: unknown) => {
        pending = undefined; // a failed preload is tried again by the page's first render
        throw e;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload, prefetch });
}
