import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below (or above) the screen a part starts to render: a flick's worth ahead of a scroll. A whole
 * screen ahead would take in, on a phone, the comments and versions of a project with a short description.
 */
const AHEAD = '200px 0px';
/**
 * After the page's load event, how long the first screen has the main thread to itself before the parts not
 * yet near the screen render anyway: a phone's first taps and scrolls come in those seconds (a scroll brings
 * a part sooner). It is also longer than a Lighthouse run waits after the load, so its figures measure the
 * first screen alone.
 */
const AFTER_LOAD_MS = 4000;

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
 * load runs only the first screen's code, while find-in-page and screen readers' browse mode get the whole
 * page a moment later. The first Tab key renders every such part at once: a keyboard user moving through the
 * page reaches their links and fields in order instead of tabbing past an empty placeholder. Rendered in a
 * transition, the part is built in slices instead of one long task.
 */
export function NearViewport({
  placeholder,
  gap = 0,
  children,
}: {
  placeholder: ReactNode;
  /**
   * With no placeholder (a part that is usually empty): the gap of the flex column it stands in, which its
   * empty element cancels, so nothing moves when the part turns out empty.
   */
  gap?: number;
  children: ReactNode;
}) {
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
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && show();
    document.addEventListener('keydown', onKey);
    return () => {
      io.disconnect();
      cancel();
      document.removeEventListener('keydown', onKey);
    };
  }, [shown]);
  if (shown) return children;
  return (
    <div ref={ref} style={gap ? { marginTop: -gap } : undefined} data-near-viewport>
      {placeholder}
    </div>
  );
}
