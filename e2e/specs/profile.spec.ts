import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiLogin, apiRegister, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';
import { holdRequests } from '../support/hold';
import { gradientPng } from '../support/png';

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

/** The antd error under a form item, found by the item's label. */
const fieldError = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: label }) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');

test.describe('profile, avatar, account and feedback pages', () => {
  test('profile form: nickname read-only, every rule message, 保存中, save round-trip', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('pf'));
    await useSession(page, s);
    await page.goto('/creator/#/info');
    const form = page.getByTestId('profile-form');
    await expect(form.getByLabel('昵称')).toBeDisabled();
    await expect(form.getByLabel('昵称')).toHaveValue(s.username);

    const cases: [string, string, string][] = [
      ['B站UID', '12ab', '只能输入数字'],
      ['B站UID', '1234567890123456', 'B站UID最长15位'],
      ['个人网站', 'a.cn', '请输入正确的网站链接'],
      ['个人网站', 'javascript:alert(1)', '链接不能使用 javascript:、data:、vbscript: 等协议'],
      ['个人网站', `https://${'a'.repeat(44)}.com`, '网站链接最长50个字符'],
      ['P主介绍', 'x'.repeat(251), 'P主介绍最长250个字'],
      ['默认工程介绍', 'y'.repeat(251), '默认工程介绍最长250个字'],
    ];
    for (const [label, value, message] of cases) {
      await form.getByLabel(label).fill(value);
      await expect(fieldError(page, label)).toHaveText(message);
      if (label !== '默认工程介绍') {
        await form.getByLabel(label).fill('');
        await expect(fieldError(page, label)).toHaveCount(0);
      }
    }
    // Several messages at once for the record (the form keeps the last long description too).
    await form.getByLabel('B站UID').fill('12ab');
    await form.getByLabel('个人网站').fill('a.cn');
    await expect(fieldError(page, '个人网站')).toHaveText('请输入正确的网站链接');
    await page.waitForTimeout(400);
    await screenshot(page, 'profile-info-errors-zh');

    await form.getByLabel('B站UID').fill('393939');
    await form.getByLabel('个人网站').fill('https://space.bilibili.com/393939');
    await form.getByLabel('P主介绍').fill('喜欢调教古风曲');
    await form.getByLabel('默认工程介绍').fill('欢迎使用，注明作者即可');
    await form.getByLabel('女').check();
    await form.getByText('禁止二次发布').click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

    // Hold the answer until the button's saving state has been seen.
    const save = await holdRequests(page, '**/api/user/change_user_info');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-save')).toContainText('保存中');
    save.release();
    await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-save')).toContainText(/保\s?存/);

    const stored = (await (await request.get('/api/user/select_user_info', auth(s))).json()).data;
    expect(stored).toEqual({
      nickname: s.username,
      gender: 2,
      b_uid: '393939',
      agreement: 3,
      p_desc: '喜欢调教古风曲',
      p_website: 'https://space.bilibili.com/393939',
      default_uploadProject_desc: '欢迎使用，注明作者即可',
    });
    await page.reload();
    await expect(form.getByLabel('B站UID')).toHaveValue('393939');
    await expect(form.getByLabel('女')).toBeChecked();
    await screenshot(page, 'profile-info-zh');
  });

  test('profile load and save failures show the spec messages', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('pf'));
    await useSession(page, s);
    await page.route('**/api/user/select_user_info', (route) =>
      route.fulfill({ json: { success: true, message: '', data: 'not an object' } }),
    );
    await page.goto('/creator/#/info');
    await expect(page.getByRole('dialog')).toContainText('查询用户配置信息失败_错误ID1');
    await page.getByRole('button', { name: '知道了喵' }).click();

    await page.unroute('**/api/user/select_user_info');
    await page.route('**/api/user/select_user_info', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('dialog')).toContainText('查询用户配置信息失败_抛出异常2');
    await page.getByRole('button', { name: '知道了喵' }).click();

    await page.unroute('**/api/user/select_user_info');
    await page.route('**/api/user/change_user_info', (route) => route.abort());
    await page.reload();
    await page.getByTestId('profile-save').click();
    await expect(page.getByRole('dialog')).toContainText('修改失败_抛出异常');
  });

  test('profile page in English', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('pf'));
    await useSession(page, s, { lang: 'en' });
    await page.goto('/creator/#/info');
    await page.getByLabel('Bilibili UID').fill('x1');
    await expect(fieldError(page, 'Bilibili UID')).toHaveText('Digits only');
    await page.waitForTimeout(400);
    await screenshot(page, 'profile-info-en');
  });

  test('avatar: choose a PNG, crop it in 裁剪头像 with a preview, save; 252x252 and visible at once', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('av'));
    await useSession(page, s);
    await page.goto('/creator/#/avatar');
    const save = page.getByTestId('avatar-save');
    await expect(save).toBeDisabled();
    await screenshot(page, 'profile-avatar-zh');

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('avatar-picker').getByRole('button').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(480, 320) });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('裁剪头像')).toBeVisible();
    const preview = dialog.getByTestId('crop-preview');
    await expect(preview).toBeVisible();
    // The live preview is drawn at the output size.
    await expect
      .poll(() => preview.evaluate((c: HTMLCanvasElement) => [c.width, c.height]))
      .toEqual([252, 252]);
    await screenshot(page, 'profile-avatar-crop-zh');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();

    await expect(page.getByTestId('avatar-staged')).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('保存成功，一分钟后生效！')).toBeVisible();
    await expect(save).toBeDisabled();

    const me = (await (await request.get('/api/user/me', auth(s))).json()).data;
    expect(me).toMatchObject({ avatar_exist: 1, avatar_version: 1 });
    // The top bar shows the new avatar at once, through its versioned address.
    await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute(
      'src',
      `/files/avatar/${s.uid}.jpg?v=1`,
    );
    await expect(page.getByTestId('avatar-picker-image')).toHaveAttribute(
      'src',
      `/files/avatar/${s.uid}.jpg?v=1`,
    );
    const size = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, `/files/avatar/${s.uid}.jpg?v=1`);
    expect(size).toEqual([252, 252]);
    const file = await request.get(`/files/avatar/${s.uid}.jpg`);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    await screenshot(page, 'profile-avatar-saved-zh');
  });

  test('avatar: a non-image is refused in the browser', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('av'));
    await useSession(page, s);
    await page.goto('/creator/#/avatar');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('avatar-picker').getByRole('button').click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('只能上传图片格式哦~')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('account page: the reset text, change password signs other sessions out', async ({
    page,
    request,
  }) => {
    const name = uniqueUser('ac');
    const s = await apiRegister(request, name);
    const phone = await apiLogin(request, name, 'secret123');
    await useSession(page, s);
    await page.goto('/creator/#/safe');
    await expect(page.getByTestId('reset-hint')).toContainText(
      '请先退出登录，然后在登录页面使用“重置密码”。',
    );
    const card = page.getByTestId('change-password');
    await card.getByLabel('当前密码').fill('wrong-one');
    await card.getByLabel('新密码', { exact: true }).fill('brand-new-1');
    await card.getByLabel('确认新密码').fill('brand-new-2');
    await expect(fieldError(page, '确认新密码')).toHaveText('两次输入的密码不一致');
    await screenshot(page, 'profile-account-zh');
    await card.getByLabel('确认新密码').fill('brand-new-1');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByRole('dialog')).toContainText('原密码错误');
    await page.getByRole('button', { name: '知道了喵' }).click();

    await card.getByLabel('当前密码').fill('secret123');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('密码已修改，其他设备已退出登录')).toBeVisible();
    expect((await request.get('/api/user/me', auth(phone))).status()).toBe(401);
    expect((await request.get('/api/user/me', auth(s))).status()).toBe(200);

    // Sign out of the other sessions from the same page.
    const tablet = await apiLogin(request, name, 'brand-new-1');
    await page.getByTestId('logout-others').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('其他设备已退出登录', { exact: true })).toBeVisible();
    expect((await request.get('/api/user/me', auth(tablet))).status()).toBe(401);
    expect((await request.get('/api/user/me', auth(s))).status()).toBe(200);
  });

  test('account page in English', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('ac'));
    await useSession(page, s, { lang: 'en' });
    await page.goto('/creator/#/safe');
    await expect(page.getByTestId('reset-hint')).toContainText("use 'reset password' on the login page");
    await screenshot(page, 'profile-account-en');
  });

  test('feedback page: contact details from the server and copy buttons', async ({
    page,
    context,
    request,
  }) => {
    const info = (await (await request.get('/api/app/feedback_info')).json()).data;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/feedback');
    await expect(page.getByTestId('feedback-group-value')).toHaveText(info.group);
    await expect(page.getByTestId('feedback-email-value')).toHaveText(info.email);
    await expect(page.getByTestId('feedback-image')).toBeVisible();
    await page.getByTestId('feedback-group-copy').click();
    await expect(page.getByText('复制成功！')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.group);
    await page.getByTestId('feedback-email-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(info.email);
    await screenshot(page, 'profile-feedback-zh');
  });

  test('feedback page: both copy ways failing answers 复制失败！请手动复制。, and English', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await page.goto('/feedback');
    await page.getByTestId('feedback-group-copy').click();
    await expect(page.getByText('复制失败！请手动复制。')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByTestId('feedback-page')).toContainText('Core user chat group');
    await page.getByTestId('feedback-email-copy').click();
    await expect(page.getByText('Copy failed! Please copy by hand.')).toBeVisible();
    await screenshot(page, 'profile-feedback-en');
  });
});
