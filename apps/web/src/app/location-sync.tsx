import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The router starts listening to the address bar only when it commits. The first screen is rendered in a
 * transition (it may yield to the browser), so an address change between the router's first render and its
 * commit is never heard: the page would show one route while the address says another. Once mounted, this
 * catches that gap up, once.
 */
export function LocationSync({ actual }: { actual: () => string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const now = actual();
    if (now !== location.pathname + location.search) void navigate(now, { replace: true });
    // Mount only: after that the router's own listener is in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Where a hash router stands per the address bar (`#/content?page=1` → `/content?page=1`). */
export const hashLocation = () => window.location.hash.replace(/^#/, '') || '/';

/** Where a path router stands per the address bar. */
export const pathLocation = () => window.location.pathname + window.location.search;
