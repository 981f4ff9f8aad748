import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';

interface Counts {
  comment: number;
  at: number;
  apply: number;
  system: number;
}

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

async function unread(request: APIRequestContext, s: E2ESession): Promise<Counts> {
  return (await (await request.get('/api/user/unread_msg_count', auth(s))).json()).data;
}

async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** A tab's badge: antd renders no count at all once it is 0. */
const badge = (page: Page, kind: keyof Counts) =>
  page.getByTestId(`unread-${kind}`).locator('.ant-scroll-number');

test.describe('message pages', () => {
  test('the demo inbox: every page shows real data and its badge goes to zero after the visit', async ({
    page,
    request,
  }) => {
    const s = await loginAs(page, request, 'miku_p');
    const before = await unread(request, s);
    expect(before.comment).toBeGreaterThan(0);
    expect(before.at).toBeGreaterThan(0);
    expect(before.apply).toBeGreaterThan(0);
    expect(before.system).toBeGreaterThan(0);
    const replies = await (
      await request.post('/api/user/select_comment_msg_v2', { ...auth(s), form: { pageIndex: 1 } })
    ).json();

    await page.goto('/creator/#/comment');
    await expect(page.getByTestId('sidebar').getByTestId('unread-total')).toBeVisible();
    await expect(page.getByTestId('reply-item')).toHaveCount(10);
    await expect(page.getByTestId('reply-item').first()).toContainText(replies.data[0].comment_name);
    await expect(page.getByTestId('reply-item').first()).toContainText(replies.data[0].comment_text);
    await expect(page.getByTestId('reply-item').first()).toContainText('评论了你的工程');
    await expect(page.locator('.ant-pagination')).toBeVisible();
    await expect(badge(page, 'comment')).toHaveCount(0);
    await settled(page);
    await screenshot(page, 'messages-replies-zh');
    expect((await unread(request, s)).comment).toBe(0);
    // Page 2 of the replies (10 per page).
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page.getByTestId('reply-item')).toHaveCount(replies.total - 10);

    await page.getByTestId('tab-at').click();
    await expect(page).toHaveURL(/#\/at$/);
    const mentions = page.getByTestId('mention-item');
    await expect(mentions.first()).toBeVisible();
    const hrefs = await page
      .getByTestId('mention-open')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.some((h) => /^\/square\/sn\d+$/.test(h ?? ''))).toBe(true);
    expect(hrefs.some((h) => /^\/project\/vn\d+$/.test(h ?? ''))).toBe(true);
    await expect(badge(page, 'at')).toHaveCount(0);
    await settled(page);
    await screenshot(page, 'messages-mentions-zh');

    await page.getByTestId('tab-apply').click();
    await expect(page).toHaveURL(/#\/all_apply$/);
    const notices = page.getByTestId('messages-list-apply');
    await expect(notices).toContainText('申请了你的作品授权');
    await expect(notices).toContainText('同意了你的授权申请');
    await expect(notices).toContainText('拒绝了你的授权申请');
    await expect(badge(page, 'apply')).toHaveCount(0);
    await settled(page);
    await screenshot(page, 'messages-licence-notices-zh');

    await page.getByTestId('tab-system').click();
    await expect(page).toHaveURL(/#\/system$/);
    await expect(page.getByTestId('system-title').filter({ hasText: '欢迎来到 V 家工程站' })).toBeVisible();
    await expect(page.getByTestId('system-item').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(badge(page, 'system')).toHaveCount(0);
    // Every kind read: the sidebar's total disappears too.
    await expect(page.getByTestId('unread-total')).toHaveCount(0);
    await settled(page);
    await screenshot(page, 'messages-system-zh');
    expect(await unread(request, s)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
  });

  test('fresh messages from the site: a comment, @mentions and a licence answer reach the right pages', async ({
    page,
    request,
  }) => {
    const me = await apiRegister(request, uniqueUser('msg'));
    const other = await apiRegister(request, uniqueUser('msg'));
    // My square post; another user comments on it with an @mention, and mentions me in a post of their own.
    const post = (
      await (
        await request.post('/api/app/square', { ...auth(me), data: { text: '今天开始学调教！' } })
      ).json()
    ).data;
    expect(
      (
        await (
          await request.post('/api/app/comment', {
            ...auth(other),
            data: { scene: 3, project_id: post.id, text: `@${me.username} 加油！` },
          })
        ).json()
      ).success,
    ).toBe(true);
    const theirPost = (
      await (
        await request.post('/api/app/square', {
          ...auth(other),
          data: { text: `和 @${me.username} 一起练习` },
        })
      ).json()
    ).data;
    // A licence request of mine, refused by the author: a notice of type 3 to me.
    const tianyi = await apiLogin(request, 'tianyi_p');
    const project = (await (await request.get(`/api/app/space/${tianyi.uid}/projects?page=1`)).json())
      .data[0];
    expect(
      (
        await (
          await request.post('/api/app/apply', {
            ...auth(me),
            data: { project_type: 'v', project_id: project.music_id, apply_text: '想用于练习投稿' },
          })
        ).json()
      ).success,
    ).toBe(true);
    expect(
      (
        await (
          await request.post('/api/user/reject_application', {
            ...auth(tianyi),
            form: { vn: project.music_id, apply_uid: me.uid, reply_text: '暂不授权' },
          })
        ).json()
      ).success,
    ).toBe(true);
    expect(await unread(request, me)).toEqual({ comment: 1, at: 2, apply: 1, system: 0 });
    expect(await unread(request, other)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });

    await useSession(page, me);
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('unread-total')).toContainText('4');

    await page.goto('/creator/#/at');
    await expect(page.getByTestId('mention-item')).toHaveCount(2);
    await expect(page.getByTestId('mention-item').first()).toContainText(other.username);
    const hrefs = await page
      .getByTestId('mention-open')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.sort()).toEqual([`/square/sn${post.id}`, `/square/sn${theirPost.id}`].sort());
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('mention-open').first().click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`/square/sn${theirPost.id}$`));
    await popup.close();
    await expect(badge(page, 'at')).toHaveCount(0);
    await expect(page.getByTestId('unread-total')).toContainText('2');

    await page.getByTestId('tab-comment').click();
    await expect(page.getByTestId('reply-item')).toHaveCount(1);
    await expect(page.getByTestId('reply-item')).toContainText(`@${me.username} 加油！`);
    await expect(page.getByTestId('reply-item')).toContainText('评论了你的广场动态');

    await page.getByTestId('tab-apply').click();
    await expect(page.getByTestId('apply-notice-item')).toHaveCount(1);
    await expect(page.getByTestId('apply-notice-item')).toContainText('tianyi_p 拒绝了你的授权申请');
    await expect(page.getByTestId('apply-notice-item')).toContainText(project.music_name);
    await expect(page.getByTestId('apply-notice-item')).toContainText('暂不授权');

    await page.getByTestId('tab-system').click();
    await expect(page.getByTestId('messages-list-system')).toContainText('暂无数据');
    await expect(page.getByTestId('unread-total')).toHaveCount(0);
    expect(await unread(request, me)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
  });

  test('English interface, and a list failure shows the server message on the page', async ({
    page,
    request,
  }) => {
    const me = await apiRegister(request, uniqueUser('msg'));
    const other = await apiRegister(request, uniqueUser('msg'));
    await request.post('/api/app/square', {
      ...auth(other),
      data: { text: `Welcome @${me.username}, nice to meet you!` },
    });
    await useSession(page, me, { lang: 'en' });
    await page.goto('/creator/#/at');
    await expect(page.getByTestId('mention-item')).toContainText('mentioned you in a square post');
    await expect(page.getByTestId('tab-comment')).toHaveText('Replies to me');
    await settled(page);
    await screenshot(page, 'messages-mentions-en');

    await page.route('**/api/user/select_system_msg**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Something went wrong on our side' }),
      }),
    );
    await page.getByTestId('tab-system').click();
    await expect(page.getByTestId('messages-error')).toContainText('Something went wrong on our side');
  });
});
