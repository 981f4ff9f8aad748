import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../seed/demo-world';
import { ensureStarterDocs } from '../../seed/starter-docs';
import { articleEndpoints } from '@vsqx/domain';
import { as, useTestApp } from '../../test/factories';
import { findXss } from '../../test/xss-check';

describe('demo articles', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await ensureStarterDocs(t.app.ctx.db);
    await seedDemoWorld(t.app.ctx);
  });

  it('miku_p has 12 articles, most with a 600x378 cover, all with sanitised HTML', async () => {
    const miku = (
      await as(t.app, null).post('/api/auth/login', { username: 'miku_p', password: 'demo1234' })
    ).json().data;
    const list = (await as(t.app, miku).request(articleEndpoints.list, { params: { uid: miku.uid } })).json();
    expect(list.total).toBe(12);
    const covered = list.data.filter((a: { article_cover: string }) => a.article_cover);
    expect(covered.length).toBe(8);
    const file = await as(t.app, null).get(covered[0].article_cover);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 378,
    });
    const page = (
      await as(t.app, null).request(articleEndpoints.view, { params: { id: list.data[0].article_id } })
    ).json().data;
    expect(page.article_html).toContain('<h2>小结</h2>');
    expect(findXss(page.article_html)).toEqual([]);
  });
});
