import { expect, test } from '@playwright/test';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { mailedLink } from '../support/outbox';

/**
 * DESIGN §8 account e-mail and password reset, in the browser against the real server without SMTP_URL:
 * the mails are the .eml files of the server's DATA_DIR/outbox.
 */
test('set an e-mail on the account page, verify it, then reset a forgotten password by mail', async ({
  page,
  request,
}) => {
  const username = uniqueUser('pr');
  const email = `${username}@mail.example`;
  await useSession(page, await apiRegister(request, username, 'secret123'));

  await page.goto('/creator/#/safe');
  const card = page.getByTestId('email-card');
  await expect(card).toContainText('还没有绑定邮箱');
  await card.getByLabel('邮箱').fill('not-an-address');
  await card.getByTestId('email-submit').click();
  await expect(card.getByText('邮箱格式不正确')).toBeVisible();
  await card.getByLabel('邮箱').fill(email);
  await card.getByTestId('email-submit').click();
  await expect(page.getByText('验证邮件已发送，请查收邮箱并点击其中的链接')).toBeVisible();
  await expect(card.getByTestId('email-current')).toHaveText(email);
  await expect(card.getByTestId('email-state')).toHaveText('未验证');
  // Sending again spends the first link; the newest mail's link is the one that works.
  const again = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/email') && r.request().method() === 'POST',
  );
  await card.getByTestId('email-resend').click();
  expect((await (await again).json()).success).toBe(true);

  await page.goto(await mailedLink(email, '/verify_email'));
  await expect(page.getByTestId('verify-email-success')).toContainText('邮箱验证成功');
  await page.getByRole('link', { name: '返回账号页' }).click();
  await expect(page.getByTestId('email-card').getByTestId('email-state')).toHaveText('已验证');

  // Log out, then the login page's '忘记密码？'.
  await page.getByTestId('reset-hint').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByLabel('邮箱').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    '如果该邮箱已绑定并验证，重置密码的链接已发送，30分钟内有效',
  );

  const link = await mailedLink(email, '/reset_password');
  await page.goto(link);
  await page.getByLabel('新密码', { exact: true }).fill('123');
  await page.getByLabel('确认新密码').fill('123');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('密码至少6位').first()).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('brand-new-1');
  await page.getByLabel('确认新密码').fill('brand-new-1');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-password-done')).toContainText('密码已重置，请使用新密码登录');

  // The link was single use.
  await page.goto('/');
  await page.goto(link);
  await page.getByLabel('新密码', { exact: true }).fill('third-one-1');
  await page.getByLabel('确认新密码').fill('third-one-1');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-password-error')).toContainText('链接无效或已过期，请重新获取');

  // The old password no longer logs in; the new one does.
  await page.goto('/login');
  await page.getByLabel('用户名（即昵称）').fill(username);
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByTestId('auth-error')).toContainText('用户名或密码错误');
  await page.getByLabel('密码', { exact: true }).fill('brand-new-1');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/creator\/#\/home$/);
});
