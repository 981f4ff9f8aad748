import { expect, test as base, type BrowserContext } from '@playwright/test';

/*
 * The server's Content-Security-Policy (apps/server/src/plugins/security-headers.ts) must not break a
 * page: a blocked script, style, image, blob: preview or connection is a failed test, wherever it happens.
 * Chromium reports each refusal twice: a `securitypolicyviolation` event in the page and a console error.
 */

/** Where the running test's violations go (each test has its own list, set up by the fixture below). */
let current: string[] | null = null;

/** Records every CSP violation in the context's pages; contexts a test makes itself call this too. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  const found = current;
  if (!found) throw new Error('watchCsp outside a test that uses support/csp');
  await context.exposeBinding('__cspViolation', (_source, text: string) => void found.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (t: string) => void }).__cspViolation;
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(m.text());
  });
}

/** Playwright's `test` with a CSP guard on every test's own context: any violation fails the test. */
export const test = base.extend<{ cspGuard: string[] }>({
  cspGuard: [
    async ({ context }, use) => {
      const found: string[] = [];
      current = found;
      await watchCsp(context);
      await use(found);
      current = null;
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
