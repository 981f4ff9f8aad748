import { expect, test, type Page } from '@playwright/test';
import { apiLogin, useSession } from '../support/session';
import { networkQuiet } from '../support/network-quiet';

/**
 * Issue 18: a tab opened before a deploy asks for code chunks by the old build's names. Every JavaScript file
 * asked for after the page has settled is renamed to a name no build has, so the real server answers it (404,
 * not the HTML shell); the tab must show the "new version, reload" prompt, not a blank page.
 */
async function deployUnderneath(page: Page) {
  await networkQuiet(page);
  const stale: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const url = route
      .request()
      .url()
      .replace(/\/assets\/([^/]+)\.js$/, '/assets/$1-old0build.js');
    stale.push(url);
    await route.continue({ url });
  });
  return stale;
}

test.describe('issue 18 a stale tab after a deploy', () => {
  test('the site shows the reload prompt inside its frame, and the reload loads the page', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
    const stale = await deployUnderneath(page);
    await page.getByRole('menuitem', { name: '广场' }).click();
    const prompt = page.getByTestId('stale-build');
    await expect(prompt).toContainText('网站已更新，请刷新页面');
    // The header stays: the boundary sits around the page, not the frame.
    await expect(page.getByRole('menuitem', { name: '广场' })).toBeVisible();
    expect(stale.length).toBeGreaterThan(0);
    const missing = await request.get(new URL(stale[0]).pathname);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<html');

    await page.unroute(/\/assets\/[^/]+\.js$/);
    // antd spaces a two-character Chinese button's label.
    await prompt.getByRole('button', { name: '刷 新' }).click();
    await expect(page).toHaveURL(/\/square$/);
    await expect(page.getByTestId('stale-build')).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: '广场' })).toBeVisible();
  });

  test('the creator centre shows it in English for an English reader', async ({ page, request }) => {
    await useSession(page, await apiLogin(request, 'miku_p'), { lang: 'en' });
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('welcome-card')).toBeVisible();
    await deployUnderneath(page);
    await page.getByRole('menuitem', { name: 'Favourites' }).click();
    const prompt = page.getByTestId('stale-build');
    await expect(prompt).toContainText('A new version is available — please reload');
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
