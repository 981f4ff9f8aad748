import { expect, test, watchCsp } from '../support/csp';
import { layoutShift } from '../support/layout-shift';
import { expectScriptsAfterFirstPaint } from '../support/first-paint';

/**
 * Issue 19: the site home and a project page paint their first screen from the HTML, before the app's scripts
 * have run (apps/server plugins/first-paint-frame.ts); React's first render replaces it without moving anything.
 * The app's scripts are asked for once that paint is on screen, by an inline loader the CSP allows by its hash
 * (plugins/scripts-after-paint.ts; the csp fixture fails on any refusal).
 */
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 860 }],
] as const;

test.describe('first screen from the HTML', () => {
  test('shows the real title, author, cover and cards with JavaScript off', async ({
    browser,
    request,
  }, info) => {
    const home = (await (await request.get('/api/app/home')).json()).data;
    const project = home.newest[0];
    for (const [name, viewport] of SIZES) {
      const ctx = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await ctx.newPage();
      await page.goto(`/project/vn${project.music_id}`);
      await expect(page.locator('h1')).toHaveText(project.music_name);
      await expect(page.getByRole('link', { name: project.username })).toBeVisible();
      const cover = page.locator('img[fetchpriority="high"]');
      await expect(cover).toHaveAttribute('width', '240');
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: info.outputPath(`project-nojs-${name}.png`) });

      await page.goto('/');
      await expect(page.locator('h1')).toHaveText('V家工程站');
      // The newest cards in the API's order, their links working without the app.
      const titles = page.locator('.fp-item .fp-t');
      await expect(titles).toHaveText(home.newest.map((p: { music_name: string }) => p.music_name));
      await expect(titles.first()).toHaveAttribute('href', `/project/vn${project.music_id}`);
      await expect(page.getByRole('search')).toBeVisible();
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: info.outputPath(`home-nojs-${name}.png`) });
      await ctx.close();
    }
  });

  test('after the app has rendered: one h1, the HTML drawing gone, no layout shift', async ({
    browser,
    request,
  }, info) => {
    const newest = (await (await request.get('/api/app/home')).json()).data.newest;
    const project = newest[0];
    for (const [name, viewport] of SIZES) {
      const ctx = await browser.newContext({ viewport });
      await watchCsp(ctx);
      const page = await ctx.newPage();
      await page.goto(`/project/vn${project.music_id}`);
      await expect(page.getByTestId('project-title')).toHaveText(project.music_name);
      await expect(page.getByTestId('item-counts')).toBeVisible();
      await expectScriptsAfterFirstPaint(page, `project page, ${name}`);
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `project page, ${name}`).toBeLessThanOrEqual(0.05);
      await page.screenshot({ path: info.outputPath(`project-js-${name}.png`) });

      await page.goto('/');
      await expect(page.getByTestId('home-newest').getByTestId('item-card')).toHaveCount(newest.length);
      await expectScriptsAfterFirstPaint(page, `site home, ${name}`);
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `site home, ${name}`).toBeLessThanOrEqual(0.05);
      await page.screenshot({ path: info.outputPath(`home-js-${name}.png`) });
      await ctx.close();
    }
  });

  test('the site home builds its lower lists when the reader comes near them', async ({
    browser,
    request,
  }) => {
    const home = (await (await request.get('/api/app/home')).json()).data;
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await watchCsp(ctx);
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.getByTestId('home-newest').getByTestId('item-card')).toHaveCount(home.newest.length);
    // A phone's first screen holds the newest cards: the lists far below it are still their placeholders
    // (components/near-viewport.tsx renders them anyway some 4 s after the load, or on a scroll).
    const articles = page.getByTestId('home-articles');
    await expect(articles.locator('[data-near-viewport]')).toHaveCount(1);
    await expect(articles.getByTestId('item-card')).toHaveCount(0);
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await articles.scrollIntoViewIfNeeded();
    await expect(articles.getByTestId('item-card')).toHaveCount(home.articles.length);
    await expect(articles.getByTestId('item-card')).toContainText(
      home.articles.map((a: { article_title: string }) => a.article_title),
    );
    const popular = page.getByTestId('home-popular').getByTestId('item-card');
    await expect(popular).toHaveCount(home.popular.length);
    await expect(popular).toContainText(home.popular.map((p: { music_name: string }) => p.music_name));
    // The placeholders had the cards' height: the page is as long as before.
    const after = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(after - before), `page height ${before} → ${after}`).toBeLessThanOrEqual(2);
    await ctx.close();
  });
});
