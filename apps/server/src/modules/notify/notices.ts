import { COMMENT_ON_MY_ITEM, parseMentions, type Scene } from '@vsqx/domain';
import type { DB } from '../../db/types';
import { writeMessages, type Publisher } from './notify';

/*
 * The messages other features send. Each function takes the live bus and the caller's db handle or
 * transaction, so the message is written in the same transaction as the action that causes it and
 * published once that commits (notify.ts).
 */

/** Column widths of `messages` (0001-initial); longer names are cut rather than failing on PostgreSQL. */
const NAME_MAX = 128;
const cut = (s: string, max = NAME_MAX) => [...s].slice(0, max).join('');

export interface ReplyEvent {
  /** Owner of the commented item (commentType 1) or author of the answered comment (2). */
  toUserId: number;
  fromUserId: number;
  scene: Scene;
  projectId: number;
  projectName: string;
  /** 1 = a comment on my item, 2 = a reply to my comment. */
  commentType: 1 | 2;
  text: string;
  /** The new comment, answerable from the replies page (issue 24). */
  commentId?: number;
}

/** A 'comment' message (回复我的). Nobody is notified of their own comment. Answers whether a row was written. */
export async function notifyReply(live: Publisher, db: DB, e: ReplyEvent): Promise<boolean> {
  if (e.toUserId === e.fromUserId) return false;
  await writeMessages(live, db, [
    {
      to_user_id: e.toUserId,
      kind: 'comment',
      from_user_id: e.fromUserId,
      scene: e.scene,
      project_id: e.projectId,
      project_name: cut(e.projectName),
      comment_type: e.commentType === COMMENT_ON_MY_ITEM ? 1 : 2,
      comment_id: e.commentId ?? null,
      text: e.text,
      created_at: Date.now(),
    },
  ]);
  return true;
}

export interface MentionEvent {
  fromUserId: number;
  scene: Scene;
  /** The item the text belongs to: project, article or square post id (the link target by scene). */
  projectId: number;
  projectName: string;
  text: string;
}

/**
 * One 'at' message (@我的) per distinct existing, enabled user named with `@username` in the text.
 * Unknown names and the author's own name notify nobody. Answers how many users were notified.
 */
export async function notifyMentions(live: Publisher, db: DB, e: MentionEvent): Promise<number> {
  const names = parseMentions(e.text);
  if (names.length === 0) return 0;
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'in', names)
    .where('disabled', '=', 0)
    .where('id', '!=', e.fromUserId)
    .execute();
  if (users.length === 0) return 0;
  const now = Date.now();
  await writeMessages(
    live,
    db,
    users.map((u) => ({
      to_user_id: u.id,
      kind: 'at',
      from_user_id: e.fromUserId,
      scene: e.scene,
      project_id: e.projectId,
      project_name: cut(e.projectName),
      text: e.text,
      created_at: now,
    })),
  );
  return users.length;
}

export interface SystemEvent {
  toUserIds: number[];
  title: string;
  text: string;
  /** A notice about someone's project (a credit invitation): who sent it and what it links to. */
  from?: { userId: number; projectId: number; scene: number };
}

/** 'system' messages (系统通知), one per recipient. Answers how many were written. */
export async function notifySystem(live: Publisher, db: DB, e: SystemEvent): Promise<number> {
  const ids = [...new Set(e.toUserIds)];
  const now = Date.now();
  const title = cut(e.title);
  const link = e.from
    ? { from_user_id: e.from.userId, project_id: e.from.projectId, scene: e.from.scene }
    : {};
  await writeMessages(
    live,
    db,
    ids.map((to) => ({ to_user_id: to, kind: 'system', title, text: e.text, created_at: now, ...link })),
  );
  return ids.length;
}
