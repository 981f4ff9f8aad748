import { beforeAll, describe, expect, it } from 'vitest';
import { articleEndpoints } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { articleForm, createArticle, storedArticle } from '../../test/article-forms';

describe('articles: list, get, update, delete, submit', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  it('answers 401 without a token on every private endpoint', async () => {
    const anon = as(t.app, null);
    for (const res of [
      await anon.get(`/api/article/get_article_list/${owner.uid}`),
      await anon.get('/api/article/get_article/1'),
      await anon.get('/api/article/delete/1'),
      await anon.post('/api/article/update_article', { ...articleForm(), article_id: 1 }),
      await anon.post('/api/article/submit_article', articleForm()),
      await anon.post('/api/article/upload_image', {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it("submits an article and answers its id; the HTML is the server's rendering of the Markdown", async () => {
    const res = await as(t.app, owner).post(
      '/api/article/submit_article',
      articleForm({ article_html: '<p>ignored <script>x</script></p>' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: '文章已发布',
      data: { article_id: expect.any(Number) },
    });
    const row = await storedArticle(t.app, body.data.article_id);
    expect(row).toMatchObject({
      user_id: owner.uid,
      article_title: '调教笔记',
      click_num: 0,
      comment_num: 0,
    });
    expect(row!.article_html).toBe('<h1>标题</h1>\n<p>这是一篇足够长的调教文章，写满十个字。</p>\n');
  });

  it('sanitises the client HTML only when no Markdown is sent', async () => {
    const id = await createArticle(t.app, owner, {
      article_md: '',
      article_html: '<p onclick="x()">一二三四五六七八九十</p><script>alert(1)</script>',
    });
    expect((await storedArticle(t.app, id))!.article_html).toBe('<p>一二三四五六七八九十</p>');
  });

  it('spec §5 repost link: accepts a link without a scheme up to 100 characters, stored as typed', async () => {
    for (const link of ['www.bilibili.com/read/cv1', `www.bilibili.com/${'x'.repeat(83)}`]) {
      const id = await createArticle(t.app, owner, {
        article_author_type: 2,
        article_author_name: '某P',
        article_link: link,
      });
      expect((await storedArticle(t.app, id))!.article_link).toBe(link);
    }
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty title', { article_title: '   ' }, '请填写标题', 'Please fill in the title'],
    [
      'long title',
      { article_title: '长'.repeat(51) },
      '标题最长50个字',
      'The title is at most 50 characters',
    ],
    [
      'repost without author',
      { article_author_type: 2 },
      '请填写原作者',
      'Please fill in the original author',
    ],
    [
      'repost author too long',
      { article_author_type: 2, article_author_name: 'a'.repeat(51) },
      '原作者最长50个字',
      'The original author is at most 50 characters',
    ],
    [
      'repost without link',
      { article_author_type: 2, article_author_name: '某P' },
      '请填写文章的发布链接',
      "Please fill in the article's link",
    ],
    [
      'repost with a javascript: link',
      { article_author_type: 2, article_author_name: '某P', article_link: 'javascript:alert(1)' },
      '链接不能使用 javascript:、data:、vbscript: 等协议',
      'Links cannot use javascript:, data:, vbscript: or similar schemes',
    ],
    [
      'repost with a data: link',
      {
        article_author_type: 2,
        article_author_name: '某P',
        article_link: ' DATA:text/html,<script>x</script>',
      },
      '链接不能使用 javascript:、data:、vbscript: 等协议',
      'Links cannot use javascript:, data:, vbscript: or similar schemes',
    ],
    [
      'repost link too long',
      { article_author_type: 2, article_author_name: '某P', article_link: `https://a.b/${'x'.repeat(95)}` },
      '链接最长100个字符',
      'The link is at most 100 characters',
    ],
    [
      'empty content',
      { article_md: '<p></p><br>', article_html: '<p><br></p>' },
      '请填写文章内容',
      'Please fill in the content',
    ],
    [
      'short content',
      { article_md: '太短了' },
      '文章太短（请认真填写）',
      'The article is too short (please write properly)',
    ],
    ['bad type', { article_type: 9 }, '请求参数错误', 'Invalid request'],
    ['bad author type', { article_author_type: 3 }, '请求参数错误', 'Invalid request'],
    ['bad licence', { article_agreement: 5 }, '请求参数错误', 'Invalid request'],
    [
      'foreign cover address',
      { article_cover: 'https://evil.example/x.jpg' },
      '请求参数错误',
      'Invalid request',
    ],
  ];
  for (const [name, patch, zh, en] of cases) {
    it(`refuses ${name} with the spec message on submit and update, changing nothing`, async () => {
      const id = await createArticle(t.app, owner);
      const before = await storedArticle(t.app, id);
      const count = async () =>
        (await as(t.app, owner).request(articleEndpoints.list, { params: { uid: owner.uid } })).json().total;
      const n = await count();
      const sub = await as(t.app, owner).post('/api/article/submit_article', articleForm(patch));
      expect(sub.statusCode).toBe(400);
      expect(sub.json()).toEqual({ success: false, message: zh });
      const upd = await as(t.app, owner).call({
        method: 'POST',
        url: '/api/article/update_article',
        payload: { ...articleForm(patch), article_id: id },
        headers: { 'x-lang': 'en' },
      });
      expect(upd.statusCode).toBe(400);
      expect(upd.json()).toEqual({ success: false, message: en });
      expect(await count()).toBe(n);
      expect(await storedArticle(t.app, id)).toEqual(before);
    });
  }

  it('lists only my own articles, newest first; another uid is not found', async () => {
    const u = await registerUser(t.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createArticle(t.app, u, { article_title: `第${i}篇` }));
    await createArticle(t.app, other);
    const res = (await as(t.app, u).request(articleEndpoints.list, { params: { uid: u.uid } })).json();
    expect(res).toMatchObject({ success: true, total: 3 });
    expect(res.data.map((a: { article_id: number }) => a.article_id)).toEqual([...ids].reverse());
    expect(Object.keys(res.data[0]).sort()).toEqual(
      [
        'article_author_type',
        'article_cover',
        'article_id',
        'article_title',
        'article_type',
        'click_num',
        'comment_num',
        'timestamp',
        'visibility',
        'publish_at',
      ].sort(),
    );
    const theirs = await as(t.app, u).request(articleEndpoints.list, { params: { uid: other.uid } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false });
    expect((await as(t.app, u).get(`/api/article/get_article_list/${u.uid}?page=0`)).statusCode).toBe(400);
  });

  it('pages with total and sorts by popularity', async () => {
    const u = await registerUser(t.app);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createArticle(t.app, u));
    await t.app.ctx.db
      .updateTable('articles')
      .set({ click_num: 50 })
      .where('article_id', '=', ids[1])
      .execute();
    await t.app.ctx.db
      .updateTable('articles')
      .set({ comment_num: 6 })
      .where('article_id', '=', ids[3])
      .execute();
    const page = async (q: string) =>
      (await as(t.app, u).get(`/api/article/get_article_list/${u.uid}?${q}`)).json();
    const p2 = await page('page=2&page_size=2');
    expect(p2.total).toBe(5);
    expect(p2.data.map((a: { article_id: number }) => a.article_id)).toEqual([ids[2], ids[1]]);
    const hot = await page('page=1&page_size=3&sort=hot');
    expect(hot.data.map((a: { article_id: number }) => a.article_id)).toEqual([ids[3], ids[1], ids[4]]);
  });

  it("gets my article for editing; not another user's", async () => {
    const id = await createArticle(t.app, owner, {
      article_author_type: 2,
      article_author_name: '原作者',
      article_link: 'https://example.com/a',
    });
    const mine = (await as(t.app, owner).request(articleEndpoints.get, { params: { id: id } })).json();
    expect(mine).toMatchObject({
      success: true,
      data: {
        article_id: id,
        article_author_type: 2,
        article_author_name: '原作者',
        article_link: 'https://example.com/a',
        article_agreement: 1,
      },
    });
    expect(mine.data.article_md).toContain('# 标题');
    for (const [u, url] of [
      [other, `/api/article/get_article/${id}`],
      [owner, '/api/article/get_article/999999'],
    ] as const) {
      const res = await as(t.app, u).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: '内容不存在或无权访问' });
    }
    expect((await as(t.app, owner).get('/api/article/get_article/abc')).statusCode).toBe(400);
  });

  it('updates my article (re-rendered, author fields only for reposts); another user changes nothing', async () => {
    const id = await createArticle(t.app, owner, {
      article_author_type: 2,
      article_author_name: '原作者',
      article_link: 'https://example.com/a',
    });
    const before = await storedArticle(t.app, id);
    const form = {
      ...articleForm({
        article_title: '新标题',
        article_type: 4,
        article_agreement: 2,
        article_md: '新的正文 **加粗** 十个字以上',
      }),
      article_id: id,
    };
    const theirs = await as(t.app, other).post('/api/article/update_article', form);
    expect(theirs.statusCode).toBe(404);
    expect(await storedArticle(t.app, id)).toEqual(before);
    const res = await as(t.app, owner).post('/api/article/update_article', {
      ...form,
      article_author_name: 'stale',
      article_link: 'https://stale.example',
    });
    expect(res.json()).toEqual({ success: true, message: '文章已更新' });
    const after = await storedArticle(t.app, id);
    expect(after).toMatchObject({
      article_title: '新标题',
      article_type: 4,
      article_author_type: 1,
      article_author_name: '',
      article_link: '',
      article_agreement: 2,
      article_html: '<p>新的正文 <strong>加粗</strong> 十个字以上</p>\n',
      timestamp: before!.timestamp,
    });
    expect(Number(after!.updated_at)).toBeGreaterThanOrEqual(Number(before!.updated_at));
    expect(
      (await as(t.app, owner).post('/api/article/update_article', { ...form, article_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect((await as(t.app, owner).post('/api/article/update_article', articleForm())).statusCode).toBe(400);
  });

  it('deletes my article with its comments; another user cannot; the next item moves in', async () => {
    const u = await registerUser(t.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createArticle(t.app, u));
    await t.app.ctx.db
      .insertInto('comments')
      .values({ scene: 2, project_id: ids[2], user_id: other.uid, text: 'hi', reply_to: null, created_at: 1 })
      .execute();
    const theirs = await as(t.app, other).request(articleEndpoints.remove, { params: { id: ids[2] } });
    expect(theirs.statusCode).toBe(404);
    expect(await storedArticle(t.app, ids[2])).toBeDefined();
    const firstPage = async () =>
      (
        await as(t.app, u).request(articleEndpoints.list, {
          params: { uid: u.uid },
          query: { page: 1, page_size: 2 },
        })
      ).json();
    expect((await firstPage()).data.map((a: { article_id: number }) => a.article_id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect((await as(t.app, u).request(articleEndpoints.remove, { params: { id: ids[2] } })).json()).toEqual({
      success: true,
      message: '删除成功',
    });
    const after = await firstPage();
    expect(after.total).toBe(2);
    expect(after.data.map((a: { article_id: number }) => a.article_id)).toEqual([ids[1], ids[0]]);
    expect(
      await t.app.ctx.db
        .selectFrom('comments')
        .select('id')
        .where('scene', '=', 2)
        .where('project_id', '=', ids[2])
        .execute(),
    ).toEqual([]);
    expect((await as(t.app, u).request(articleEndpoints.remove, { params: { id: ids[2] } })).statusCode).toBe(
      404,
    );
  });
});
