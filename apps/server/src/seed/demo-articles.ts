import { LIMITS } from '@vsqx/domain';
import { fileKeys } from '../files/file-store';
import { renderMarkdown } from '../modules/articles/article-html';
import { demoCover } from './demo-files';
import { DEMO_ARTICLES } from './demo-content';
import { DAY, type DemoSeed } from './demo-seed';

/** miku_p's articles: two in three with a cover of the article size. */
export async function seedArticles(seed: DemoSeed) {
  const { db, rand, now, put } = seed;
  const miku = seed.users.miku_p;
  for (const [i, a] of DEMO_ARTICLES.entries()) {
    // Two articles in three get a cover of the article size; the others show the default cover.
    const cover = i % 3 === 1 ? '' : `demo-cover-${i + 1}.jpg`;
    // The cover text is the article's short first heading, so it fits the picture.
    const label = a.md.split('\n')[0].replace(/^#\s*/, '');
    if (cover)
      await put(
        fileKeys.articleImage(cover),
        await demoCover(label, (i * 61 + 170) % 360, LIMITS.articleCover),
      );
    await db
      .insertInto('articles')
      .values({
        user_id: miku,
        article_title: a.title,
        article_type: a.type,
        article_author_type: 1,
        article_agreement: 2,
        article_md: a.md,
        article_html: renderMarkdown(a.md),
        article_cover: cover ? `/files/${fileKeys.articleImage(cover)}` : '',
        timestamp: now - (DEMO_ARTICLES.length - i) * 2 * DAY,
        updated_at: now - (DEMO_ARTICLES.length - i) * 2 * DAY,
        click_num: 30 + rand(900),
        comment_num: 0,
      })
      .execute();
  }
}

/** Tutorial suggestions in every state (the approval tool's tabs). */
export async function seedSuggestions(seed: DemoSeed) {
  const { db, now, users } = seed;
  const miku = users.miku_p;
  const tianyi = users.tianyi_p;
  const docs = await db.selectFrom('tutorial_docs').select(['id', 'title']).orderBy('sort_order').execute();
  const suggestions = [
    {
      user: miku,
      status: 1,
      desc: '补充颤音深度的建议范围',
      text: '<p>建议补充：颤音深度一般在 <strong>20～40</strong> 之间，抒情歌可以更浅。</p>',
    },
    {
      user: users.gumi_fan,
      status: 1,
      desc: '补充呼吸音的导入方法',
      text: '<p>可以在伴奏轨导入呼吸采样，比参数模拟更自然。</p>',
    },
    {
      user: tianyi,
      status: 2,
      desc: '中文咬字部分增加例子',
      text: '<p>以“窗前明月光”为例，说明卷舌音的处理。</p>',
      comment: '同意，稍等合并',
    },
    {
      user: miku,
      status: 3,
      desc: '错别字',
      text: '<p>“参数”写成了“参素”。</p>',
      comment: '无参考价值，不需要合并',
    },
    {
      user: miku,
      status: 4,
      desc: 'PBS 的说明补充',
      text: '<p>PBS 最大为 24。</p>',
      comment: '已合并，感谢',
    },
  ];
  for (const [i, s] of suggestions.entries()) {
    await db
      .insertInto('suggestions')
      .values({
        docs_id: docs[i % docs.length].id,
        user_id: s.user,
        easy_desc: s.desc,
        suggest_text: s.text,
        suggest_status: s.status,
        manager_comment: s.comment ?? '',
        manager_id: s.status === 1 ? null : users.luka_admin,
        manager_name: s.status === 1 ? '' : 'luka_admin',
        submit_time: now - (6 - i) * DAY,
        updated_at: now - (6 - i) * DAY,
      })
      .execute();
  }
}
