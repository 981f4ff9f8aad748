import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject } from '../support/projects';

/*
 * DESIGN §8 "Finding and managing my content" and "Public search": a creator searches and filters a list,
 * switches to the table, and Back walks the same steps in reverse; the site search finds any substring.
 */
const titles = (page: Page) => page.getByTestId('project-title').allTextContents();
const SHOTS = process.env.SEARCH_SHOTS;

test.describe('search and list views', () => {
  test('a creator searches, filters, switches to the table, and Back returns each step; the site search finds a 2-character word', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('sr'));
    const token = s.username.slice(-6);
    await createProject(request, s, { p_title: `初音未来的消失 ${token}`, agreement: '1' });
    await createProject(request, s, {
      p_title: `ハッピーシンセサイザ ${token}`,
      agreement: '3',
      lyric_content: '巡音ルカと一緒に',
    });
    await createProject(request, s, {
      p_title: `Tell Your World ${token}`,
      agreement: '2',
      vsqx_content: 'an intro about tuning',
    });
    await useSession(page, s);

    await page.goto('/creator/#/content?page=1&tab=vsqx');
    await expect(page.getByTestId('project-card')).toHaveCount(3);

    // Search: a lyric word, by Enter.
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('巡音');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=%E5%B7%A1%E9%9F%B3/);
    await expect.poll(() => titles(page)).toEqual([`ハッピーシンセサイザ ${token}`]);

    // Another search, then a licence filter on top of nothing: intro text, then 注明作者 licence.
    await box.fill('tuning');
    await box.press('Enter');
    await expect.poll(() => titles(page)).toEqual([`Tell Your World ${token}`]);
    await page.getByRole('searchbox', { name: '搜索' }).clear();
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
    await expect.poll(() => titles(page)).toHaveLength(3);
    await page.getByRole('combobox', { name: '授权' }).click();
    await page.locator('.ant-select-item-option[title="禁止二次发布"]').click();
    await expect(page).toHaveURL(/agreement=3/);
    await expect.poll(() => titles(page)).toEqual([`ハッピーシンセサイザ ${token}`]);

    // The table view shows the same page, one row per project.
    await page.getByTestId('project-view').getByText('表格').click();
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByTestId('project-row-title')).toHaveText([`ハッピーシンセサイザ ${token}`]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-table-1366.png`, fullPage: true });

    // Back: cards again with the filter; again: no filter; again: the 'tuning' search; again: the lyric search.
    await page.goBack();
    await expect(page.getByTestId('project-card')).toHaveCount(1);
    await page.goBack();
    await expect(page.getByTestId('project-card')).toHaveCount(3);
    await page.goBack();
    await expect.poll(() => titles(page)).toEqual([`Tell Your World ${token}`]);
    await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue('tuning');
    await page.goBack();
    await expect.poll(() => titles(page)).toEqual([`ハッピーシンセサイザ ${token}`]);
    await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue('巡音');

    // A bookmarked table view at phone width: the table scrolls inside itself, never the page.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/creator/#/content?page=1&tab=vsqx&view=table');
    await expect(page.getByTestId('project-row-title')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-table-360.png`, fullPage: true });

    // The site search: a 2-character Chinese word and a 3-character Japanese one, from everyone's projects.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/search?q=${encodeURIComponent('未来')}`);
    await expect(page.getByTestId('search-results').getByTestId('item-card').first()).toContainText('未来');
    await page.goto(`/search?q=${encodeURIComponent(`シンセサイザ ${token}`)}`);
    await expect(page.getByTestId('search-results').getByText(`ハッピーシンセサイザ ${token}`)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-search-1366.png`, fullPage: true });
  });

  test('articles: search, original/repost filter and the table view', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('sa'));
    const auth = { headers: { authorization: `Bearer ${s.token}` } };
    const form = {
      article_type: 1,
      article_author_type: 1,
      article_agreement: 1,
      article_md: '这是一篇用来测试搜索的文章正文内容。',
      article_cover: '',
    };
    for (const a of [
      { article_title: '调教入门：呼吸声' },
      {
        article_title: 'Repost notes',
        article_author_type: 2,
        article_author_name: '某大佬',
        article_link: 'https://example.com/x',
      },
    ]) {
      expect(
        (
          await (
            await request.post('/api/article/submit_article', { ...auth, data: { ...form, ...a } })
          ).json()
        ).success,
      ).toBe(true);
    }
    await useSession(page, s);
    await page.goto('/creator/#/article?page=1');
    await expect(page.getByTestId('article-card')).toHaveCount(2);
    await page.getByRole('combobox', { name: '类型' }).click();
    await page.locator('.ant-select-item-option[title="转载"]').click();
    await expect(page.getByTestId('article-card')).toHaveCount(1);
    await expect(page.getByTestId('article-title')).toHaveText('Repost notes');
    await page.getByTestId('article-view').getByText('表格').click();
    await expect(page.getByTestId('article-row-title')).toHaveText(['Repost notes']);
    await page.goto('/creator/#/article?page=1&q=%E5%91%BC%E5%90%B8');
    await expect(page.getByTestId('article-title')).toHaveText('调教入门：呼吸声');
  });
});
