import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a section starts to render: about one phone screen ahead of a scroll. */
const AHEAD = '100% 0px';
/** After the page's load event, how long the first screen has the main thread to itself before the rest renders. */
const AFTER_LOAD_MS = 1500;

/** Calls `run` once the page has loaded and then stayed idle a moment; returns a cancel function. */
function afterLoadAndIdle(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(run, { timeout: 1000 })
        : (setTimeout(run, 0) as unknown as number);
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}

/**
 * A part of a page that is not in its first screen (issue 19): its placeholder (of about its height, so
 * nothing moves when it comes) renders first, and the part itself, with its lazily loaded code, when it
 * comes near the screen or once the page has loaded and gone idle, whichever is first. So a phone's cold
 * load runs only the first screen's code, while find-in-page, screen readers' browse mode and keyboard users
 * (Tab moves past an empty placeholder) get the whole page a moment later. Rendered in a transition, the
 * part is built in slices instead of one long task.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return show();
    const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    io.observe(el);
    const cancel = afterLoadAndIdle(show);
    return () => {
      io.disconnect();
      cancel();
    };
  }, [shown]);
  if (shown) return children;
  return <div ref={ref}>{placeholder}</div>;
}
