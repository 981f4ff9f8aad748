import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_CORPUS } from '../../apps/server/src/test/xss-corpus';
import { holdRequests } from '../support/hold';
import { gradientPng } from '../support/png';
import { screenshot } from '../support/screens';
import { apiLogin, apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';

interface Item {
  article_id: number;
  article_title: string;
  click_num: number;
  comment_num: number;
  article_cover: string;
}

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

async function createArticle(
  request: APIRequestContext,
  s: E2ESession,
  patch: Record<string, unknown> = {},
): Promise<number> {
  const data = {
    article_title: '调教笔记',
    article_type: 2,
    article_author_type: 1,
    article_agreement: 1,
    article_author_name: '',
    article_link: '',
    article_md: '# 笔记\n\n这是一篇足够长的调教文章。',
    article_html: '',
    article_cover: '',
    ...patch,
  };
  const body = await (await request.post('/api/article/submit_article', { data, ...auth(s) })).json();
  expect(body.success, body.message).toBe(true);
  return body.data.article_id;
}

async function myArticles(
  request: APIRequestContext,
  s: E2ESession,
): Promise<{ data: Item[]; total: number }> {
  return (await request.get(`/api/article/get_article_list/${s.uid}`, auth(s))).json();
}

const errors = (page: Page) => page.locator('.ant-form-item-explain-error');
const editor = (page: Page) => page.getByTestId('md-editor').locator('textarea');

test.describe('articles (文章管理)', () => {
  test("list: miku_p's cards, 10 per page, default cover, links, counts, pager", async ({
    page,
    request,
  }) => {
    const s = await loginAs(page, request, 'miku_p');
    const all = await myArticles(request, s);
    expect(all.total).toBeGreaterThanOrEqual(12);
    await page.goto('/creator/#/article?page=1');
    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByTestId('article-total')).toHaveText(`共 ${all.total} 篇`);
    expect(await page.getByTestId('article-title').allTextContents()).toEqual(
      all.data.slice(0, 10).map((a) => a.article_title),
    );
    const first = all.data[0];
    const title = cards.first().getByTestId('article-title');
    await expect(title).toHaveAttribute('href', `/article/an${first.article_id}`);
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(cards.first().getByTestId('article-cover')).toHaveAttribute(
      'src',
      first.article_cover || '/default-article-cover.jpg',
    );
    await expect(cards.first().getByTestId('article-clicks')).toHaveText(String(first.click_num));
    await expect(cards.first().getByTestId('article-comments')).toHaveText(String(first.comment_num));
    await expect(cards.first().getByTestId('article-time')).toContainText('投稿于');
    await expect(cards.first().getByTestId('article-edit')).toHaveAttribute(
      'href',
      `#/article_update?an=${first.article_id}`,
    );
    await expect
      .poll(() =>
        cards
          .first()
          .getByTestId('article-cover')
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'articles-list-zh');
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/article\?page=2/);
    await expect(cards).toHaveCount(all.total - 10);
  });

  test('list: loading, then 暂无数据 for a new user', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('art'));
    await useSession(page, s);
    const list = await holdRequests(page, '**/api/article/get_article_list/**');
    await page.goto('/creator/#/article?page=1');
    const empty = page.getByTestId('article-empty').locator('.ant-empty-description');
    await expect(empty).toHaveText('加载中...');
    list.release();
    await expect(empty).toHaveText('暂无数据');
    await screenshot(page, 'articles-empty-zh');
  });

  test('delete: confirmation, 删除成功, the total drops and the next article moves in', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('art'));
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) ids.push(await createArticle(request, s, { article_title: `第${i}篇` }));
    await useSession(page, s);
    await page.goto('/creator/#/article?page=1');
    await expect(page.getByTestId('article-card')).toHaveCount(10);
    await expect(page.getByTestId('article-total')).toHaveText('共 11 篇');
    await expect(page.getByTestId('article-title')).not.toContainText(['第1篇']);
    await page.getByTestId('article-card').first().getByTestId('article-delete').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确认永久删除该文章?');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByTestId('article-total')).toHaveText('共 10 篇');
    // Newest first: 第11篇 is gone and 第1篇 moved in from page 2 (a retrying check: the count was 10 before too).
    await expect(page.getByTestId('article-title')).toHaveText(
      Array.from({ length: 10 }, (_, i) => `第${10 - i}篇`),
    );
    expect((await myArticles(request, s)).total).toBe(10);
  });

  test('edit: each validation message, licence only for originals, failure toast re-enables the button', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('art'));
    const id = await createArticle(request, s);
    await useSession(page, s);
    await page.goto(`/creator/#/article_update?an=${id}`);
    const submit = page.getByTestId('article-submit');
    await expect(submit).toHaveText('修改文章');
    await expect(editor(page)).toHaveValue(/这是一篇足够长的调教文章/);

    await page.getByTestId('article-title-input').fill('');
    await editor(page).fill('<p></p><br>');
    await submit.click();
    await expect(errors(page)).toHaveText(['请填写标题', '请填写文章内容']);
    await page.getByTestId('article-title-input').fill('新的标题');
    await editor(page).fill('太短了');
    await expect(errors(page)).toHaveText(['文章太短（请认真填写）']);

    await expect(page.getByTestId('article-agreement')).toBeVisible();
    await page.getByTestId('article-author-type').getByText('转载').click();
    await expect(page.getByTestId('article-agreement')).toHaveCount(0);
    await editor(page).fill('## 正文\n\n足够长的正文内容，一二三四五。');
    await submit.click();
    await expect(errors(page)).toHaveText(['请填写原作者', '请填写文章的发布链接']);
    await page.getByTestId('article-author-name').fill('原作者P');
    await page.getByTestId('article-link').fill('javascript:alert(1)');
    await expect(errors(page)).toHaveText(['链接不能使用 javascript:、data:、vbscript: 等协议']);
    await page.getByTestId('article-link').fill('https://example.com/original');
    await expect(errors(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'articles-edit-repost-zh');

    // The article disappears behind the page's back: the server refuses, a toast says why, the button works again.
    await request.get(`/api/article/delete/${id}`, auth(s));
    await submit.click();
    await expect(page.locator('.ant-message')).toContainText('内容不存在或无权访问');
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('修改文章');
  });

  test('a Markdown article with a cover and an uploaded image round-trips and renders on /article/an{id}', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('art'));
    const id = await createArticle(request, s);
    await useSession(page, s);
    await page.goto(`/creator/#/article_update?an=${id}`);
    await expect(editor(page)).toHaveValue(/调教文章/);

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('article-cover-picker').getByRole('button').click();
    await (
      await chooser
    ).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(900, 600) });
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByTestId('crop-preview').evaluate((c: HTMLCanvasElement) => [c.width, c.height]))
      .toEqual([600, 378]);
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('封面尺寸 600×378，可裁剪')).toBeVisible();

    await page.getByTestId('article-title-input').fill('带图的调教文章');
    await editor(page).fill(
      '# 参数详解\n\n**PIT** 与 *DYN* 的配合：\n\n| 参数 | 作用 |\n|---|---|\n| PIT | 音高 |\n\n',
    );
    await editor(page).press('Control+End');
    await page
      .getByTestId('md-image-input')
      .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: gradientPng(320, 200) });
    await expect(editor(page)).toHaveValue(/!\[figure\]\(\/files\/article\/[\w-]+\.jpg\)/);
    const preview = page.locator('.w-md-editor-preview');
    // '# …' is shown one level down: the page's title is its one <h1> (docs/accessibility.md).
    await expect(preview.locator('h2')).toHaveText('参数详解');
    await expect(preview.locator('img')).toHaveCount(1);
    await screenshot(page, 'articles-edit-zh');
    await page.getByTestId('article-submit').click();
    await expect(page.getByText('文章已更新')).toBeVisible();
    await expect(page.getByTestId('article-submit')).toHaveText('修改文章');

    const stored = (await (await request.get(`/api/article/get_article/${id}`, auth(s))).json()).data;
    expect(stored.article_cover).toMatch(/^\/files\/article\/[\w-]+\.jpg$/);
    expect(stored.article_html).toContain('<h1>参数详解</h1>');

    await page.goto(`/article/an${id}`);
    await expect(page.getByTestId('article-page-title')).toHaveText('带图的调教文章');
    const body = page.getByTestId('article-body');
    await expect(body.locator('h2')).toHaveText('参数详解');
    await expect(page.locator('h1')).toHaveText('带图的调教文章');
    await expect(body.locator('table td').first()).toHaveText('PIT');
    await expect.poll(() => body.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(320);
    await expect(page.getByTestId('article-page-cover')).toHaveAttribute('src', stored.article_cover);
    await expect
      .poll(() =>
        page
          .getByTestId('article-page-cover')
          .evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight]),
      )
      .toEqual([600, 378]);
    await expect(page.getByTestId('article-author')).toHaveAttribute('href', `/space/${s.uid}`);
    await expect(page.getByTestId('article-licence')).toContainText('禁止转载');
    // The author's own visit is not counted (issue 24: never the creator's own actions).
    await expect(page.getByTestId('article-clicks')).toHaveText('0');
    await screenshot(page, 'article-page-zh');
  });

  test('no script runs: XSS payloads in the Markdown stay inert in the editor preview and on the article page', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('art'));
    const payloads = XSS_CORPUS.map((c) => c.payload).join('\n\n');
    const id = await createArticle(request, s, {
      article_title: 'XSS 测试',
      article_md: `# 安全测试\n\n${payloads}\n\n正文到此结束。`,
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
      window.alert = () => {
        (window as unknown as { __xss: number }).__xss += 1;
      };
    });
    await page.goto(`/article/an${id}`);
    const body = page.getByTestId('article-body');
    await expect(body.locator('h2').first()).toHaveText('安全测试');
    await page.waitForTimeout(1000);
    expect(await body.locator('script, iframe, object, embed, form, style, svg, math').count()).toBe(0);
    const handlers = await body.evaluate((el) =>
      Array.from(el.querySelectorAll('*')).flatMap((n) =>
        Array.from(n.attributes)
          .filter(
            (a) => /^on|^style$|^srcdoc$/i.test(a.name) || /^\s*(javascript|data|vbscript):/i.test(a.value),
          )
          .map((a) => `${n.tagName} ${a.name}`),
      ),
    );
    expect(handlers).toEqual([]);

    await useSession(page, s);
    await page.goto(`/creator/#/article_update?an=${id}`);
    await expect(page.locator('.w-md-editor-preview h2').first()).toHaveText('安全测试');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('English: list, edit and article page', async ({ page, request }) => {
    const s = await apiLogin(request, 'miku_p');
    await useSession(page, s, { lang: 'en' });
    const first = (await myArticles(request, s)).data[0];
    await page.goto('/creator/#/article?page=1');
    await expect(page.getByTestId('article-card')).toHaveCount(10);
    await expect(page.getByTestId('article-total')).toContainText('articles');
    await screenshot(page, 'articles-list-en');
    await page.goto(`/creator/#/article_update?an=${first.article_id}`);
    await expect(page.getByTestId('article-submit')).toHaveText('modify article');
    await expect(editor(page)).not.toHaveValue('');
    await screenshot(page, 'articles-edit-en');
    await page.goto(`/article/an${first.article_id}`);
    await expect(page.getByTestId('article-page-title')).toHaveText(first.article_title);
    await expect(page.getByTestId('article-licence')).toContainText('Licence');
    await screenshot(page, 'article-page-en');
  });
});
