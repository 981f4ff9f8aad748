import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { loginAs } from '../support/session';

/** What has the focus: its test id, else its role and name, for the test's messages. */
async function focused(page: Page): Promise<{ id: string; label: string; ring: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: '', label: '(body)', ring: false };
    const style = getComputedStyle(el);
    // A visible focus indicator: an outline, or antd's focus ring drawn as a box-shadow.
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const id = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
    const label = `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`;
    return { id, label, ring };
  });
}

/** Presses Tab until the focused element matches, failing after `max` presses; returns every stop on the way. */
async function tabTo(page: Page, matches: (f: { id: string; label: string }) => boolean, max = 60) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(`${f.id} ${f.label}`);
    if (matches(f)) return { f, stops };
  }
  throw new Error(`not reached by Tab; stops: ${stops.join(' → ')}`);
}

test.describe('keyboard', () => {
  test('the creator shell is reachable by Tab with a visible focus; the sidebar opens a page; a dialog opens and closes', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('sidebar')).toBeVisible();

    // The top bar in order: site name, main site, creator centre, personal space, language, upload, user menu.
    const first = await tabTo(page, (f) => f.label.includes('V家工程站'));
    expect(first.f.ring, 'focus ring on the site name').toBe(true);
    const space = await tabTo(page, (f) => f.id === 'personal-space', 5);
    expect(space.f.ring).toBe(true);
    const menu = await tabTo(page, (f) => f.id === 'user-menu', 6);
    expect(menu.f.ring).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeHidden();

    // The sidebar: the upload button, then the menu (one tab stop); arrow keys walk its entries, Enter opens 工程管理.
    await tabTo(page, (f) => f.id === 'sidebar-upload', 4);
    await tabTo(page, (f) => f.label.startsWith('ul[menu]'), 2);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).label).toBe('li[menuitem] 首页');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).label).toBe('li[menuitem] 数据中心');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).label).toBe('li[menuitem] 工程管理');
    expect((await focused(page)).ring, 'focus ring on a sidebar entry').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/content\?page=1$/);
    await expect(page.getByTestId('project-card').first()).toBeVisible();

    // A dialog by keyboard: Enter on 删除 opens the confirmation with the focus inside; Escape closes it.
    // Past the list's search box, filters, view switch and the first card's checkbox.
    const del = await tabTo(page, (f) => f.id === 'project-delete', 120);
    expect(del.f.ring).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('project-card').first()).toBeVisible();
  });

  test('the tag picker is used by keyboard: check a tag with Space, add a custom tag with Enter, remove it with Enter', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'miku_p');
    await page.goto('/upload');
    await expect(page.getByTestId('project-form')).toBeVisible();
    await page.getByTestId('field-p_title').focus();

    const tag = await tabTo(page, (f) => f.id === 'project-tags-tag', 40);
    expect(tag.f.ring, 'focus ring on a tag').toBe(true);
    const name = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    const chip = page.getByTestId('project-tags').getByRole('checkbox', { name, exact: true });
    await expect(chip).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Space');
    await expect(chip).toHaveAttribute('aria-checked', 'true');

    await tabTo(page, (f) => f.id === 'project-tags-input', 80);
    await page.keyboard.type('键盘标签');
    await page.keyboard.press('Enter');
    const custom = page.getByTestId('project-tags-custom').filter({ hasText: '键盘标签' });
    await expect(custom).toBeVisible();
    // Tab past the add button to the new tag's remove button, named after the tag.
    const remove = await tabTo(page, (f) => f.label.includes('移除标签 键盘标签'), 4);
    expect(remove.f.ring).toBe(true);
    await page.keyboard.press('Enter');
    await expect(custom).toHaveCount(0);
  });
});
