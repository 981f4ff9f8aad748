import type { FastifyInstance } from 'fastify';
import { as, type TestUser } from './factories';

/** A valid article form (spec §7 update_article without article_id). */
export function articleForm(overrides: Record<string, unknown> = {}) {
  return {
    article_title: '调教笔记',
    article_type: 2,
    article_author_type: 1,
    article_author_name: '',
    article_link: '',
    article_agreement: 1,
    article_md: '# 标题\n\n这是一篇足够长的调教文章，写满十个字。',
    article_html: '',
    article_cover: '',
    ...overrides,
  };
}

/** Publishes an article through DESIGN's submit_article and answers its id. */
export async function createArticle(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await as(app, user).post('/api/article/submit_article', articleForm(overrides));
  const body = res.json();
  if (!body.success) throw new Error(`submit_article failed: ${res.body}`);
  return body.data.article_id as number;
}

export async function storedArticle(app: FastifyInstance, articleId: number) {
  return app.ctx.db.selectFrom('articles').selectAll().where('article_id', '=', articleId).executeTakeFirst();
}
