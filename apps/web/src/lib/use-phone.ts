import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (its `screenMD` token, 768 px, which the app's theme keeps). */
const PHONE = '(max-width: 767.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined);

function subscribe(onChange: () => void) {
  const mql = query();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}

const isPhone = () => query()?.matches ?? false;

/**
 * True below antd's `md` breakpoint: the shells trade the sidebar and the header links for a menu button and a
 * drawer. Read from the media query itself during the render, so the first render is already the right layout.
 * antd's `Grid.useBreakpoint` (used here before) knows the width only after its layout effect subscribes, and
 * then forces an update: a second, synchronous render of the whole shell and page inside the first commit's
 * task, with the first commit's passive effects flushed before it (issue 19: ~300 ms of one long task at 4x CPU
 * on the site home).
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
