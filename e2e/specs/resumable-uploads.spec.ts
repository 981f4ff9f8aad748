import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject, waitReady } from '../support/projects';

const toast = (page: Page) => page.locator('.ant-message-notice');

test.describe('resumable uploads (tus)', () => {
  test('a project file whose network is cut mid-way resumes after a reload where it stopped, and finishes', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('tus'));
    await useSession(page, s);
    const p = await createProject(request, s, { p_title: '续传' });
    await waitReady(request, s, p.music_id);

    // A real file on disk: after the reload the browser knows it again by name, size and date (the fingerprint).
    const size = 4 * 1024 * 1024;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tus-')), 'big-project.zip');
    fs.writeFileSync(file, Buffer.alloc(size, 3));

    const patches: { offset: number }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/api/uploads/tus/'))
        patches.push({ offset: Number(r.headers()['upload-offset']) });
    });

    await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
    await expect(page.getByTestId('field-p_title')).toHaveValue('续传');
    const widget = page.getByTestId('project-file');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    // Editing a project that has a file: re-uploading asks first (the spec's confirmation stays).
    await widget.getByTestId('project-file-button').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('确认重新上传？');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await (await chooser).setFiles(file);

    const percent = () =>
      widget
        .locator('.ant-progress-indicator')
        .textContent()
        .then((t) => Number((t ?? '0').replace('%', '')));
    await expect.poll(percent, { timeout: 20_000 }).toBeGreaterThan(25);
    // Speed and time left while it runs.
    await expect(widget.getByTestId('project-file-stats')).toHaveText(/\/s · 剩余 \d+:\d\d/);
    // Pause and resume.
    await widget.getByTestId('project-file-pause').click();
    await expect(widget.getByTestId('project-file-stats')).toHaveText('已暂停');
    await widget.getByTestId('project-file-pause').click();
    await expect.poll(percent, { timeout: 20_000 }).toBeGreaterThan(35);

    // The connection is cut mid-way: the page is reloaded while the PATCH is sending.
    const before = patches.length;
    expect(await percent()).toBeLessThan(90);
    await page.reload();
    await cdp
      .send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
    await expect(page.getByTestId('field-p_title')).toHaveValue('续传');
    // And the network still fails at first: the client retries with back-off and says so.
    let failures = 2;
    await page.route('**/api/uploads/tus/*', (route) => {
      if (route.request().method() === 'PATCH' && failures-- > 0) return route.abort('connectionreset');
      return route.continue();
    });

    const again = page.getByTestId('project-file');
    await again.getByTestId('project-file-button').click();
    const chooser2 = page.waitForEvent('filechooser');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await (await chooser2).setFiles(file);
    await expect(toast(page).filter({ hasText: '已从上次中断处继续上传' }).first()).toBeVisible();
    await expect(again.getByTestId('project-file-stats')).toHaveText('网络中断，正在重试…');
    await expect(again.getByTestId('project-file-status')).toContainText('已上传', { timeout: 20_000 });
    // The upload after the reload began where the server had stopped, not at 0.
    const resumed = patches.slice(before);
    expect(resumed.length).toBeGreaterThan(0);
    expect(resumed[0].offset).toBeGreaterThan(size * 0.2);

    // Submitted, the project's file is those bytes.
    await page.getByTestId('project-submit').click();
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/app/download/${p.music_id}`);
          return res.ok() ? (await res.body()).length : 0;
        },
        { timeout: 30_000 },
      )
      .toBe(size);
  });
});
