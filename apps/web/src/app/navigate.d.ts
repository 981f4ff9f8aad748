import type { NavigateOptions, To } from 'react-router';

// Both routers are declarative (<BrowserRouter> in site-router.tsx, <HashRouter> in creator-router.tsx), where
// navigate() returns nothing. react-router types it `void | Promise<void>` because its data routers return a
// promise, which made no-floating-promises ask for a `void` before every call; its docs advise narrowing the
// type to the router in use. Moving to a data router means switching this to Promise<void> and handling those.
declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
