/**
 * Applies the stylesheets the server sent as preloads (`<link rel="preload" as="style" data-deferred-style>`)
 * and resolves once every one is in force. The server does that on pages whose first screen it paints from the
 * HTML with its own small CSS (apps/server plugins/first-paint-frame.ts `withFirstPaint`), so that paint does not
 * wait for antd's 486 KB first-screen stylesheet (issue 19); the app's first render waits here instead, so React
 * never draws unstyled. A stylesheet that fails to load resolves too, and the wait ends after `capMs` whatever
 * happens (a link whose error was missed would otherwise keep the page on its HTML for good).
 */
export function deferredStylesApplied(doc: Document = document, capMs = 10_000): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-deferred-style]')];
  const all = Promise.all(
    links.map((link) => {
      // Vite's preload helper may already have added the same stylesheet for a lazy chunk that lists it.
      const applied = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
        (l) => l.href === link.href,
      );
      const sheet = applied ?? link;
      if (!applied) link.rel = 'stylesheet';
      if (sheet.sheet) return undefined;
      return new Promise<void>((resolve) => {
        const done = () => {
          sheet.removeEventListener('load', done);
          sheet.removeEventListener('error', done);
          resolve();
        };
        sheet.addEventListener('load', done);
        sheet.addEventListener('error', done);
      });
    }),
  );
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, capMs))]).then(() => undefined);
}
