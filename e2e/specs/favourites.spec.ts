import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';

interface Fav {
  music_id: number;
  music_name: string;
  add_time: number;
}

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

async function favList(
  request: APIRequestContext,
  s: E2ESession,
  qs: string,
): Promise<{ data: Fav[]; total: number }> {
  return (await request.get(`/api/user/select_my_fav_list?${qs}`, auth(s))).json();
}

/** Project ids of the demo creators, through the public space lists (10 per page). */
async function demoProjectIds(request: APIRequestContext, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const name of ['miku_p', 'tianyi_p']) {
    const { uid } = await apiLogin(request, name);
    for (const page of [1, 2]) {
      const body = await (await request.get(`/api/app/space/${uid}/projects?page=${page}`)).json();
      ids.push(...(body.data as { music_id: number }[]).map((p) => p.music_id));
    }
  }
  return [...new Set(ids)].slice(0, count);
}

const titles = (page: import('@playwright/test').Page) => page.getByTestId('fav-title').allTextContents();

test.describe('favourites (收藏夹)', () => {
  test('empty state for a new user', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('fav'));
    await useSession(page, s);
    await page.goto('/creator/#/favorite?page=1');
    await expect(page.getByTestId('favourites-page')).toContainText('收藏夹');
    await expect(page.getByTestId('fav-empty')).toContainText('暂无收藏');
    await screenshot(page, 'favourites-empty-zh');
  });

  test('relative times from just now to a full date, newest first, 10 per page', async ({
    page,
    request,
  }) => {
    const s = await loginAs(page, request, 'miku_p');
    const all = await favList(request, s, 'page=1&page_size=100&sort=time');
    expect(all.total).toBeGreaterThan(10);
    await page.goto('/creator/#/favorite?page=1');
    await expect(page.getByTestId('fav-item')).toHaveCount(10);
    expect(await titles(page)).toEqual(all.data.slice(0, 10).map((f) => f.music_name));
    await expect(page.getByTestId('fav-total')).toContainText(String(all.total));
    const times = await page.getByTestId('fav-time').allTextContents();
    // The demo world's favourites were added 9 s, 29 min, 7 h, 2 d, 5 d, 9 d, 16 d, 40 d ... ago.
    // (The suite may start a few minutes after the seed.)
    expect(times[0]).toMatch(/^收藏于 (刚刚|\d+分钟前)$/);
    expect(times[1]).toMatch(/^收藏于 \d+分钟前$/);
    expect(times[2]).toMatch(/^收藏于 \d+小时前$/);
    expect(times[3]).toMatch(/^收藏于 \d+天前$/);
    expect(times[5]).toMatch(/^收藏于 1周前$/);
    expect(times[7]).toMatch(/^收藏于 1个月前$/);
    await screenshot(page, 'favourites-zh');
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/favorite\?page=2/);
    await expect(page.getByTestId('fav-item')).toHaveCount(all.total - 10);
    const later = await page.getByTestId('fav-time').allTextContents();
    expect(later.some((x) => /^收藏于 \d+个月前$/.test(x))).toBe(true);
    // Past 12 months the full date is shown.
    expect(later.some((x) => /^收藏于 \d{4}-\d{2}-\d{2}$/.test(x))).toBe(true);
  });

  test('sort by popularity, and cancelling pulls the next item in so the page stays full', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('fav'));
    const ids = await demoProjectIds(request, 12);
    expect(ids.length).toBe(12);
    for (const id of ids)
      expect((await (await request.get(`/api/app/fav_add/${id}`, auth(s))).json()).success).toBe(true);
    // Idempotent: adding again keeps one.
    await request.get(`/api/app/fav_add/${ids[0]}`, auth(s));
    await useSession(page, s);
    await page.goto('/creator/#/favorite?page=1');
    await expect(page.getByTestId('fav-item')).toHaveCount(10);
    await expect(page.getByTestId('fav-total')).toContainText('12');
    await expect(page.getByTestId('fav-time').first()).toHaveText('收藏于 刚刚');

    const hot = await favList(request, s, 'page=1&page_size=10&sort=hot');
    await page.getByTestId('fav-sort').getByText('按热度').click();
    await expect(page).toHaveURL(/sort=hot/);
    await expect.poll(() => titles(page)).toEqual(hot.data.map((f) => f.music_name));

    await page.getByTestId('fav-sort').getByText('按时间').click();
    const byTime = await favList(request, s, 'page=1&page_size=11&sort=time');
    await expect.poll(() => titles(page)).toEqual(byTime.data.slice(0, 10).map((f) => f.music_name));
    const first = page.getByTestId('fav-item').first();
    await first.getByTestId('fav-cancel').click();
    await expect(page.getByText('已取消收藏')).toBeVisible();
    // The cancelled one left, the first of page 2 moved up, the page is full again and the total dropped.
    await expect.poll(() => titles(page)).toEqual(byTime.data.slice(1, 11).map((f) => f.music_name));
    await expect(page.getByTestId('fav-item')).toHaveCount(10);
    await expect(page.getByTestId('fav-total')).toContainText('11');
    expect((await favList(request, s, 'page=1')).total).toBe(11);
  });

  test('English interface', async ({ page, request }) => {
    await loginAs(page, request, 'miku_p', { lang: 'en' });
    await page.goto('/creator/#/favorite?page=1&sort=hot');
    await expect(page.getByTestId('favourites-page')).toContainText('Favourites');
    await expect(page.getByTestId('fav-time').first()).toContainText(/^Added /);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await screenshot(page, 'favourites-en');
  });
});
