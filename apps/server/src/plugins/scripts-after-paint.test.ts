import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appScripts } from '../test/web-dist';
import { AFTER_PAINT_SCRIPT, APP_SCRIPTS_ID, withScriptsAfterPaint } from './scripts-after-paint';

const BUILT = `<html><head><meta charset="UTF-8" />
    <link rel="preload" as="image" href="/files/cover/a.jpg" fetchpriority="high" />
    <script type="module" crossorigin src="/assets/site-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="preload" as="style" crossorigin href="/assets/app-1.css" data-deferred-style>
    <link rel="modulepreload" crossorigin href="/assets/page-1.js" />
  </head>
  <body>
    <div id="root"><div data-first-paint>x</div></div>
  </body></html>`;

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

/**
 * Runs the loader as a browser would at the end of the body: `visible` is the tab's state, `drawn` whether the
 * first screen takes up room, `paintTiming` whether the browser reports paints. Answers what it has added to
 * the head so far, a way to report the first contentful paint, and the pending timers.
 */
function runLoader(opts: {
  visible?: boolean;
  drawn?: boolean;
  paintTiming?: boolean;
  firstScreen?: boolean;
}) {
  const { visible = true, drawn = true, paintTiming = true, firstScreen = true } = opts;
  const head: Added[] = [];
  const timers: { ms: number; fn: () => void }[] = [];
  let observer:
    ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | null = null;
  let disconnected = false;
  const data = JSON.stringify(appScripts(withScriptsAfterPaint(BUILT)));
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    getElementById: (id: string) => (id === APP_SCRIPTS_ID ? { textContent: data } : null),
    querySelector: (sel: string) =>
      sel === '[data-first-paint]' && firstScreen ? { getClientRects: () => (drawn ? [{}] : []) } : null,
    createElement: (tag: string): Added => ({ tag }),
    head: { appendChild: (e: Added) => void head.push({ ...e }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe(o: { type: string; buffered: boolean }) {
      expect(o).toEqual({ type: 'paint', buffered: true });
    }
  }
  const window = { PerformanceObserver };
  vm.runInNewContext(AFTER_PAINT_SCRIPT, {
    document,
    window,
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const paint = (name: string) =>
    observer!(
      { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
      { disconnect: () => void (disconnected = true) },
    );
  return { head, timers, paint, disconnected: () => disconnected };
}

const ALL_ADDED: Added[] = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/react-1.js', crossOrigin: '' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/shell-1.js', crossOrigin: '' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/page-1.js', crossOrigin: '' },
  { tag: 'script', type: 'module', src: '/assets/site-1.js', crossOrigin: '' },
];

describe("issue 19: the app's scripts asked for after the HTML's first paint", () => {
  it('takes the module script and every module preload out of the HTML into one data block', () => {
    const html = withScriptsAfterPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The first screen's picture and the deferred stylesheet stay where they were.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/cover/a.jpg" fetchpriority="high" />',
    );
    expect(html).toContain('data-deferred-style>');
    // The entry first, then the preloads in the HTML's order; data and loader after the markup.
    expect(html).toContain(
      `<div id="root"><div data-first-paint>x</div></div>\n  <script type="application/json" id="app-scripts">` +
        `["/assets/site-1.js","/assets/react-1.js","/assets/shell-1.js","/assets/page-1.js"]</script>` +
        `<script>${AFTER_PAINT_SCRIPT}</script></body>`,
    );
  });

  it('leaves a page without a module script as it is', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(html)).toBe(html);
  });

  it('adds nothing until the first contentful paint, then the preloads and the entry, once', () => {
    const run = runLoader({});
    expect(run.head).toEqual([]);
    // A first paint that is not contentful (a background) is not waited for.
    run.paint('first-paint');
    expect(run.head).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.head).toEqual(ALL_ADDED);
    expect(run.disconnected()).toBe(true);
    // The 1 s guard finds them added.
    expect(run.timers.map((t) => t.ms)).toEqual([1000]);
    run.timers[0]!.fn();
    expect(run.head).toHaveLength(ALL_ADDED.length);
  });

  it('adds them after 1 s when no paint is reported', () => {
    const run = runLoader({});
    run.timers[0]!.fn();
    expect(run.head).toEqual(ALL_ADDED);
  });

  it('adds them at once when there is no paint to wait for', () => {
    for (const opts of [
      { visible: false },
      { drawn: false },
      { firstScreen: false },
      { paintTiming: false },
    ]) {
      const run = runLoader(opts);
      expect(run.head, JSON.stringify(opts)).toEqual(ALL_ADDED);
      expect(run.timers, JSON.stringify(opts)).toEqual([]);
    }
  });
});
