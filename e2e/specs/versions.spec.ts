import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { screenshot } from '../support/screens';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject, vsqxFile, waitReady } from '../support/projects';
import { acknowledge } from '../support/dialogs';

const rows = (page: Page) => page.getByTestId('version-history').locator('tr[data-row-key]');

/** Replaces the project file on the edit page, with a '版本说明', and waits for the transfer. */
async function updateWithNote(page: Page, title: string, note: string) {
  const file = page.getByTestId('project-file');
  // The status already reads '已上传' for the project's current file: wait for this upload's answer instead
  // (the resumable upload's completing PATCH answers 200 with the upload's envelope; DESIGN §8).
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/uploads/tus/') && r.request().method() === 'PATCH' && r.status() === 200,
  );
  await file
    .locator('input[type=file]')
    .setInputFiles({ name: `${title}.vsqx`, mimeType: 'application/octet-stream', buffer: vsqxFile(title) });
  await uploaded;
  await expect(file.getByTestId('project-file-status')).toContainText('已上传');
  await page.getByTestId('field-version_note').fill(note);
  await page.getByTestId('project-submit').click();
  const done = page.locator('.ant-modal-confirm');
  await expect(done).toContainText('稿件修改成功，一分钟后生效。');
  await acknowledge(done);
  await expect(page).toHaveURL(/#\/content\?page=1$/);
}

/** DESIGN §8 "Versions" (issue 21): two updates with notes, download and restore version 1, the favouriter's notices. */
test('versions: history with notes, download any version, restore, notices to favouriters', async ({
  page,
  request,
  browser,
}) => {
  // Two submits with their transfers, a restore and three pages: a story, as site-story's.
  test.setTimeout(180_000);
  const creator = await apiRegister(request, uniqueUser('ver'));
  const fan = await apiRegister(request, uniqueUser('fan'));
  const p = await createProject(request, creator, { p_title: '版本测试' });
  await waitReady(request, creator, p.music_id);
  expect(
    (
      await (
        await request.get(`/api/app/fav_add/${p.music_id}`, {
          headers: { authorization: `Bearer ${fan.token}` },
        })
      ).json()
    ).success,
  ).toBe(true);

  await useSession(page, creator);
  // The 工程管理 header says what the versions keep on the server (GET /api/user/storage): version 1 only.
  await page.goto('/creator/#/content?page=1');
  const storage = page.getByTestId('storage-used');
  await expect(storage).toHaveText(/^已用空间 \d+ KB（含 0 个历史版本）$/);
  expect(Number(await storage.getAttribute('data-bytes'))).toBe(vsqxFile('版本测试').length);
  await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
  await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
  const versionCount = async () =>
    (await (await request.get(`/api/app/project/${p.music_id}/versions`)).json()).data.length as number;
  await updateWithNote(page, '第二版', '修了副歌的音高');
  await waitReady(request, creator, p.music_id);
  await expect.poll(versionCount, { timeout: 20_000 }).toBe(2);
  // Back on 工程管理 once the version arrived: the new file's bytes are added, version 1 is now history.
  await page.reload();
  await expect(storage).toContainText('（含 1 个历史版本）');
  expect(Number(await storage.getAttribute('data-bytes'))).toBe(
    vsqxFile('版本测试').length + vsqxFile('第二版').length,
  );
  await screenshot(page, 'storage-content-zh');
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(storage).toBeVisible();
  await screenshot(page, 'storage-content-phone');
  await page.setViewportSize(desktop);
  await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
  await updateWithNote(page, '第三版', '加了和声');
  await waitReady(request, creator, p.music_id);
  await expect.poll(versionCount, { timeout: 20_000 }).toBe(3);

  await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('v3');
  await expect(rows(page).nth(0)).toContainText('当前');
  await expect(rows(page).nth(0)).toContainText('加了和声');
  await expect(rows(page).nth(1)).toContainText('修了副歌的音高');
  // What changed between the last two versions, from the metadata read per version.
  await expect(page.getByTestId('version-changes')).toContainText('v3 与 v2 相比');
  await expect(page.getByTestId('version-changes')).toContainText('音符 不变（—）');

  // Version 1 downloads as it was uploaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('version-download-1').click(),
  ]);
  expect(download.suggestedFilename()).toBe('版本测试.vsqx');
  expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(vsqxFile('版本测试').toString());

  // Restoring version 1 makes it the newest (v4); the history keeps every row.
  await page.getByTestId('version-restore-1').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确认将版本 1 恢复为最新版本？');
  // A click while the dialog is still easing in can be lost: click until it closes (while the call runs, antd's
  // OK button is loading and ignores another click, so this never restores twice).
  await expect(async () => {
    await confirm.getByRole('button', { name: /确\s?定/ }).click({ timeout: 2000 });
    await expect(confirm).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已恢复为最新版本' })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(0)).toContainText('v4');
  await expect(rows(page).nth(0)).toContainText('↺ 1');
  expect(await (await request.get(`/api/app/download/${p.music_id}`)).text()).toBe(
    vsqxFile('版本测试').toString(),
  );
  await screenshot(page, 'versions-edit-zh');

  // The public page shows the same history, without restore.
  await page.goto(`/project/vn${p.music_id}`);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('version-restore-1')).toHaveCount(0);
  await screenshot(page, 'versions-project-page-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('version-history').scrollIntoViewIfNeeded();
  await screenshot(page, 'versions-project-page-phone');

  // The favouriter got one notice per new version (2, 3 and the restored 4), with the note.
  const fanPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await useSession(fanPage, fan);
  await fanPage.goto('/creator/#/system');
  const items = fanPage.getByTestId('system-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('《版本测试》更新到版本 4：↺ 1');
  await expect(items.nth(1)).toContainText('《版本测试》更新到版本 3：加了和声');
  await expect(items.nth(2)).toContainText('《版本测试》更新到版本 2：修了副歌的音高');
  await expect(fanPage.getByTestId('system-title').first()).toHaveText('你收藏的工程有新版本');
});
