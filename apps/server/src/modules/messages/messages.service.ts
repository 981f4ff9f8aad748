import { LIMITS, pageOffset, type ApplyNotice, type SystemMessage, type UnreadCounts } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { messagesChanged } from '../notify/notify';
import { createMessagesRepository, type MessageKind, type Page } from './messages.repository';

export interface PageRequest {
  page?: number;
  page_size?: number;
  /** '1': only the unread ones (issue 24). */
  unread?: '0' | '1';
}

/** One page of a list with the total of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

function toPage(p: PageRequest): Page {
  const limit = p.page_size ?? LIMITS.pageSize;
  return { offset: pageOffset(p.page ?? 1, limit), limit };
}

/**
 * The caller's messages. Every query is bound to the caller's own id first, so no list or mark-as-read
 * can reach another user's inbox.
 */
export function createMessagesService(ctx: AppContext) {
  const repo = createMessagesRepository(ctx.db, ctx.dialect);

  /** A page with the list's length (read in the page's own statement, db/paged-list.ts), or an unread page. */
  async function paged<T>(
    userId: number,
    kind: MessageKind,
    load: () => Promise<Paged<T>>,
    p: PageRequest,
    unread: (page: Page) => Promise<T[]>,
  ): Promise<Paged<T>> {
    if (p.unread === '1') {
      const [rows, total] = await Promise.all([unread(toPage(p)), repo.unreadTotal(userId, kind)]);
      return { rows, total };
    }
    return load();
  }

  return {
    /** JSON texts, built by the database (messages.repository.ts). */
    replies: (userId: number, p: PageRequest): Promise<Paged<string>> =>
      paged(
        userId,
        'comment',
        () => repo.fromUsers(userId, 'comment', toPage(p)),
        p,
        (page) => repo.unreadCards(userId, 'comment', page),
      ),

    mentions: (userId: number, p: PageRequest): Promise<Paged<string>> =>
      paged(
        userId,
        'at',
        () => repo.fromUsers(userId, 'at', toPage(p)),
        p,
        (page) => repo.unreadCards(userId, 'at', page),
      ),

    applyNotices: async (userId: number, p: PageRequest): Promise<Paged<ApplyNotice>> => {
      const { rows, total } = await paged(
        userId,
        'apply',
        () => repo.applyNotices(userId, toPage(p)),
        p,
        (page) => repo.unreadApply(userId, page),
      );
      return {
        total,
        rows: rows.map((m) => ({
          id: m.id,
          is_read: m.is_read,
          apply_type: m.apply_type ?? 1,
          apply_name: m.apply_name,
          author_name: m.author_name,
          project_name: m.project_name,
          project_id: m.project_id ?? 0,
          scene: m.scene ?? 1,
          text: m.text,
          apply_time: m.apply_time === null ? null : Number(m.apply_time),
          reply_time: m.reply_time === null ? null : Number(m.reply_time),
        })),
      };
    },

    system: async (userId: number, p: PageRequest): Promise<Paged<SystemMessage>> => {
      const { rows, total } = await paged(
        userId,
        'system',
        () => repo.systemMessages(userId, toPage(p)),
        p,
        (page) => repo.unreadSystem(userId, page),
      );
      return {
        total,
        rows: rows.map((m) => ({
          id: m.id,
          is_read: m.is_read,
          title: m.title,
          msg: m.text,
          send_time: Number(m.created_at),
        })),
      };
    },

    async unreadCounts(userId: number): Promise<UnreadCounts> {
      const counts: UnreadCounts = { comment: 0, at: 0, apply: 0, system: 0 };
      for (const r of await repo.unreadByKind(userId)) {
        if (r.kind in counts) counts[r.kind as keyof UnreadCounts] = Number(r.n);
      }
      return counts;
    },

    /** The caller's other tabs and devices see their counts drop (modules/notify). */
    async markRead(userId: number, kind: MessageKind, upTo?: number): Promise<number> {
      const updated = await repo.markRead(userId, kind, upTo);
      if (updated > 0) await messagesChanged(ctx.live, ctx.db, [userId]);
      return updated;
    },

    /** One message read; 404 when the caller has no message with that id (another user's included). */
    async markOne(userId: number, id: number): Promise<number> {
      const updated = await repo.markOne(userId, id);
      if (updated === undefined) throw notFound();
      if (updated > 0) await messagesChanged(ctx.live, ctx.db, [userId]);
      return updated;
    },
  };
}
