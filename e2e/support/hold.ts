import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, so a page's waiting state (a spinner, 加载中...,
 * a saving button) can be checked however slow the machine is: a fixed delay races the page's own loading
 * (the entry starts a page's first query before its code arrives), and on a loaded machine the answer won.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
