import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/**
 * Saves a full-page screenshot under docs/screenshots for the README and for looking at. CSS animations and
 * transitions are run to their end first, so a list caught fading in is shown as it settles.
 */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}
