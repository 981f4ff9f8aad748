import type { EnumOption } from '../common/labels';

export type ArticleType = 1 | 2 | 3 | 4;
export const ARTICLE_TYPES: readonly EnumOption<ArticleType>[] = [
  { value: 1, label: { zh: '调教入门教程', en: 'Tuning beginner tutorial' } },
  { value: 2, label: { zh: '调教进阶技巧', en: 'Advanced tuning technique' } },
  { value: 3, label: { zh: '调教工具', en: 'Tuning tool' } },
  { value: 4, label: { zh: '调教故事', en: 'Tuning story' } },
];

export type ArticleAuthorType = 1 | 2;
export const ARTICLE_AUTHOR_TYPES: readonly EnumOption<ArticleAuthorType>[] = [
  { value: 1, label: { zh: '原创', en: 'Original' } },
  { value: 2, label: { zh: '转载', en: 'Repost' } },
];

export type ArticleAgreement = 1 | 2;
export const ARTICLE_AGREEMENTS: readonly EnumOption<ArticleAgreement>[] = [
  { value: 1, label: { zh: '禁止转载', en: 'No reposting' } },
  {
    value: 2,
    label: {
      zh: '允许非商业转载，需注明作者及原文链接',
      en: 'Non-commercial reposting allowed with credit to the author and a link',
    },
  },
];
