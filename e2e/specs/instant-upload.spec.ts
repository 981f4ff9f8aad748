import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject, vsqxFile, waitReady } from '../support/projects';
import { screenshot } from '../support/screens';

/**
 * 秒传 (issue 21): a file whose bytes the user already stores (a version of another project of theirs)
 * completes at creation, without a byte sent, and the upload widget says so.
 */
test('秒传: identical bytes uploaded into another project complete at once, and the page says so', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const s = await apiRegister(request, uniqueUser('miao'));
  const first = await createProject(request, s, { p_title: '秒传来源' });
  await waitReady(request, s, first.music_id);
  const second = await createProject(request, s, { p_title: '秒传目标' });
  await waitReady(request, s, second.music_id);
  await useSession(page, s);
  await page.goto(`/creator/#/content_update?vn=${second.music_id}`);
  const widget = page.getByTestId('project-file');
  await expect(widget.getByTestId('project-file-status')).toContainText('已上传');

  // No PATCH carries bytes: the creation answers the finished upload.
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/uploads/tus/') && r.method() === 'PATCH') patches.push(r.url());
  });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/uploads/tus') && r.request().method() === 'POST',
  );
  await widget.locator('input[type=file]').setInputFiles({
    name: '同样的.vsqx',
    mimeType: 'application/octet-stream',
    buffer: vsqxFile('秒传来源'),
  });
  const res = await created;
  expect(res.headers()['upload-complete']).toBe('1');
  await expect(widget.getByTestId('project-file-instant')).toHaveText('秒传：已有相同的文件，无需再次上传');
  await expect(widget.getByTestId('project-file-status')).toContainText('已上传');
  expect(patches).toEqual([]);
  await widget.scrollIntoViewIfNeeded();
  await screenshot(page, 'instant-upload-zh');

  // Different bytes are sent as usual, and say nothing of 秒传.
  const patched = page.waitForResponse(
    (r) => r.url().includes('/api/uploads/tus/') && r.request().method() === 'PATCH' && r.status() === 200,
  );
  await widget.locator('input[type=file]').setInputFiles({
    name: '新的.vsqx',
    mimeType: 'application/octet-stream',
    buffer: vsqxFile('全新的字节'),
  });
  await patched;
  await expect(widget.getByTestId('project-file-status')).toContainText('已上传');
  await expect(widget.getByTestId('project-file-instant')).toHaveCount(0);
});
