import type { Page } from '@playwright/test';

/**
 * Waits until the page has loaded and no request has finished for `quietMs`. Playwright's 'networkidle'
 * never comes in the creator centre: its live message stream (DESIGN §8, an EventSource) stays open for as
 * long as the page does. A stream adds no resource-timing entry until it ends, so counting finished
 * requests ignores it, as a reader would.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState('load');
  // The browser keeps 250 entries by default; past that the count would stop moving and look quiet.
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  await page.waitForFunction(
    (quiet) => {
      const w = window as unknown as { __quiet?: { n: number; since: number } };
      const n = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (w.__quiet?.n !== n) {
        w.__quiet = { n, since: now };
        return false;
      }
      return now - w.__quiet.since >= quiet;
    },
    quietMs,
    { timeout: timeoutMs, polling: 100 },
  );
}
