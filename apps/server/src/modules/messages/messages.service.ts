import { LIMITS, pageOffset, type ApplyNotice, type SystemMessage, type UnreadCounts } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import type { ListState } from '../../db/list-counts';
import { createMessagesRepository, type MessageKind, type Page } from './messages.repository';

export interface PageRequest {
  page?: number;
  page_size?: number;
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

  /** The list's state (length, version) first: the page read starts from an anchor when the version allows. */
  async function paged<T>(userId: number, kind: MessageKind, load: (state: ListState) => Promise<T[]>): Promise<Paged<T>> {
    const state = await repo.state(userId, kind);
    return { rows: await load(state), total: state.n };
  }

  return {
    /** JSON texts, built by the database (messages.repository.ts). */
    replies: (userId: number, p: PageRequest): Promise<Paged<string>> => paged(userId, 'comment', (state) => repo.fromUsers(userId, 'comment', toPage(p), state)),

    mentions: (userId: number, p: PageRequest): Promise<Paged<string>> => paged(userId, 'at', (state) => repo.fromUsers(userId, 'at', toPage(p), state)),

    applyNotices: (userId: number, p: PageRequest): Promise<Paged<ApplyNotice>> =>
      paged(userId, 'apply', async (state) =>
        (await repo.applyNotices(userId, toPage(p), state)).map((m) => ({
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
      ),

    system: (userId: number, p: PageRequest): Promise<Paged<SystemMessage>> =>
      paged(userId, 'system', async (state) =>
        (await repo.systemMessages(userId, toPage(p), state)).map((m) => ({
          id: m.id,
          is_read: m.is_read,
          title: m.title,
          msg: m.text,
          send_time: Number(m.created_at),
        })),
      ),

    async unreadCounts(userId: number): Promise<UnreadCounts> {
      const counts: UnreadCounts = { comment: 0, at: 0, apply: 0, system: 0 };
      for (const r of await repo.unreadByKind(userId)) {
        if (r.kind in counts) counts[r.kind as keyof UnreadCounts] = Number(r.n);
      }
      return counts;
    },

    markRead: (userId: number, kind: MessageKind, upTo?: number) => repo.markRead(userId, kind, upTo),
  };
}
