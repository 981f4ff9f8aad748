import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, apiRegister, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';
import { acknowledge } from '../support/dialogs';

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

async function pageAs(browser: Browser, s: E2ESession | null, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const ctx = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await ctx.newPage();
  if (s) await useSession(page, s, { lang });
  else await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return page;
}

async function confirm(page: Page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

test.describe('tutorial approval tool', () => {
  test('redirects: non-managers and failed list calls go to /home, an unknown status to /v_course; tabs filter', async ({
    browser,
    request,
  }) => {
    const plain = await apiRegister(request, uniqueUser('ap'));
    const p = await pageAs(browser, plain);
    await p.goto('/creator/#/v_course');
    await expect(p).toHaveURL(/#\/home$/);
    await expect(p.getByTestId('sidebar')).not.toContainText('教程审批');
    await p.context().close();

    // A stale manager flag: the page asks the server, shows its refusal, then goes home (spec §6, §8).
    const stale = await pageAs(browser, { ...plain, isAdmin: true });
    await stale.goto('/creator/#/v_course');
    const dialog = stale.getByRole('dialog');
    await expect(dialog).toContainText('仅教程管理员可用');
    await acknowledge(dialog);
    await expect(stale).toHaveURL(/#\/home$/);
    await stale.context().close();

    const luka = await apiLogin(request, 'luka_admin');
    const m = await pageAs(browser, luka);
    await m.goto('/creator/#/v_course?status=bogus');
    await expect(m).toHaveURL(/#\/v_course$/);
    await expect(m.getByTestId('approval-heading')).toHaveText('Vocaloid 教程审批工具 V1.1');
    await expect(m.getByTestId('sidebar').locator('.ant-menu-item-selected')).toContainText('教程审批');
    const all = await (await request.get('/api/v-course/get_submit_suggest_list', auth(luka))).json();
    await expect(m.getByTestId('approval-total')).toHaveText(`共 ${all.total} 条`);
    for (const [tab, status] of [
      ['replying', 1],
      ['allow', 2],
      ['refuse', 3],
      ['merging', 4],
    ] as const) {
      await m.getByTestId(`suggest-tab-${tab}`).click();
      await expect(m).toHaveURL(new RegExp(`#/v_course\\?status=${tab}$`));
      const cards = m.getByTestId('suggestion-card');
      await expect(cards.first()).toBeVisible();
      // The previous tab's cards stay until the new page arrives: wait for the filtered answer.
      await expect
        .poll(async () => [
          ...new Set(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))),
        ])
        .toEqual([String(status)]);
    }
    await m.getByTestId('suggest-tab-all').click();
    await expect(m).toHaveURL(/#\/v_course$/);
    await m.context().close();
  });

  test('a suggestion from the tutorials page goes 1 → 2 → 4 and credits its submitter', async ({
    browser,
    request,
  }) => {
    // Logged out: the documents read fine, the form asks to log in.
    const anon = await pageAs(browser, null);
    await anon.goto('/v_course');
    await expect(anon.getByTestId('doc-title')).toHaveText('VOCALOID 参数总览');
    await expect(anon.getByTestId('suggest-login')).toBeVisible();
    await anon.context().close();

    const submitter = await apiRegister(request, uniqueUser('sg'));
    const desc = `补充示例 ${Date.now() % 100000}`;
    const u = await pageAs(browser, submitter);
    await u.goto('/v_course');
    await u.getByTestId('doc-link').nth(1).click();
    await expect(u).toHaveURL(/\/v_course\/\d+$/);
    await expect(u.getByTestId('doc-title')).toHaveText('音高线（PIT / PBS）调教');
    await expect(u.getByTestId('doc-html').locator('h2').first()).toBeVisible();
    await u.getByTestId('suggest-submit').click();
    await expect(u.getByTestId('suggest-form')).toContainText('请填写简要说明');
    await expect(u.getByTestId('suggest-form')).toContainText('请填写建议内容');
    await u.getByTestId('suggest-desc').fill(desc);
    await u
      .getByTestId('suggest-text')
      .fill('过冲的幅度建议在半音以内。\n例如大跳时。\n\n<b>不要</b>每个音都加。');
    await u.getByTestId('suggest-submit').click();
    await expect(u.getByText('建议已提交，感谢你的贡献！')).toBeVisible();
    await expect(
      u.getByTestId('my-suggestion').filter({ hasText: desc }).getByTestId('suggestion-status'),
    ).toHaveText('待审核');
    await u.evaluate(() => window.scrollTo(0, 0));
    await screenshot(u, 'tutorials-zh');

    const luka = await apiLogin(request, 'luka_admin');
    const list = await (
      await request.get('/api/v-course/get_submit_suggest_list?status=replying', auth(luka))
    ).json();
    const mine = list.data.find((s: { easy_desc: string }) => s.easy_desc === desc);
    expect(mine.suggest_text).toBe(
      '<p>过冲的幅度建议在半音以内。<br />例如大跳时。</p><p>&lt;b&gt;不要&lt;/b&gt;每个音都加。</p>',
    );
    expect(mine.submit_username).toBe(submitter.username);
    const score = async () =>
      (await (await request.get('/api/user/select_vsqx_data', auth(submitter))).json()).data.vcourse_score;
    const before = await score();

    const m = await pageAs(browser, luka);
    await m.goto('/creator/#/v_course?status=replying');
    const card = m.locator(`[data-testid=suggestion-card][data-suggestion-id="${mine.id}"]`);
    await expect(card.getByTestId('suggestion-desc')).toHaveText(desc);
    await expect(card.getByTestId('suggestion-doc')).toHaveText('音高线（PIT / PBS）调教');
    await expect(card.getByTestId('suggestion-html').locator('p')).toHaveCount(2);
    await expect(card).toContainText(submitter.username);
    // The comment box caps at 15 characters (spec §5); the quick comments fill it.
    await card.getByTestId('manager-comment').fill('这是一条超过十五个字的评语用于测试输入框上限');
    await expect(card.getByTestId('manager-comment')).toHaveValue('这是一条超过十五个字的评语用于');
    await card.getByTestId('quick-comment').first().click();
    await expect(card.getByTestId('manager-comment')).toHaveValue('同意，稍等合并');
    await screenshot(m, 'approval-pending-zh');
    await card.getByTestId('suggestion-agree').click();
    await expect(m.locator('.ant-modal-confirm')).toContainText('确认同意该建议？');
    await confirm(m);
    await expect(card).toHaveCount(0);

    await m.getByTestId('suggest-tab-allow').click();
    await expect(card.getByTestId('suggestion-status')).toHaveText('已同意，合并中');
    await expect(card.getByTestId('suggestion-comment')).toHaveText('同意，稍等合并');
    await expect(card).toContainText('luka_admin');
    await expect(card.getByTestId('suggestion-refuse')).toHaveCount(0);
    await card.getByTestId('suggestion-merged').click();
    await confirm(m);
    await expect(card).toHaveCount(0);
    await m.getByTestId('suggest-tab-merging').click();
    await expect(card.getByTestId('suggestion-status')).toHaveText('已合并');
    await expect(card.getByTestId('manager-actions')).toHaveCount(0);
    await screenshot(m, 'approval-merged-zh');
    expect(await score()).toBe(before + 10);

    await u.reload();
    await expect(
      u.getByTestId('my-suggestion').filter({ hasText: desc }).getByTestId('suggestion-status'),
    ).toHaveText('已合并');
    await expect(u.getByTestId('my-suggestion').filter({ hasText: desc })).toContainText(
      'luka_admin：同意，稍等合并',
    );

    const en = await pageAs(browser, luka, 'en');
    await en.goto('/creator/#/v_course?status=replying');
    await expect(en.getByTestId('approval-heading')).toHaveText('Vocaloid tutorial approval tool V1.1');
    await expect(en.getByTestId('suggest-tab-allow')).toHaveText('Merging in progress');
    await expect(en.getByTestId('suggestion-card').first()).toBeVisible();
    await screenshot(en, 'approval-en');
    await en.goto('/v_course');
    await expect(en.getByTestId('suggest-card')).toContainText('Suggest a change');
    await expect(en.getByTestId('doc-html')).toBeVisible();
    await screenshot(en, 'tutorials-en');
    await Promise.all([m.context().close(), u.context().close(), en.context().close()]);
  });
});
