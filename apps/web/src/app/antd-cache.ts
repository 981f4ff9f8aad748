import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache for the app (given to its StyleProvider in app/providers.tsx). The entries started with
 * `seedAntdCache` (the build's, app/first-screen.tsx) are the theme's token and the first screens' component
 * tokens computed at build time (vite/antd-static-css.ts). antd finds each by the key it would have stored it
 * under, so the first render skips deriving the theme's ~530 tokens and their CSS variables (a 170-330 ms
 * slice at 4x CPU, issue 19) and each component's token. A key the browser computes differently (another antd
 * version, a visitor asking for reduced motion: the `motion` token) finds nothing and is computed as before.
 */
export const antdCache = createCache();

/** Adds antd cache entries (`[key, value]`, as the build wrote them) not yet in the cache. */
export function seedAntdCache(entries: readonly (readonly [string, unknown])[]) {
  for (const [key, value] of entries) antdCache.opUpdate(key, (prev) => prev ?? [0, value]);
}
