import { expect, test } from '@playwright/test';
import { CREATOR_ROUTES, SIDEBAR } from '@vsqx/domain';
import { apiLogin, loginAs, useSession } from '../support/session';
import { screenshot } from '../support/screens';
import { acknowledge } from '../support/dialogs';

test.describe('creator centre shell and home', () => {
  test('login gate: /no_login alerts, then the login page, then back to the creator centre', async ({
    page,
  }) => {
    await page.goto('/creator/#/home');
    await expect(page).toHaveURL(/#\/no_login$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('请先登录');
    await acknowledge(dialog);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('用户名（即昵称）').fill('miku_p');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByTestId('auth-error')).toContainText('用户名或密码错误');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/creator\/#\/home$/);
    await expect(page.getByTestId('welcome-card')).toContainText('miku_p');
  });

  test('home shows the real counts, and the MIDI toggle fetches once', async ({ page, request }) => {
    const s = await loginAs(page, request, 'miku_p');
    const auth = { headers: { authorization: `Bearer ${s.token}` } };
    const vsqx = (await (await request.get('/api/user/select_vsqx_data', auth)).json()).data;
    const midi = (await (await request.get('/api/user/select_midi_data', auth)).json()).data;
    expect(vsqx.all_project_num).toBeGreaterThan(10);
    let midiCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/select_midi_data')) midiCalls += 1;
    });
    await page.goto('/creator/#/home');
    const overview = page.getByTestId('data-overview');
    await expect(overview.getByTestId('stat-all_project_num')).toContainText(String(vsqx.all_project_num));
    await expect(overview.getByTestId('stat-all_click_num')).toContainText(
      vsqx.all_click_num.toLocaleString('en-US'),
    );
    await expect(overview.getByTestId('stat-checkin_score')).toContainText(String(vsqx.checkin_score));
    expect(midiCalls).toBe(0);
    await overview.getByText('MIDI', { exact: true }).click();
    await expect(overview.getByTestId('stat-all_project_num')).toContainText(String(midi.all_project_num));
    await overview.getByText('vsqx', { exact: true }).click();
    await overview.getByText('MIDI', { exact: true }).click();
    await expect(overview.getByTestId('stat-all_project_num')).toContainText(String(midi.all_project_num));
    expect(midiCalls).toBe(1);
    await expect(page.getByTestId('can-do')).toContainText('配置投稿模板');
    await expect(page.getByTestId('footer')).toHaveText('V家有你，更精彩');
  });

  test('a page opened by its address is in the first screen, creator centre and site: never behind the route spinner first', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'miku_p');
    // Records, from the document's start, whether the route's loading spinner was ever in the DOM.
    await page.addInitScript(() => {
      const w = window as unknown as { routeSpinner: boolean };
      w.routeSpinner = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-loading"]')) w.routeSpinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const pages = [
      ['/creator/#/home', 'welcome-card'],
      ['/creator/#/content', 'project-list'],
      ['/creator/#/info', 'info-page'],
      ['/', 'home-newest'],
      ['/v_course', 'tutorials-page'],
    ] as const;
    for (const [address, ready] of pages) {
      await page.goto('about:blank'); // a new document each time, not a hash change inside the app
      await page.goto(address);
      await expect(page.getByTestId(ready)).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { routeSpinner: boolean }).routeSpinner),
        address,
      ).toBe(false);
    }
  });

  test("the first screens' antd styles come from the build's stylesheet, not generated in the browser", async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'miku_p');
    for (const [address, ready] of [
      ['/', 'home-newest'],
      ['/creator/#/home', 'welcome-card'],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(address);
      await expect(page.getByTestId(ready)).toBeVisible();
      // A style antd generates in the browser is a <style> of `:where(.css-<hash>).ant-<component>{…}` rules
      // (vite/antd-static-css.ts); its CSS variables are still written at runtime and are not counted.
      const generated = await page.evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((s) => s.textContent ?? '')
          .filter((t) =>
            /^:where\(\.css-[a-z0-9]+\)\.ant-(layout|card|btn|typography|flex|space|menu|row|col|tag|segmented)\b/.test(
              t,
            ),
          )
          .map((t) => t.slice(0, 60)),
      );
      expect(generated, address).toEqual([]);
      // ...and the file's rules apply: an unstyled card would be transparent.
      await expect(page.locator('.ant-card').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    }
  });

  test('the carousel has three images and advances by itself', async ({ page, request }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/creator/#/home');
    const carousel = page.getByTestId('home-carousel');
    await expect(carousel.locator('.slick-slide:not(.slick-cloned) img')).toHaveCount(3);
    const active = () => carousel.locator('.slick-slide.slick-active img').getAttribute('src');
    const first = await active();
    await expect.poll(active, { timeout: 8000 }).not.toBe(first);
  });

  test('the first-visit notification shows once', async ({ page, request }) => {
    await loginAs(page, request, 'tianyi_p', { first_visit: 'true' });
    await page.goto('/creator/#/home');
    await expect(page.getByText('欢迎来到创作中心')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('first_visit'))).toBe('false');
    await page.reload();
    await expect(page.getByTestId('welcome-card')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText('欢迎来到创作中心')).toHaveCount(0);
  });

  test('every sidebar entry navigates, in spec order, with the highlighting rules', async ({
    page,
    request,
    context,
  }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/creator/#/home');
    const menu = page.getByTestId('sidebar');
    const expected = SIDEBAR.filter((e) => !e.managerOnly).map((e) => e.label.zh);
    await expect(menu.getByRole('menuitem')).toHaveText(expected.map((l) => new RegExp(l)));
    for (const entry of SIDEBAR.filter((e) => !e.managerOnly && !e.newWindow)) {
      await menu.getByRole('menuitem', { name: new RegExp(entry.label.zh) }).click();
      await expect(page).toHaveURL(new RegExp(`#${entry.to.replace('?', '\\?')}$`));
      await expect(menu.locator('.ant-menu-item-selected')).toContainText(entry.label.zh);
    }
    const popup = context.waitForEvent('page');
    await menu.getByRole('menuitem', { name: /反馈/ }).click();
    await expect(await popup).toHaveURL(/\/feedback$/);
    for (const [path, entry] of [
      ['/authorization', '授权申请'],
      ['/all_apply', '消息'],
      ['/system', '消息'],
      ['/at', '消息'],
      ['/content_update', '工程管理'],
    ]) {
      await page.goto(`/creator/#${path}`);
      await expect(menu.locator('.ant-menu-item-selected')).toContainText(entry);
    }
    const titled = CREATOR_ROUTES.find((r) => r.key === 'info')!;
    await page.goto('/creator/#/info');
    await expect(page).toHaveTitle(new RegExp(titled.title.zh));
  });

  test('the tutorial approval entry is for course managers only', async ({ page, request, browser }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: /教程审批/ })).toHaveCount(0);
    await page.goto('/creator/#/v_course');
    // The browser's own location: Playwright's page.url() can miss a replaceState that lands during a
    // same-document (hash) navigation and keep reporting #/v_course.
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/home');
    await expect(page.getByTestId('welcome-card')).toBeVisible();

    const ctx = await browser.newContext({ locale: 'zh-CN' });
    const managerPage = await ctx.newPage();
    await loginAs(managerPage, request, 'luka_admin');
    await managerPage.goto('/creator/#/home');
    const entry = managerPage.getByTestId('sidebar').getByRole('menuitem', { name: /教程审批/ });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(managerPage).toHaveURL(/#\/v_course$/);
    await ctx.close();
  });

  test('a 401 clears the session and goes to the login page', async ({ page, request }) => {
    const s = await apiLogin(request, 'gumi_fan');
    await useSession(page, { ...s, token: 'revoked-or-made-up-token' });
    await page.goto('/creator/#/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the language follows the browser locale; screenshots of home in both', async ({
    browser,
    request,
  }) => {
    // Spec §2 top bar: 'main site', 'creator centre', 'personal space' are the English wording as quoted.
    for (const [locale, lang, welcome, footer, links] of [
      ['zh-CN', 'zh', '欢迎回来', 'V家有你，更精彩', ['主站', '创作中心', '个人空间']],
      [
        'en-US',
        'en',
        'Welcome back',
        'Vocaloid is better with you',
        ['main site', 'creator centre', 'personal space'],
      ],
    ] as const) {
      const ctx = await browser.newContext({ locale });
      const page = await ctx.newPage();
      await loginAs(page, request, 'miku_p');
      await page.goto('/creator/#/home');
      await expect(page.getByTestId('welcome-card')).toContainText(welcome);
      await expect(page.getByTestId('footer')).toHaveText(footer);
      for (const link of links)
        await expect(page.getByRole('link', { name: link, exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
      await expect(page.getByTestId('stat-all_project_num')).toBeVisible();
      await page.waitForTimeout(300);
      await screenshot(page, `home-${lang}`);
      await ctx.close();
    }
  });

  test('the top bar switches the language and remembers it', async ({ page, request }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('welcome-card')).toContainText('欢迎回来');
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByTestId('welcome-card')).toContainText('Welcome back');
    await expect(page.getByTestId('sidebar')).toContainText('Project management');
    await page.reload();
    await expect(page.getByTestId('welcome-card')).toContainText('Welcome back');
    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByTestId('sidebar')).toContainText('工程管理');
  });
});
