import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The UI language of these tests: Chinese first, as the product (spec §3); read by lib/i18n on import.
localStorage.setItem('lang', 'zh');

// What jsdom lacks and antd's responsive parts ask for (Grid, Layout.Sider breakpoints, Table scroll).
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
if (typeof window.ResizeObserver === 'undefined')
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
// jsdom implements getComputedStyle without pseudo-elements and says so on every antd render.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computed(el);

// A page's first render loads antd's parts and the language pack: seconds, not the default 1 s, on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
