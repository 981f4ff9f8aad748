import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/**
 * Saves a full-page screenshot under docs/screenshots for the README and for looking at. CSS animations and
 * transitions are run to their end first, so a list caught fading in is shown as it settles.
 */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(DIR, { recursive: true });
  await renderNearViewportParts(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * A full-page picture shows the whole page: the parts a page renders only when the reader comes near them
 * (apps/web components/near-viewport.tsx) are brought in as a reader scrolling down would, then the page goes
 * back to where it was.
 */
export async function renderNearViewportParts(page: Page) {
  const parts = page.locator('[data-near-viewport]');
  if ((await parts.count()) === 0) return;
  await page.evaluate(async () => {
    const y = window.scrollY;
    for (let i = 0; i < 30; i++) {
      const part = document.querySelector('[data-near-viewport]');
      if (!part) break;
      part.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, y);
  });
  await expect(parts).toHaveCount(0);
}
