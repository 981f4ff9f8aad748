import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject, waitReady } from '../support/projects';

test.describe('draft protection', () => {
  test('what was typed into the edit form survives a reload, says so, and 丢弃 returns to the saved project', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('draft'));
    await useSession(page, s);
    const p = await createProject(request, s, { p_title: '原标题' });
    await waitReady(request, s, p.music_id);
    await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
    const title = page.getByTestId('field-p_title');
    await expect(title).toHaveValue('原标题');
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);

    await title.fill('改了一半的标题');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('vsqx-draft:')).length)).toBe(1);
    await page.reload();
    await expect(page.getByTestId('draft-notice')).toContainText('已恢复上次未保存的内容');
    await expect(page.getByTestId('field-p_title')).toHaveValue('改了一半的标题');

    await page.getByTestId('draft-discard').click();
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    await expect(page.getByTestId('field-p_title')).toHaveValue('原标题');
    await page.reload();
    await expect(page.getByTestId('field-p_title')).toHaveValue('原标题');
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  });
});
