import { expect, test } from '@playwright/test';
import { apiRegister, uniqueUser } from '../support/session';

test('register shows rule errors, then lands in the creator centre with the welcome notification', async ({
  page,
}) => {
  await page.goto('/register?redirect=%2Fcreator%2F%23%2Fhome');
  await page.getByLabel('用户名（即昵称）').fill('a');
  await page.getByLabel('密码', { exact: true }).fill('123');
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(page.getByText('用户名太短')).toBeVisible();
  await expect(page.getByText('密码至少6位')).toBeVisible();
  await page.getByLabel('用户名（即昵称）').fill('miku_p');
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByLabel('确认密码').fill('secret123');
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(page.getByTestId('auth-error')).toContainText('该用户名已被注册');
  const name = uniqueUser('new');
  await page.getByLabel('用户名（即昵称）').fill(name);
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(page).toHaveURL(/\/creator\/#\/home$/);
  await expect(page.getByText('欢迎来到创作中心')).toBeVisible();
  await expect(page.getByTestId('stat-all_project_num')).toContainText('0');
});

test('issue 18: a login link whose redirect points off the site lands in the creator centre; one of ours is followed', async ({
  page,
  request,
  baseURL,
}) => {
  const name = uniqueUser('rdr');
  await apiRegister(request, name);
  const origin = new URL(baseURL!).origin;
  for (const hostile of [
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
  ]) {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
    await page.getByLabel('用户名（即昵称）').fill(name);
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page, hostile).toHaveURL(/\/creator\/#\/home$/);
    expect(new URL(page.url()).origin).toBe(origin);
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(`/login?redirect=${encodeURIComponent('/creator/#/content?page=1')}`);
  await page.getByLabel('用户名（即昵称）').fill(name);
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/creator\/#\/content\?page=1$/);
});
