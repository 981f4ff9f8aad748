import { describe, expect, it } from 'vitest';
import { articleBodySchema, articleContentIssue, articleUpdateSchema } from './schemas';

const good = {
  article_title: '标题',
  article_type: 1,
  article_author_type: 1,
  article_agreement: 2,
  article_md: '# 正文\n\n足够长的一段文字内容。',
  article_cover: '',
};

const firstMessage = (input: unknown) => {
  const r = articleBodySchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('article schema', () => {
  it('accepts a good original and drops author fields of originals', () => {
    const r = articleBodySchema.parse({ ...good, article_author_name: 'x', article_link: 'https://a.b' });
    expect(r).toMatchObject({
      article_title: '标题',
      article_author_name: '',
      article_link: '',
      article_agreement: 2,
    });
  });

  it('checks in the spec order with the spec keys', () => {
    expect(firstMessage({ ...good, article_title: '  ', article_md: '' })).toBe('articleTitleRequired');
    expect(firstMessage({ ...good, article_title: 'x'.repeat(51) })).toBe('articleTitleLong');
    expect(firstMessage({ ...good, article_title: 'x'.repeat(50) })).toBeNull();
    const repost = { ...good, article_author_type: 2 };
    expect(firstMessage({ ...repost, article_md: '' })).toBe('articleAuthorRequired');
    expect(firstMessage({ ...repost, article_author_name: 'a'.repeat(51) })).toBe('articleAuthorLong');
    expect(firstMessage({ ...repost, article_author_name: 'a' })).toBe('articleLinkRequired');
    expect(firstMessage({ ...repost, article_author_name: 'a', article_link: 'javascript:alert(1)' })).toBe(
      'linkUnsafe',
    );
    // spec §5: any link up to 100 characters, with or without a scheme.
    expect(
      firstMessage({ ...repost, article_author_name: 'a', article_link: 'www.bilibili.com/read/cv1' }),
    ).toBeNull();
    expect(
      firstMessage({
        ...repost,
        article_author_name: 'a',
        article_link: `www.bilibili.com/${'x'.repeat(83)}`,
      }),
    ).toBeNull();
    expect(
      firstMessage({ ...repost, article_author_name: 'a', article_link: `https://a.b/${'x'.repeat(100)}` }),
    ).toBe('articleLinkLong');
    expect(firstMessage({ ...repost, article_author_name: 'a', article_link: 'https://a.b/c' })).toBeNull();
    expect(firstMessage({ ...good, article_md: '<p></p><br>' })).toBe('articleContentRequired');
    expect(firstMessage({ ...good, article_md: '<p>短短短</p>' })).toBe('articleTooShort');
  });

  it('counts content after stripping paragraph and line-break tags; html only without md', () => {
    expect(articleContentIssue('', '<p><br></p>')).toBe('articleContentRequired');
    expect(articleContentIssue('', '<p>一二三四五六七八九十</p>')).toBeNull();
    expect(articleContentIssue('一二三四五六七八九', '<p>一二三四五六七八九十</p>')).toBe('articleTooShort');
    expect(articleContentIssue('😀😀😀😀😀😀😀😀😀😀')).toBeNull();
  });

  it('refuses bad enums and covers that are not our own images', () => {
    expect(firstMessage({ ...good, article_type: 5 })).toBe('badRequest');
    expect(firstMessage({ ...good, article_author_type: 0 })).toBe('badRequest');
    expect(firstMessage({ ...good, article_agreement: 3 })).toBe('badRequest');
    expect(firstMessage({ ...good, article_type: '2' })).toBeNull();
    expect(firstMessage({ ...good, article_cover: 'javascript:alert(1)' })).toBe('badRequest');
    expect(firstMessage({ ...good, article_cover: '/files/article/abcdef0123456789.jpg?v=3' })).toBeNull();
  });

  it('update needs an id', () => {
    expect(articleUpdateSchema.safeParse(good).success).toBe(false);
    expect(articleUpdateSchema.parse({ ...good, article_id: '7' }).article_id).toBe(7);
  });
});
