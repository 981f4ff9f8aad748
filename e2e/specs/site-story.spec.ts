import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, watchCsp } from '../support/csp';
import { apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';
import { gradientPng } from '../support/png';
import { mp3File, vsqxFile } from '../support/projects';

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

async function pageAs(browser: Browser, s: E2ESession, lang = 'zh'): Promise<Page> {
  const ctx = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  await watchCsp(ctx);
  const page = await ctx.newPage();
  await useSession(page, s, { lang });
  return page;
}

async function choose(
  page: Page,
  trigger: ReturnType<Page['getByTestId']>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/** A full-page screenshot from the top (the sticky header stays on top), once the toasts are gone. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await screenshot(page, name);
}

async function overview(request: APIRequestContext, s: E2ESession) {
  return (await (await request.get('/api/user/select_vsqx_data', auth(s))).json()).data;
}

test.describe('the site between real users', () => {
  test('A uploads; B finds, plays, downloads, likes, favourites, comments with a mention and applies; A answers; B and C see it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const [a, b, c] = [
      await apiRegister(request, uniqueUser('a')),
      await apiRegister(request, uniqueUser('b')),
      await apiRegister(request, uniqueUser('c')),
    ];
    const title = `故事 ${a.username}`.slice(0, 20);
    const pa = await pageAs(browser, a);
    const pb = await pageAs(browser, b);
    const pc = await pageAs(browser, c);

    // A uploads a project with a file, a cover and an mp3 preview through /upload.
    await pa.goto('/upload');
    await expect(pa.getByTestId('upload-kind')).toBeVisible();
    await expect(pa.getByTestId('project-form')).toBeVisible();
    await choose(pa, pa.getByTestId('project-cover-picker').getByRole('button'), {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 400),
    });
    await pa
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(pa.getByTestId('cover-status')).not.toContainText('上传中');
    await choose(pa, pa.getByTestId('project-file-button'), {
      name: 'story.vsqx',
      mimeType: 'application/octet-stream',
      buffer: vsqxFile(title),
    });
    await expect(pa.getByTestId('project-file-status')).toContainText('已上传');
    await choose(pa, pa.getByTestId('project-mp3-button'), {
      name: 'story.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3File(120),
    });
    await expect(pa.getByTestId('project-mp3-status')).toContainText('已上传');
    await pa.getByTestId('field-p_title').fill(title);
    await pa.getByTestId('project-tags').getByText('古风', { exact: true }).click();
    await pa.getByTestId('field-vsqx_content').fill('端到端故事里的工程，欢迎下载学习。');
    await shot(pa, 'site-upload-zh');
    await pa.getByTestId('project-submit').click();
    await expect(pa).toHaveURL(/\/project\/vn\d+$/);
    const musicId = Number(/vn(\d+)$/.exec(pa.url())![1]);
    await expect(pa.getByTestId('project-title')).toHaveText(title);
    // While the file is being transferred the page says so, then the download opens by itself.
    await expect(pa.getByTestId('download-button')).toContainText('转存中');
    await shot(pa, 'site-project-transferring-zh');
    await expect(pa.getByTestId('download-button')).toContainText('下载工程', { timeout: 20_000 });
    await expect(pa.getByTestId('edit-in-creator')).toHaveAttribute(
      'href',
      `/creator/#/content_update?vn=${musicId}`,
    );
    await expect(pa.getByTestId('licence-apply-box')).toHaveCount(0);

    // B finds it on the home page and opens it.
    await pb.goto('/');
    const card = pb.getByTestId('home-newest').getByTestId('item-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: title, exact: true }).last().click(); // the title (the cover links there too, named by its image)
    await expect(pb).toHaveURL(new RegExp(`/project/vn${musicId}$`));
    await expect(pb.getByTestId('author-link').first()).toHaveAttribute('href', `/space/${a.uid}`);
    await expect(pb.getByTestId('project-facts')).toContainText('古风');
    await expect(pb.getByTestId('licence-label')).toHaveText('非商业使用，二次发布需获得作者授权');

    // Plays the preview.
    const player = pb.getByTestId('mp3-player');
    await expect(player).toHaveAttribute('src', new RegExp(`^/files/mp3/[0-9a-f]+\\.mp3`));
    await player.evaluate((el: HTMLAudioElement) => el.play());
    await expect
      .poll(() => player.evaluate((el: HTMLAudioElement) => el.currentTime > 0 || el.ended))
      .toBe(true);

    // Downloads: a real file, and the count goes up.
    const [download] = await Promise.all([
      pb.waitForEvent('download'),
      pb.getByTestId('download-button').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title}.vsqx`);
    await expect(pb.getByTestId('count-download')).toContainText('1');

    // Likes and favourites (toggles).
    await pb.getByTestId('like-button').click();
    await expect(pb.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(pb.getByTestId('count-zan')).toContainText('1');
    await pb.getByTestId('fav-button').click();
    await expect(pb.getByTestId('fav-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(pb.getByTestId('fav-button')).toContainText('已收藏');

    // Comments mentioning C, picked from the username suggestions.
    const box = pb.getByTestId('comment-input');
    await box.click();
    await box.pressSequentially(`调教好细腻！@${c.username.slice(0, 4)}`);
    await pb.locator('.ant-mentions-dropdown').getByText(c.username, { exact: true }).click();
    await box.pressSequentially('快来听');
    await pb.getByTestId('comment-submit').click();
    const comment = pb.getByTestId('comment-item').filter({ hasText: '调教好细腻' });
    await expect(comment).toContainText(`@${c.username} 快来听`);
    await expect(comment).toContainText(b.username);
    await expect(pb.getByTestId('count-comment')).toContainText('1');

    // Applies for a licence.
    const licence = pb.getByTestId('licence-apply-box');
    await licence.getByTestId('licence-text').fill('想用这个工程翻唱投稿，会注明出处');
    await licence.getByTestId('licence-use').click();
    await pb.locator('.ant-select-item-option[title="翻唱"]').click();
    await licence.getByTestId('licence-submit').click();
    await expect(licence.getByTestId('licence-state')).toContainText('等待回复');
    await shot(pb, 'site-project-zh');

    // A sees the counts and the trend on the creator home.
    const stats = await overview(request, a);
    expect(stats).toMatchObject({
      all_project_num: 1,
      all_download_num: 1,
      all_zan_num: 1,
      all_comment_num: 1,
    });
    // B's view only: the owner's own views (A's after the upload) never count, and B's is counted once per 30 min (issue 24).
    expect(stats.all_click_num).toBe(1);
    const trend = (await (await request.get('/api/user/trend?kind=vsqx&days=30', auth(a))).json()).data;
    expect(trend).toHaveLength(30);
    expect(trend[29]).toMatchObject({ downloads: 1, likes: 1, comments: 1, clicks: stats.all_click_num });
    expect(trend.slice(0, 29).every((d: { clicks: number }) => d.clicks === 0)).toBe(true);
    await pa.goto('/creator/#/home');
    await expect(pa.getByTestId('stat-all_download_num')).toContainText('1');
    await expect(pa.getByTestId('stat-all_zan_num')).toContainText('1');
    await expect(pa.getByTestId('stat-all_comment_num')).toContainText('1');
    // The chart loads when it comes near the viewport (issue 19): scroll to it; a line per figure.
    await pa.getByTestId('trend-chart').scrollIntoViewIfNeeded();
    await expect(pa.getByTestId('trend-chart-canvas').locator('svg path')).toHaveCount(4);
    await pa.waitForTimeout(500);
    await shot(pa, 'site-creator-trend-zh');

    // A sees the reply message and the request, and allows it.
    await pa.goto('/creator/#/comment');
    await expect(pa.getByTestId('reply-item').first()).toContainText(b.username);
    await expect(pa.getByTestId('reply-item').first()).toContainText(`@${c.username} 快来听`);
    await pa.goto('/creator/#/authorization');
    const request1 = pa.getByTestId('request-item').filter({ hasText: title });
    await expect(request1.getByTestId('request-applicant')).toContainText(b.username);
    await request1.getByTestId('request-allow').click();
    await pa.getByTestId('answer-reply').fill('可以，注明出处');
    await pa.getByTestId('answer-ok').click();
    await pa.getByTestId('status-tab-allow').click();
    await expect(
      pa.getByTestId('request-item').filter({ hasText: title }).getByTestId('request-status'),
    ).toHaveText('已同意');

    // B sees the allowed request and the notice.
    await pb.goto('/creator/#/apply');
    await expect(
      pb.getByTestId('request-item').filter({ hasText: title }).getByTestId('request-status'),
    ).toHaveText('已同意');
    await pb.goto('/creator/#/all_apply');
    await expect(pb.getByTestId('apply-notice-item').first()).toContainText('同意了你的授权申请');
    await expect(pb.getByTestId('apply-notice-item').first()).toContainText(title);
    await pb.goto(`/project/vn${musicId}`);
    await expect(pb.getByTestId('licence-state')).toContainText('已同意');

    // C sees the mention, which opens the project.
    await pc.goto('/creator/#/at');
    const mention = pc.getByTestId('mention-item').first();
    await expect(mention).toContainText(b.username);
    await expect(mention.getByTestId('mention-open')).toHaveAttribute('href', `/project/vn${musicId}`);

    // A's page shows the same counts.
    await pa.goto(`/project/vn${musicId}`);
    await expect(pa.getByTestId('count-download')).toContainText('1');
    await expect(pa.getByTestId('count-zan')).toContainText('1');
    await expect(pa.getByTestId('count-comment')).toContainText('1');
    await Promise.all([pa.context().close(), pb.context().close(), pc.context().close()]);
  });

  test('check-in once a day from the top bar; the square with a mention; a reply to a comment', async ({
    browser,
    request,
  }) => {
    const [a, b] = [await apiRegister(request, uniqueUser('q')), await apiRegister(request, uniqueUser('r'))];
    const pa = await pageAs(browser, a);
    await pa.goto('/square');
    const checkin = pa.getByTestId('checkin-button');
    await expect(checkin).toHaveText(/签\s?到/);
    await checkin.click();
    await expect(pa.getByText('签到成功')).toBeVisible();
    await expect(checkin).toHaveText(/已签到/);
    await expect(checkin).toBeDisabled();
    expect((await overview(request, a)).checkin_score).toBe(1);
    expect((await request.post('/api/app/checkin', auth(a))).status()).toBe(409);
    await pa.reload();
    await expect(pa.getByTestId('checkin-button')).toHaveText(/已签到/);

    await pa.getByTestId('square-input').click();
    await pa.getByTestId('square-input').pressSequentially(`第一次来广场，@${b.username} 一起调教吧`);
    await pa.getByTestId('square-submit').click();
    const post = pa.getByTestId('square-post').filter({ hasText: '第一次来广场' });
    await expect(post).toBeVisible();
    await expect(pa.getByTestId('square-post').first()).toContainText('第一次来广场');
    await shot(pa, 'site-square-zh');
    await post.getByTestId('square-post-link').click();
    await expect(pa).toHaveURL(/\/square\/sn\d+$/);
    const postId = Number(/sn(\d+)$/.exec(pa.url())![1]);
    const mentions = (await (await request.get('/api/user/select_at_msg', auth(b))).json()).data;
    expect(mentions[0]).toMatchObject({ at_uid: a.uid, scene: 3, project_id: postId });

    // B comments on the post; A replies to B's comment; B gets a reply notice.
    await request.post('/api/app/comment', {
      ...auth(b),
      data: { scene: 3, project_id: postId, text: '好呀！' },
    });
    await pa.reload();
    await pa.getByTestId('comment-item').filter({ hasText: '好呀！' }).getByTestId('comment-reply').click();
    await expect(pa.getByTestId('replying-to')).toContainText(b.username);
    await pa.getByTestId('comment-input').click();
    await pa.getByTestId('comment-input').pressSequentially('那就说定了');
    await pa.getByTestId('comment-submit').click();
    await expect(pa.getByTestId('comment-item').first()).toContainText(`回复 @${b.username}：那就说定了`);
    await shot(pa, 'site-square-post-zh');
    const replies = (
      await (
        await request.post('/api/user/select_comment_msg_v2', { ...auth(b), data: { pageIndex: 1 } })
      ).json()
    ).data;
    expect(replies[0]).toMatchObject({ uid: a.uid, comment_type: 2, comment_text: '那就说定了', scene: 3 });
    await pa.context().close();
  });

  test('every site page, in Chinese and English', async ({ page, request }) => {
    const s = await loginAs(page, request, 'miku_p');
    const space = await (await request.get(`/api/app/space/${s.uid}/projects`)).json();
    const mine = space.data as { music_id: number; comment_num: number }[];
    const midi = (await (await request.get(`/api/app/space/${s.uid}/midi`)).json()).data as {
      midi_id: number;
    }[];
    const articles = (await (await request.get(`/api/app/space/${s.uid}/articles`)).json()).data as {
      article_id: number;
    }[];
    const commented = mine.find((p) => p.comment_num > 0)!;
    for (const lang of ['zh', 'en']) {
      await page.goto('/');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await expect(page.getByTestId('home-newest').getByTestId('item-card').first()).toBeVisible();
      await expect(page.getByTestId('home-popular')).toContainText(
        lang === 'zh' ? '热门工程' : 'Popular projects',
      );
      await shot(page, `site-home-${lang}`);
      await page.goto(`/project/vn${commented.music_id}`);
      await expect(page.getByTestId('comment-item').first()).toBeVisible();
      await shot(page, `site-project-owner-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto('/search?q=%E5%8F%A4%E9%A3%8E');
    await expect(page.getByTestId('search-results').getByTestId('item-card').first()).toBeVisible();
    await shot(page, 'site-search-zh');
    await page.getByTestId('search-kind').getByText('文章').click();
    await expect(page).toHaveURL(/kind=article/);
    await page.goto(`/space/${s.uid}`);
    await expect(page.getByTestId('space-name')).toHaveText('miku_p');
    await expect(page.getByTestId('space-projects').getByTestId('item-card')).toHaveCount(
      Math.min(10, space.total),
    );
    await shot(page, 'site-space-zh');
    await page.getByRole('tab', { name: 'MIDI' }).click();
    await expect(page.getByTestId('space-midi').getByTestId('item-card')).toHaveCount(midi.length);
    await page.goto(`/project/mn${midi[0].midi_id}`);
    await expect(page.getByTestId('project-title')).toBeVisible();
    await shot(page, 'site-midi-zh');
    await page.goto(`/article/an${articles[0].article_id}`);
    await expect(page.getByTestId('comments-section')).toBeVisible();
    await shot(page, 'site-article-zh');
    await page.goto('/upload?type=midi');
    await expect(page.getByTestId('upload-midi').getByTestId('midi-form')).toBeVisible();
    await shot(page, 'site-upload-midi-zh');
    await page.getByTestId('upload-kind-article').click();
    await expect(page).toHaveURL(/type=article/);
    await expect(page.getByTestId('upload-kind').getByRole('radio', { name: '文章' })).toBeChecked();
    await expect(page.getByTestId('upload-article').locator('.ant-skeleton')).toHaveCount(0);
    await shot(page, 'site-upload-article-zh');
    await page.goto('/creator/#/home');
    await page.getByTestId('data-overview').getByText('MIDI', { exact: true }).click();
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-kind', 'midi');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/upload');
    await expect(page.getByTestId('upload-login')).toBeVisible();
  });
});
