import { expect, test } from '@playwright/test';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { createProject } from '../support/projects';
import { screenshot } from '../support/screens';

/*
 * Issue 24 "Live messages": two browsers as two real users. B comments on A's project through the project
 * page; A's creator centre (left open on another page, never reloaded) shows the sidebar badge, a
 * notification naming B with a link, and the unread total in the tab title within a second or so.
 */
test('a comment by one user reaches the other’s open tab live: badge, notification, title', async ({
  browser,
  request,
}) => {
  const a = await apiRegister(request, uniqueUser('la'));
  const b = await apiRegister(request, uniqueUser('lb'));
  const { music_id } = await createProject(request, a, { music_name: '实时消息测试', p_title: 'live' });

  const ctxA = await browser.newContext();
  const pa = await ctxA.newPage();
  await useSession(pa, a);
  // The stream is open once its ticket has been answered (asked for as the page starts: listen before going).
  const ticket = pa.waitForResponse((r) => r.url().includes('/api/user/events_ticket'));
  await pa.goto('/creator/#/home');
  await expect(pa.getByTestId('sidebar')).toBeVisible();
  await ticket;
  await expect(pa.getByTestId('sidebar').getByTestId('unread-total')).toHaveCount(0);
  const titleBefore = await pa.title();
  expect(titleBefore).not.toMatch(/^\(\d+\)/);
  await pa.waitForTimeout(500);

  const ctxB = await browser.newContext();
  const pb = await ctxB.newPage();
  await useSession(pb, b);
  await pb.goto(`/project/vn${music_id}`);
  const box = pb.getByTestId('comment-input');
  await box.click();
  await box.pressSequentially('实时到达了吗');
  await pb.getByTestId('comment-submit').click();
  const posted = Date.now();
  await expect(pb.getByTestId('comment-item').filter({ hasText: '实时到达了吗' })).toBeVisible();

  // No reload, no 30 s poll: the stream brings it.
  await expect(pa.getByTestId('sidebar').getByTestId('unread-total')).toBeVisible({ timeout: 5000 });
  const arrived = Date.now() - posted;
  const notice = pa.locator('.ant-notification-notice');
  await expect(notice).toContainText(b.username, { timeout: 3000 });
  await expect(notice).toContainText('回复了你');
  await expect(notice.getByTestId('live-notice-link')).toHaveAttribute('href', '/creator/#/comment');
  await expect.poll(() => pa.title(), { timeout: 3000 }).toMatch(/^\(1\) /);
  console.log(`badge on A ${arrived} ms after B's comment showed`);
  // Well inside the 30 s fallback poll, so the stream brought it; its latency is a bench figure (bench/live.ts),
  // not asserted here (a loaded CI machine once took 2,005 ms from click to badge).
  await screenshot(pa, 'live-notification-zh');

  // On the replies page itself no notification pops; the list and the title update.
  await notice.getByTestId('live-notice-link').click();
  await expect(pa.getByTestId('reply-item')).toHaveCount(1);
  await expect.poll(() => pa.title(), { timeout: 3000 }).not.toMatch(/^\(\d+\)/);
  await pa
    .locator('.ant-notification-notice-close')
    .click()
    .catch(() => {});
  await box.fill('第二条');
  await pb.getByTestId('comment-submit').click();
  await expect(pa.getByTestId('reply-item')).toHaveCount(2, { timeout: 3000 });
  await expect(pa.locator('.ant-notification-notice')).toHaveCount(0);

  await ctxA.close();
  await ctxB.close();
});
