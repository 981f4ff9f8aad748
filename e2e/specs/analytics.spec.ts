import fs from 'node:fs';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject, waitReady } from '../support/projects';

/**
 * Issue 24 数据中心: a second user opens a project from the site home (counted as the square) and another
 * from search; the owner opens Analytics, sees the day's views and their sources, and exports the CSV.
 */
test("analytics: views by source reach the owner's 数据中心, exported as CSV", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await apiRegister(request, uniqueUser('ana'));
  const fanA = await apiRegister(request, uniqueUser('fa'));
  const fanB = await apiRegister(request, uniqueUser('fb'));
  const title = `数据中心${Date.now().toString(36)}`;
  const p = await createProject(request, owner, { p_title: title });
  await waitReady(request, owner, p.music_id);

  // Fan A finds it on the site home; fan B through search.
  const a = await browser.newContext({ locale: 'zh-CN' });
  const pa = await a.newPage();
  await useSession(pa, fanA);
  await pa.goto('/');
  const card = pa.getByTestId('home-newest').getByTestId('item-card').filter({ hasText: title });
  const viewed = pa.waitForResponse((r) => r.url().includes(`/api/app/project/${p.music_id}`));
  await card.getByRole('link', { name: title, exact: true }).last().click();
  expect((await viewed).url()).toContain('from=square');
  await expect(pa.getByTestId('project-title')).toHaveText(title);

  const b = await browser.newContext({ locale: 'zh-CN' });
  const pb = await b.newPage();
  await useSession(pb, fanB);
  await pb.goto(`/search?q=${encodeURIComponent(title)}`);
  const hit = pb.getByTestId('search-results').getByTestId('item-card').filter({ hasText: title });
  const viewedB = pb.waitForResponse((r) => r.url().includes(`/api/app/project/${p.music_id}`));
  await hit.getByRole('link', { name: title, exact: true }).last().click();
  expect((await viewedB).url()).toContain('from=search');
  await expect(pb.getByTestId('project-title')).toHaveText(title);
  await a.close();
  await b.close();

  // The owner's own view is not counted.
  await useSession(page, owner);
  await page.goto(`/project/vn${p.music_id}`);
  await expect(page.getByTestId('project-title')).toHaveText(title);

  await page.goto('/creator/#/home');
  await page.getByTestId('sidebar').getByText('数据中心').click();
  await expect(page).toHaveURL(/#\/analytics$/);
  await page.getByTestId('analytics-range').getByText('7 天', { exact: true }).click();
  await expect(page.getByTestId('metric-views')).toContainText('2');
  await expect(page.getByTestId('source-square')).toHaveText('1');
  await expect(page.getByTestId('source-search')).toHaveText('1');
  await expect(page.getByTestId('source-direct')).toHaveText('0');
  await expect(page.getByTestId('analytics-top')).toContainText(title);
  // The chart (lazy) and its screen-reader table.
  await expect(page.getByTestId('analytics-chart-canvas')).toBeAttached();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId('analytics-table').locator('tr', { hasText: today })).toContainText('2');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/analytics-1366.png', fullPage: true, animations: 'disabled' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('date,views,downloads,likes,favourites,comments,licence_requests');
  expect(csv).toContain(`${today},2,`);
  expect(csv).toContain('square,1');
  expect(csv).toContain('search,1');

  // One item only (the picker lists my projects from the all-projects call), and a custom range.
  await page.getByTestId('analytics-item').click();
  await page.locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect(page.getByTestId('analytics-item')).toContainText(title);
  await page.getByTestId('analytics-range').getByText('自定义').click();
  await expect(page.getByTestId('analytics-custom-range').first()).toBeVisible();
  await expect(page.getByTestId('metric-views')).toContainText('2');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/analytics-390.png', fullPage: true, animations: 'disabled' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
