import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startInstancePair, type InstancePair } from '../../test/instance-pair';

/*
 * DESIGN §8 scheduled publishing on a scaled-out deployment: two real server processes on one PostgreSQL
 * schema both poll every 200 ms; each scheduled article is published exactly once (one system notice per
 * article, never two), whichever instance claims it.
 */
const ARTICLES = 12;

describe('scheduled publishing across two instances', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ PUBLISH_POLL_MS: '200' });
  }, 200_000);
  afterAll(() => pair?.stop());

  it('publishes every scheduled article exactly once', async () => {
    const [A, B] = pair.bases;
    const reg = await call(A, 'POST', '/api/auth/register', {
      username: `sp${Date.now() % 1e6}`,
      password: 'secret123',
    });
    const token = reg.json!.data!.token as string;
    const at = new Date(Date.now() + 2500).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < ARTICLES; i++) {
      const res = await call(
        i % 2 ? B : A,
        'POST',
        '/api/article/submit_article',
        {
          article_title: `定时文章${i}`,
          article_type: 2,
          article_author_type: 1,
          article_agreement: 1,
          article_md: '# 标题\n\n这是一篇足够长的调教文章，写满十个字。',
          publish_at: at,
          visibility: 'public',
        },
        token,
      );
      expect(res.status).toBe(200);
      ids.push(res.json!.data!.article_id as unknown as number);
    }
    // Waiting: private to everyone else until then.
    expect((await call(B, 'GET', `/api/app/article/${ids[0]}`)).status).toBe(404);
    const deadline = Date.now() + 20_000;
    let visible = 0;
    while (Date.now() < deadline) {
      visible = 0;
      for (const id of ids) if ((await call(B, 'GET', `/api/app/article/${id}`)).status === 200) visible++;
      if (visible === ARTICLES) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(visible).toBe(ARTICLES);
    // A second look after more polls: still exactly one notice per article.
    await new Promise((r) => setTimeout(r, 1000));
    const notices = await call(A, 'GET', '/api/user/select_system_msg?page=1&page_size=50', undefined, token);
    const rows = JSON.stringify(notices.json);
    for (let i = 0; i < ARTICLES; i++) expect(rows.split(`《定时文章${i}》`).length - 1).toBe(1);
  }, 60_000);
});
