import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, articleEndpoints } from '@vsqx/domain';
import { type TestApp } from '../../test/build-test-app';
import { as, multipart, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { findXss } from '../../test/xss-check';
import { XSS_CORPUS } from '../../test/xss-corpus';
import { createArticle, storedArticle } from '../../test/article-forms';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

function upload(
  t: TestApp,
  u: TestUser | null,
  data: Buffer,
  query = '',
  fields: Record<string, string> = { vsqx_uid: 'x' },
) {
  const body = multipart(fields, { name: 'image.png', data, type: 'image/png' });
  return as(t.app, u).call({ method: 'POST', url: `/api/article/upload_image${query}`, ...body });
}

describe('articles: images, the public page, stored HTML', () => {
  const t = useTestApp();
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });

  it('upload_image: 401 without a token; refuses non-images and oversize files', async () => {
    expect((await upload(t, null, await png(10, 10))).statusCode).toBe(401);
    const text = await upload(t, owner, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, message: '只能上传图片格式哦~' });
    const big = await upload(t, owner, Buffer.alloc(LIMITS.imageMaxBytes + 10, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: '图片最大为10MB' });
  });

  it('re-encodes a cover to a 600x378 JPEG (query or field) and serves it under /files/article/', async () => {
    for (const [query, fields] of [
      ['?kind=cover', {}],
      ['', { vsqx_uid: 'x', kind: 'cover' }],
    ] as const) {
      const res = await upload(t, owner, await png(1000, 1000), query, fields);
      expect(res.statusCode).toBe(200);
      const url = res.json().data as string;
      expect(url).toMatch(/^\/files\/article\/[\w-]{16}\.jpg$/);
      const file = await as(t.app, null).get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 600,
        height: 378,
      });
    }
  });

  it('keeps the ratio of a body image (at most 1600 wide) and any user may upload one', async () => {
    const small = (await upload(t, other, await png(300, 100))).json().data as string;
    expect(await sharp((await as(t.app, null).get(small)).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 100,
    });
    const wide = (await upload(t, owner, await png(3200, 800))).json().data as string;
    expect(await sharp((await as(t.app, null).get(wide)).rawPayload).metadata()).toMatchObject({
      width: 1600,
      height: 400,
    });
  });

  it('a Markdown article with an uploaded image and cover round-trips to the public page', async () => {
    const cover = (await upload(t, owner, await png(800, 500), '?kind=cover')).json().data as string;
    const image = (await upload(t, owner, await png(200, 120))).json().data as string;
    const id = await createArticle(t.app, owner, {
      article_cover: cover,
      article_author_type: 2,
      article_author_name: '原作者',
      article_link: 'https://example.com/src',
      article_md: `# 带图的文章\n\n![示意图](${image})\n\n正文足够长的一段话。`,
    });
    const res = await as(t.app, null).request(articleEndpoints.view, { params: { id: id } });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      article_id: id,
      uid: owner.uid,
      username: owner.username,
      article_cover: cover,
      article_author_type: 2,
      article_author_name: '原作者',
      article_link: 'https://example.com/src',
      click_num: 1,
      comment_num: 0,
      zan: 0,
    });
    expect(a.article_html).toContain(`<img src="${image}" alt="示意图" />`);
    expect(a).not.toHaveProperty('article_md');
    expect((await as(t.app, null).get('/api/app/article/999999')).statusCode).toBe(404);
  });

  it("counts a view at most once per viewer in 30 minutes (user id, else hashed address), never the author's", async () => {
    const id = await createArticle(t.app, owner);
    const view = (u: TestUser | null, ip = '10.0.0.1') =>
      as(t.app, u).call({ method: 'GET', url: `/api/app/article/${id}`, remoteAddress: ip });
    expect((await view(null)).json().data.click_num).toBe(1);
    expect((await view(null)).json().data.click_num).toBe(1);
    expect((await view(null, '10.0.0.2')).json().data.click_num).toBe(2);
    expect((await view(other)).json().data.click_num).toBe(3);
    expect((await view(other, '10.0.0.9')).json().data.click_num).toBe(3);
    expect((await view(owner)).json().data.click_num).toBe(3);
    expect((await storedArticle(t.app, id))!.click_num).toBe(3);
    // 30 minutes later the same viewer counts again.
    await t.app.ctx.db
      .updateTable('analytics_marks')
      .set((eb) => ({ counted_at: eb('counted_at', '-', 30 * 60 * 1000) }))
      .where('item_type', '=', 'a')
      .where('item_id', '=', id)
      .execute();
    expect((await view(other)).json().data.click_num).toBe(4);
  });

  it('stores no script from the XSS corpus, whether sent as Markdown or as the HTML fallback', async () => {
    for (const c of XSS_CORPUS) {
      const filler = '\n\n这是一段足够长的正文内容。';
      const asMd = await createArticle(t.app, owner, {
        article_md: c.payload + filler,
        article_html: c.payload,
      });
      const asHtml = await createArticle(t.app, owner, {
        article_md: '',
        article_html: `${c.payload}<p>这是一段足够长的正文内容。</p>`,
      });
      for (const id of [asMd, asHtml]) {
        const html = (await as(t.app, null).request(articleEndpoints.view, { params: { id: id } })).json()
          .data.article_html as string;
        expect(findXss(html), `${c.name}: ${html}`).toEqual([]);
      }
    }
  });
});
