import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { listState, type ListState } from '../../db/list-counts';
import { createPageAnchors, type KeyedList } from '../../db/page-anchors';
import { pageQuery, preparedQuery } from '../../db/prepared-query';

export type MessageKind = 'comment' | 'at' | 'apply' | 'system';

export interface Page {
  offset: number;
  limit: number;
}

/** Kysely only: the caller's inbox, one kind at a time, newest first. */
export function createMessagesRepository(db: DB) {
  const inbox = (userId: number, kind: MessageKind) =>
    db.selectFrom('messages as m').where('m.to_user_id', '=', userId).where('m.kind', '=', kind);
  const ids = (userId: number, kind: MessageKind) => inbox(userId, kind).select('m.id').orderBy('m.id', 'desc');
  /** The messages a page of `ids` selects, in the same order: read by id after paging on the index alone. */
  const byIds = (page: ReturnType<typeof ids>) =>
    // Typed as the inbox it reads from: the page's ids only order and filter it; what is selected comes from m and u.
    db.selectFrom(page.as('k')).innerJoin('messages as m', 'm.id', 'k.id').orderBy('k.id', 'desc') as unknown as ReturnType<typeof inbox>;
  /**
   * One page of an inbox, newest first. Past the first rows (SHALLOW_OFFSET), the ids are paged on the
   * (to_user_id, kind, id) index alone, then only those rows are read and joined, so a skipped message costs
   * an index step, not a row read and a sender lookup (1.4 ms → 0.1 ms deep down).
   */
  const pageOf = (deep: boolean) => (userId: number, kind: MessageKind, limit: number, offset: number) =>
    deep ? byIds(ids(userId, kind).limit(limit).offset(offset)) : inbox(userId, kind).orderBy('m.id', 'desc').limit(limit).offset(offset);
  /** Deeper than an anchor (db/page-anchors.ts): the messages below an id, skipping fewer than ANCHOR_STEP on the index. */
  const below = (userId: number, kind: MessageKind, id: number, limit: number, skip: number) =>
    byIds(ids(userId, kind).where('m.id', '<', id).limit(limit).offset(skip));
  const FROM_USERS = [
    'm.id', 'm.is_read', 'm.from_user_id', 'm.scene', 'm.project_id', 'm.project_name', 'm.comment_type', 'm.text',
    'm.created_at', 'u.username', 'u.avatar_exist', 'u.avatar_version',
  ] as const;
  const APPLY = ['m.id', 'm.is_read', 'm.apply_type', 'm.apply_name', 'm.author_name', 'm.project_name', 'm.project_id', 'm.scene', 'm.text', 'm.apply_time', 'm.reply_time'] as const;
  const SYSTEM = ['m.id', 'm.is_read', 'm.title', 'm.text', 'm.created_at'] as const;
  const fromUsersPage = pageQuery(db, (deep) => (userId: number, kind: MessageKind, limit: number, offset: number) =>
    pageOf(deep)(userId, kind, limit, offset).leftJoin('users as u', 'u.id', 'm.from_user_id').select(FROM_USERS));
  const applyPage = pageQuery(db, (deep) => (userId: number, limit: number, offset: number) => pageOf(deep)(userId, 'apply', limit, offset).select(APPLY));
  const systemPage = pageQuery(db, (deep) => (userId: number, limit: number, offset: number) => pageOf(deep)(userId, 'system', limit, offset).select(SYSTEM));
  const fromUsersBelow = preparedQuery(db, (userId: number, kind: MessageKind, id: number, limit: number, skip: number) =>
    below(userId, kind, id, limit, skip).leftJoin('users as u', 'u.id', 'm.from_user_id').select(FROM_USERS));
  const applyBelow = preparedQuery(db, (userId: number, id: number, limit: number, skip: number) => below(userId, 'apply', id, limit, skip).select(APPLY));
  const systemBelow = preparedQuery(db, (userId: number, id: number, limit: number, skip: number) => below(userId, 'system', id, limit, skip).select(SYSTEM));
  const firstId = preparedQuery(db, (userId: number, kind: MessageKind, skip: number) => ids(userId, kind).limit(1).offset(skip));
  const nextId = preparedQuery(db, (userId: number, kind: MessageKind, id: number, skip: number) => ids(userId, kind).where('m.id', '<', id).limit(1).offset(skip));
  const anchors = createPageAnchors();

  /** One page of an inbox: from the nearest anchor when they hold, else by offset. */
  async function paged<R>(userId: number, kind: MessageKind, page: Page, state: ListState, after: (id: number, limit: number, skip: number) => Promise<R[]>, byOffset: () => Promise<R[]>) {
    const list: KeyedList<R> = {
      keyAfter: async (key, skip) => {
        const [r] = key ? await nextId(userId, kind, key[0], skip) : await firstId(userId, kind, skip);
        return r && [r.id];
      },
      after: (key, limit, skip) => after(key[0], limit, skip),
    };
    return (await anchors.page(`${kind}:${userId}`, state, page.offset, page.limit, list)) ?? byOffset();
  }

  return {
    /** Length and version, kept by triggers (migrations 0010, 0011): a big inbox held 100k rows to count per request. */
    state: (userId: number, kind: MessageKind) => listState(db, userId, `msg_${kind}`),

    /** Replies and mentions, with the sender's current name and avatar. */
    fromUsers: (userId: number, kind: 'comment' | 'at', page: Page, state: ListState) =>
      paged(userId, kind, page, state, (id, limit, skip) => fromUsersBelow(userId, kind, id, limit, skip), () => fromUsersPage(userId, kind, page.limit, page.offset)),

    applyNotices: (userId: number, page: Page, state: ListState) =>
      paged(userId, 'apply', page, state, (id, limit, skip) => applyBelow(userId, id, limit, skip), () => applyPage(userId, page.limit, page.offset)),

    systemMessages: (userId: number, page: Page, state: ListState) =>
      paged(userId, 'system', page, state, (id, limit, skip) => systemBelow(userId, id, limit, skip), () => systemPage(userId, page.limit, page.offset)),

    /** Unread counts of every kind in one grouped query (index messages_unread). */
    unreadByKind: (userId: number) =>
      db
        .selectFrom('messages')
        .select(['kind', sql<number>`count(*)`.as('n')])
        .where('to_user_id', '=', userId)
        .where('is_read', '=', 0)
        .groupBy('kind')
        .execute(),

    /** Marks the caller's unread messages of one kind read, optionally only up to a message id. */
    markRead: async (userId: number, kind: MessageKind, upTo?: number) => {
      let q = db.updateTable('messages').set({ is_read: 1 }).where('to_user_id', '=', userId).where('kind', '=', kind).where('is_read', '=', 0);
      if (upTo !== undefined) q = q.where('id', '<=', upTo);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
