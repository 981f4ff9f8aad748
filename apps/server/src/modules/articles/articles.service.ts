import { randomBytes } from 'node:crypto';
import type { ViewSource } from '@vsqx/domain';
import { viewerKeyOf, type Viewer } from '../analytics/analytics.record';
import { assertVisible, publicationColumns } from '../visibility/visibility.repository';
import type { FastifyRequest } from 'fastify';
import {
  isFiltered,
  LIMITS,
  pageOffset,
  type ArticleBody,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleUpdate,
  type MyListQuery,
  type PublicArticle,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { ARTICLE_LIST, ownRowsUpTo, planMyList } from '../search/my-filters.repository';
import { createOwnRows, createSearchPlan } from '../search/search-plan.repository';
import { searchProbeOf } from '../../db/search-probe';
import { reencodeBodyImage, reencodeImage } from '../../lib/images';
import { stageSingleFile } from '../../lib/multipart';
import { fileKeys } from '../../files/file-store';
import { articleHtml } from './article-html';
import { createArticlesRepository, type ArticleWrite } from './articles.repository';

type Row = Awaited<ReturnType<ReturnType<typeof createArticlesRepository>['list']>>[number];

function listItem(r: Row): ArticleListItem {
  return {
    ...r,
    article_type: r.article_type as ArticleListItem['article_type'],
    article_author_type: r.article_author_type as ArticleListItem['article_author_type'],
    timestamp: Number(r.timestamp),
    click_num: Number(r.click_num),
    comment_num: Number(r.comment_num),
  };
}

/** The stored form: the HTML is always the server's own rendering, sanitised. */
function toWrite(a: ArticleBody): ArticleWrite {
  return {
    article_title: a.article_title,
    article_type: a.article_type,
    article_author_type: a.article_author_type,
    article_author_name: a.article_author_name,
    article_link: a.article_link,
    article_agreement: a.article_agreement,
    article_md: a.article_md,
    article_html: articleHtml(a.article_md, a.article_html),
    article_cover: a.article_cover,
    ...publicationColumns(a),
  };
}

export function createArticlesService(ctx: AppContext) {
  const repo = createArticlesRepository(ctx.db);
  const plan = createSearchPlan(ctx.dialect, searchProbeOf(ctx.db, ctx.dialect));
  const ownRows = createOwnRows();

  async function owned(userId: number, articleId: number): Promise<ArticleDetail> {
    const row = await repo.findOwned(userId, articleId);
    if (!row) throw notFound();
    return {
      ...listItem(row),
      article_author_name: row.article_author_name,
      article_link: row.article_link,
      article_agreement: row.article_agreement as ArticleDetail['article_agreement'],
      article_md: row.article_md,
      article_html: row.article_html,
    };
  }

  /**
   * An image in staging (multipart or a finished resumable upload) goes live re-encoded (metadata dropped):
   * a cover to exactly 600x378, a body image at its ratio. Only images that decode are kept.
   */
  async function keepImage(stagedKey: string, isCover: boolean): Promise<string> {
    let jpeg: Buffer;
    try {
      const data = await ctx.files.readStaged(stagedKey, LIMITS.imageMaxBytes);
      jpeg = isCover ? await reencodeImage(data, LIMITS.articleCover) : await reencodeBodyImage(data);
    } finally {
      await ctx.files.discard(stagedKey);
    }
    // A fresh random name: nothing live is replaced, so the new file can go live at once.
    const name = `${randomBytes(12).toString('base64url')}.jpg`;
    const staged = await ctx.files.stageBuffer(jpeg);
    await ctx.files.commit(staged.stagedKey, fileKeys.articleImage(name));
    return `/files/${fileKeys.articleImage(name)}`;
  }

  return {
    /**
     * The caller's own articles only (another uid is "not found"). With `page` one page and the total;
     * without, the whole list as spec §7 answers it.
     */
    async list(
      callerId: number,
      uid: number,
      q: MyListQuery,
    ): Promise<{ rows: ArticleListItem[]; total: number }> {
      if (uid !== callerId) throw notFound();
      const limit = q.page_size ?? LIMITS.pageSize;
      const page = q.page === undefined ? null : { offset: pageOffset(q.page, limit), limit };
      if (isFiltered(q)) {
        // Only the newest-first order has her index (articles_user_time); 'hot' is computed, so no walk there.
        const { rows, total } = await planMyList(plan, ARTICLE_LIST, {
          userId: callerId,
          ownRows: q.q
            ? await ownRows(String(callerId), () => ownRowsUpTo(ctx.db, 'articles', callerId))
            : undefined,
          q,
          offset: page?.offset ?? null,
          indexedOrder: q.sort !== 'hot',
          count: (w) => repo.count(callerId, w),
          page: (where, withTotal) => repo.list(callerId, q.sort ?? 'time', page, where, withTotal),
        });
        return { rows: rows.map(listItem), total };
      }
      const [rows, total] = await Promise.all([
        repo.list(callerId, q.sort ?? 'time', page),
        repo.count(callerId),
      ]);
      return { rows: rows.map(listItem), total };
    },

    get: (userId: number, articleId: number) => owned(userId, articleId),

    create: (userId: number, body: ArticleBody) => repo.insert(userId, toWrite(body), Date.now()),

    async update(userId: number, body: ArticleUpdate): Promise<void> {
      await owned(userId, body.article_id);
      if ((await repo.update(userId, body.article_id, toWrite(body), Date.now())) === 0) throw notFound();
    },

    async remove(userId: number, articleId: number): Promise<void> {
      if ((await repo.remove(userId, articleId)) === 0) throw notFound();
    },

    /**
     * Stores one uploaded image for an article and answers its address. Only images that decode are
     * kept, always re-encoded (metadata dropped): a cover to exactly 600x378, a body image at its ratio.
     */
    async uploadImage(req: FastifyRequest, kindFromQuery: string | undefined): Promise<string> {
      const upload = await stageSingleFile(req, ctx.files, {
        maxBytes: LIMITS.imageMaxBytes,
        extensions: [],
        extensionMessage: 'imageOnly',
        tooLargeMessage: 'imageTooLarge',
      });
      return keepImage(upload.stagedKey, (kindFromQuery ?? upload.fields.kind) === 'cover');
    },

    keepImage,

    /** The public article page; counts a click at most once per viewer in 30 minutes, never the author's. */
    async view(
      articleId: number,
      viewer: Viewer,
      origin: { source: ViewSource; host: string } = { source: 'direct', host: '' },
    ): Promise<PublicArticle> {
      const found = await repo.findPublic(articleId);
      assertVisible(found && { visibility: found.visibility, ownerId: Number(found.uid) }, viewer.userId);
      const { visibility: _v, ...row } = found!;
      const now = Date.now();
      const counted =
        Number(row.uid) !== viewer.userId &&
        (await ctx.views.add({
          type: 'a',
          id: articleId,
          ownerId: Number(row.uid),
          actorId: viewer.userId,
          viewerKey: await viewerKeyOf(ctx.db, viewer, now),
          at: now,
          ...origin,
        }));
      return {
        ...row,
        article_type: row.article_type as PublicArticle['article_type'],
        article_author_type: row.article_author_type as PublicArticle['article_author_type'],
        article_agreement: row.article_agreement as PublicArticle['article_agreement'],
        uid: Number(row.uid),
        timestamp: Number(row.timestamp),
        click_num: Number(row.click_num) + (counted ? 1 : 0),
        comment_num: Number(row.comment_num),
        zan: Number(row.zan),
      };
    },
  };
}
