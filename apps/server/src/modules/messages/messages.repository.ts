import { sql } from 'kysely';
import type { MentionMessage, ReplyMessage } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { jsonObject } from '../../db/json-object';
import { listState, type ListState } from '../../db/list-counts';
import { createPageAnchors, type KeyedList } from '../../db/page-anchors';
import { pageQuery, preparedQuery } from '../../db/prepared-query';

export type MessageKind = 'comment' | 'at' | 'apply' | 'system';

export interface Page {
  offset: number;
  limit: number;
}

/** Kysely only: the caller's inbox, one kind at a time, newest first. */
export function createMessagesRepository(db: DB, dialect: Dialect) {
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
  /** Replies and mentions as the JSON the lists send (db/json-object.ts), with the sender's current name and avatar. */
  const or = (column: string, absent: number | string) => sql`coalesce(${sql.ref(column)}, ${sql.lit(absent)})`;
  const ref = (column: string) => sql.ref(column);
  const fromSender = {
    uid: or('m.from_user_id', 0), name: or('u.username', ''), avatar_exist: or('u.avatar_exist', 0), avatar_version: or('u.avatar_version', 0),
  };
  const where = { scene: or('m.scene', 1), project_id: or('m.project_id', 0), project_name: ref('m.project_name') };
  const CARDS = {
    comment: jsonObject<ReplyMessage>(dialect, {
      id: ref('m.id'), is_read: ref('m.is_read'), uid: fromSender.uid, comment_name: fromSender.name, avatar_exist: fromSender.avatar_exist,
      avatar_version: fromSender.avatar_version, comment_text: ref('m.text'), comment_time: ref('m.created_at'), comment_type: or('m.comment_type', 1), ...where,
      comment_id: or('m.comment_id', 0),
    }).as('card'),
    at: jsonObject<MentionMessage>(dialect, {
      id: ref('m.id'), is_read: ref('m.is_read'), at_uid: fromSender.uid, at_name: fromSender.name, avatar_exist: fromSender.avatar_exist,
      avatar_version: fromSender.avatar_version, text: ref('m.text'), timestamp: ref('m.created_at'), ...where,
    }).as('card'),
  };
  const APPLY = ['m.id', 'm.is_read', 'm.apply_type', 'm.apply_name', 'm.author_name', 'm.project_name', 'm.project_id', 'm.scene', 'm.text', 'm.apply_time', 'm.reply_time'] as const;
  const SYSTEM = ['m.id', 'm.is_read', 'm.title', 'm.text', 'm.created_at'] as const;
  const cardPage = (kind: 'comment' | 'at') =>
    pageQuery(db, (deep) => (userId: number, limit: number, offset: number) => pageOf(deep)(userId, kind, limit, offset).leftJoin('users as u', 'u.id', 'm.from_user_id').select(CARDS[kind]));
  const cardBelow = (kind: 'comment' | 'at') =>
    preparedQuery(db, (userId: number, id: number, limit: number, skip: number) => below(userId, kind, id, limit, skip).leftJoin('users as u', 'u.id', 'm.from_user_id').select(CARDS[kind]));
  const cardPages = { comment: cardPage('comment'), at: cardPage('at') };
  const cardsBelow = { comment: cardBelow('comment'), at: cardBelow('at') };
  const applyPage = pageQuery(db, (deep) => (userId: number, limit: number, offset: number) => pageOf(deep)(userId, 'apply', limit, offset).select(APPLY));
  const systemPage = pageQuery(db, (deep) => (userId: number, limit: number, offset: number) => pageOf(deep)(userId, 'system', limit, offset).select(SYSTEM));
  const applyBelow = preparedQuery(db, (userId: number, id: number, limit: number, skip: number) => below(userId, 'apply', id, limit, skip).select(APPLY));
  const systemBelow = preparedQuery(db, (userId: number, id: number, limit: number, skip: number) => below(userId, 'system', id, limit, skip).select(SYSTEM));
  const firstId = preparedQuery(db, (userId: number, kind: MessageKind, skip: number) => ids(userId, kind).limit(1).offset(skip));
  const nextId = preparedQuery(db, (userId: number, kind: MessageKind, id: number, skip: number) => ids(userId, kind).where('m.id', '<', id).limit(1).offset(skip));
  const anchors = createPageAnchors();
  /** The unread filter (issue 24): plain offset pages on the messages_unread index; unread lists stay short. */
  const unread = (userId: number, kind: MessageKind, page: Page) =>
    inbox(userId, kind).where('m.is_read', '=', 0).orderBy('m.id', 'desc').limit(page.limit).offset(page.offset);

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

    /** Replies or mentions as JSON texts (ReplyMessage / MentionMessage), with the sender's current name and avatar. */
    fromUsers: async (userId: number, kind: 'comment' | 'at', page: Page, state: ListState): Promise<string[]> =>
      (
        await paged(userId, kind, page, state, (id, limit, skip) => cardsBelow[kind](userId, id, limit, skip), () => cardPages[kind](userId, page.limit, page.offset))
      ).map((r) => r.card),

    applyNotices: (userId: number, page: Page, state: ListState) =>
      paged(userId, 'apply', page, state, (id, limit, skip) => applyBelow(userId, id, limit, skip), () => applyPage(userId, page.limit, page.offset)),

    systemMessages: (userId: number, page: Page, state: ListState) =>
      paged(userId, 'system', page, state, (id, limit, skip) => systemBelow(userId, id, limit, skip), () => systemPage(userId, page.limit, page.offset)),

    unreadCards: async (userId: number, kind: 'comment' | 'at', page: Page): Promise<string[]> =>
      (await unread(userId, kind, page).leftJoin('users as u', 'u.id', 'm.from_user_id').select(CARDS[kind]).execute()).map((r) => r.card),
    unreadApply: (userId: number, page: Page) => unread(userId, 'apply', page).select(APPLY).execute(),
    unreadSystem: (userId: number, page: Page) => unread(userId, 'system', page).select(SYSTEM).execute(),
    unreadTotal: async (userId: number, kind: MessageKind) =>
      Number((await inbox(userId, kind).where('m.is_read', '=', 0).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),

    /** Marks one of the caller's messages read; undefined when the caller has no message with that id. */
    markOne: async (userId: number, id: number): Promise<number | undefined> => {
      const r = await db.updateTable('messages').set({ is_read: 1 }).where('id', '=', id).where('to_user_id', '=', userId).where('is_read', '=', 0).executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) return 1;
      const mine = await db.selectFrom('messages').select('id').where('id', '=', id).where('to_user_id', '=', userId).executeTakeFirst();
      return mine ? 0 : undefined;
    },

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
