import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

/** Issue 19: every page names itself in the tab, in the interface language; shared links carry the item's tags. */
test.describe('page titles and shared links', () => {
  test('site pages and the creator centre have their own titles in Chinese and English', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000); // eight cold page loads
    const home = (await (await request.get('/api/app/home')).json()).data;
    const project = home.newest[0];
    const article = home.articles[0];
    const description = page.locator('meta[name="description"]');

    await page.goto('/');
    await expect(page.getByTestId('home-newest').getByText(project.music_name).first()).toBeVisible();
    await expect(page).toHaveTitle('V家工程站');
    await expect(description).toHaveAttribute('content', /歌声合成/);
    await page.goto(`/project/vn${project.music_id}`);
    await expect(page).toHaveTitle(`${project.music_name} - V家工程站`);
    await page.goto(`/article/an${article.article_id}`);
    await expect(page).toHaveTitle(`${article.article_title} - V家工程站`);
    await page.goto(`/space/${project.uid}`);
    await expect(page).toHaveTitle(`${project.username} - V家工程站`);
    await page.goto('/square');
    await expect(page).toHaveTitle('广场动态 - V家工程站');
    // Moving inside the app renames the tab too (not only a fresh load).
    await page.getByRole('link', { name: '首页' }).first().click();
    await expect(page).toHaveTitle('V家工程站');

    const ctx = await browser.newContext({ locale: 'en-US' });
    const en = await ctx.newPage();
    await loginAs(en, request, 'miku_p', { lang: 'en' });
    await en.goto('/square');
    // Signed in, the tab leads with the unread count when there is one (lib/page-title.ts).
    const unread = String.raw`(\(\d+\) )?`;
    await expect(en).toHaveTitle(new RegExp(`^${unread}Square - V-Project Hub$`));
    await expect(en.locator('meta[name="description"]')).toHaveAttribute('content', /singing-synthesis/);
    await en.goto(`/project/vn${project.music_id}`);
    await expect(en).toHaveTitle(
      new RegExp(`^${unread}${project.music_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - V-Project Hub$`),
    );
    await en.goto('/creator/#/home');
    await expect(en.getByTestId('welcome-card')).toBeVisible();
    await expect(en).toHaveTitle(/ - creator centre$/);
    await ctx.close();
  });

  test('the served HTML of a project carries its title and cover for link previews, without running scripts', async ({
    request,
    baseURL,
  }) => {
    const project = (await (await request.get('/api/app/home')).json()).data.newest[0];
    const res = await request.get(`/project/vn${project.music_id}`);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${project.music_name} - V家工程站" />`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/project/vn${project.music_id}" />`);
    if (project.pic_exist)
      expect(html).toContain(
        `<meta property="og:image" content="${baseURL}/files/cover/${project.vsqx_uid}.jpg`,
      );
  });
});
