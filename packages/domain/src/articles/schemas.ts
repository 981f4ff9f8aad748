import { z } from 'zod';
import { publicationFieldsSchema } from '../visibility/schemas';
import { articleCardBaseSchema, publicationStateSchema } from '../common/cards';
import { hasDangerousScheme } from '../common/links';
import { LIMITS } from '../common/limits';
import { dbIdSchema } from '../common/ids';
import type { MessageKey } from '../common/messages';
import type { ArticleAgreement, ArticleAuthorType, ArticleType } from './enums';

/** A field that must be one of a few numbers; JSON may carry them as numbers or numeric strings. */
function oneOf<const T extends number>(values: readonly [T, ...T[]]) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.literal(values, { error: 'badRequest' }),
  );
}

/** Title: required, at most 50 characters (spec §5 "Article edit"). */
export const articleTitleSchema = z
  .string({ error: 'articleTitleRequired' })
  .trim()
  .min(1, 'articleTitleRequired')
  .max(LIMITS.articleTitleMax, 'articleTitleLong');

/** Original author of a repost: required, at most 50 characters. */
export const articleAuthorSchema = z
  .string({ error: 'articleAuthorRequired' })
  .trim()
  .min(1, 'articleAuthorRequired')
  .max(LIMITS.articleAuthorMax, 'articleAuthorLong');

/**
 * Where a repost was first published: required, at most 100 characters (spec §5), e.g.
 * `www.bilibili.com/read/cv1`. Only a scheme that runs code is refused; rendering goes through `linkHref`.
 */
export const articleLinkSchema = z
  .string({ error: 'articleLinkRequired' })
  .trim()
  .min(1, 'articleLinkRequired')
  .max(LIMITS.articleLinkMax, 'articleLinkLong')
  .refine((v) => !hasDangerousScheme(v), { error: 'linkUnsafe' });

/**
 * The text the content rules look at: the source with paragraph and line-break tags stripped (spec §5),
 * then trimmed. Markdown is the source; the HTML only when no Markdown was sent.
 */
export function articleContentText(md: string, html = ''): string {
  const source = md.trim() ? md : html;
  return source.replace(/<\/?p\s*>|<br\s*\/?>/gi, '').trim();
}

/** Which content message applies, if any: empty → '请填写文章内容', under 10 → '文章太短（请认真填写）'. */
export function articleContentIssue(md: string, html = ''): MessageKey | null {
  const text = articleContentText(md, html);
  if (text.length === 0) return 'articleContentRequired';
  if ([...text].length < LIMITS.articleMinLength) return 'articleTooShort';
  if (md.length > LIMITS.articleMarkdownMax || html.length > LIMITS.articleMarkdownMax * 2)
    return 'articleTooLong';
  return null;
}

/** The Markdown field alone (the web's form rule). */
export const articleContentSchema = z.string({ error: 'articleContentRequired' }).superRefine((md, ctx) => {
  const issue = articleContentIssue(md);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

/** An article cover is one of our own article images, or none (the default cover is shown). */
export const ARTICLE_IMAGE_PATH = /^\/files\/article\/[A-Za-z0-9_-]{8,64}\.jpg$/;

const fields = z.object({
  article_title: z.string({ error: 'articleTitleRequired' }),
  article_type: oneOf<ArticleType>([1, 2, 3, 4]),
  article_author_type: oneOf<ArticleAuthorType>([1, 2]),
  article_author_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  article_link: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  article_agreement: oneOf<ArticleAgreement>([1, 2]).optional().default(1),
  article_md: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  article_html: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  article_cover: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().replace(/\?.*$/, ''))
    .refine((v) => v === '' || ARTICLE_IMAGE_PATH.test(v), { error: 'badRequest' })
    .meta({
      anyOf: [
        { type: 'string', maxLength: 0 },
        { type: 'string', pattern: ARTICLE_IMAGE_PATH.source },
      ],
      nullable: true,
    }),
  ...publicationFieldsSchema.shape,
});

/**
 * The rules of spec §5 "Article edit" in the spec's order: title, original author and link of a repost,
 * content. Author and link are kept only for reposts.
 */
function checkArticle<A extends z.infer<typeof fields>>(a: A, ctx: z.RefinementCtx): A {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const title = articleTitleSchema.safeParse(a.article_title);
  if (!title.success) return fail(title.error.issues[0].message);
  let author = '';
  let link = '';
  if (a.article_author_type === 2) {
    const au = articleAuthorSchema.safeParse(a.article_author_name);
    if (!au.success) return fail(au.error.issues[0].message);
    const li = articleLinkSchema.safeParse(a.article_link);
    if (!li.success) return fail(li.error.issues[0].message);
    author = au.data;
    link = li.data;
  }
  const content = articleContentIssue(a.article_md, a.article_html);
  if (content) return fail(content);
  return { ...a, article_title: title.data, article_author_name: author, article_link: link };
}

/** DESIGN's `submit_article`: the form of `update_article` without `article_id`. */
export const articleBodySchema = fields.transform(checkArticle);
export type ArticleBody = z.infer<typeof articleBodySchema>;

/** Spec §7 `update_article`. */
export const articleUpdateSchema = fields.extend({ article_id: dbIdSchema }).transform(checkArticle);
export type ArticleUpdate = z.infer<typeof articleUpdateSchema>;

const int = z.number().int();

/** One card of the article list (spec §2 "Article list"). */
export const articleListItemSchema = articleCardBaseSchema.extend(publicationStateSchema.shape);
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** The article as the edit page loads it (spec §3 Article). */
export const articleDetailSchema = articleListItemSchema.extend({
  article_author_name: z.string(),
  article_link: z.string(),
  article_agreement: z.literal([1, 2]),
  article_md: z.string(),
  article_html: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** The public article page (`GET /api/app/article/{id}`): only server-sanitised HTML. */
export const publicArticleSchema = articleDetailSchema
  .omit({ article_md: true })
  .extend({ uid: int, username: z.string(), zan: int });
export type PublicArticle = z.infer<typeof publicArticleSchema>;
