import { expect, type Page } from '@playwright/test';
import { APP_SCRIPTS_ID } from '../../apps/server/src/plugins/scripts-after-paint';

/**
 * Checks that a page drawn from its HTML asked for the app's scripts only after its first contentful paint
 * (apps/server plugins/scripts-after-paint.ts), and that they ran: call it once the app has rendered.
 */
export async function expectScriptsAfterFirstPaint(page: Page, what: string) {
  const { fcp, scripts, asked } = await page.evaluate(
    (id) => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // What the inline loader asks for: the entry and the module preloads (plugins/scripts-after-paint.ts).
      asked: (JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[]).length,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /^\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
    }),
    APP_SCRIPTS_ID,
  );
  expect(fcp, what).not.toBeNull();
  // The entry, React, antd's shell, the language pack, the page: a cold load asks for several.
  expect(scripts.length, what).toBeGreaterThan(4);
  expect(Math.min(...scripts), what).toBeGreaterThanOrEqual(fcp!);
  // In a few files (apps/web vite/first-screen-chunks.ts): asking for each cost the main thread ~1 ms in one
  // task and its answer more (42 files for the site home before, 52 for a project page; issue 19).
  expect(asked, what).toBeGreaterThan(4);
  expect(asked, what).toBeLessThanOrEqual(16);
}
