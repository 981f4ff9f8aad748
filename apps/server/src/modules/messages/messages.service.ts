import { LIMITS, pageOffset, type ApplyNotice, type MentionMessage, type ReplyMessage, type SystemMessage, type UnreadCounts } from '@vsqx/domain';
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
  const repo = createMessagesRepository(ctx.db);

  /** The list's state (length, version) first: the page read starts from an anchor when the version allows. */
  async function paged<T>(userId: number, kind: MessageKind, load: (state: ListState) => Promise<T[]>): Promise<Paged<T>> {
    const state = await repo.state(userId, kind);
    return { rows: await load(state), total: state.n };
  }

  return {
    replies: (userId: number, p: PageRequest): Promise<Paged<ReplyMessage>> =>
      paged(userId, 'comment', async (state) =>
        (await repo.fromUsers(userId, 'comment', toPage(p), state)).map((m) => ({
          id: m.id,
          is_read: m.is_read,
          uid: m.from_user_id ?? 0,
          comment_name: m.username ?? '',
          avatar_exist: m.avatar_exist ?? 0,
          avatar_version: m.avatar_version ?? 0,
          comment_text: m.text,
          comment_time: Number(m.created_at),
          comment_type: m.comment_type ?? 1,
          scene: m.scene ?? 1,
          project_id: m.project_id ?? 0,
          project_name: m.project_name,
        })),
      ),

    mentions: (userId: number, p: PageRequest): Promise<Paged<MentionMessage>> =>
      paged(userId, 'at', async (state) =>
        (await repo.fromUsers(userId, 'at', toPage(p), state)).map((m) => ({
          id: m.id,
          is_read: m.is_read,
          at_uid: m.from_user_id ?? 0,
          at_name: m.username ?? '',
          avatar_exist: m.avatar_exist ?? 0,
          avatar_version: m.avatar_version ?? 0,
          text: m.text,
          timestamp: Number(m.created_at),
          scene: m.scene ?? 1,
          project_id: m.project_id ?? 0,
          project_name: m.project_name,
        })),
      ),

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
