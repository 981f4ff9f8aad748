import type { MessageKind } from '@vsqx/domain';
import { fetchMessages, type MessageRowOf } from './use-message-list';

export interface NewestNotice {
  /** Who sent it (a system notice: its title). */
  from: string;
  text: string;
}

/** The newest unread message of a kind, for the notification that announces it; undefined when there is none. */
export async function newestUnread(kind: MessageKind): Promise<NewestNotice | undefined> {
  const { rows } = await fetchMessages(kind, 1, 1, true, { silent: true });
  const m = rows[0];
  if (!m) return undefined;
  if (kind === 'comment') {
    const r = m as MessageRowOf['comment'];
    return { from: r.comment_name, text: r.comment_text };
  }
  if (kind === 'at') {
    const at = m as MessageRowOf['at'];
    return { from: at.at_name, text: at.text };
  }
  if (kind === 'apply') {
    const a = m as MessageRowOf['apply'];
    return { from: a.apply_type === 1 ? a.apply_name : a.author_name, text: a.project_name };
  }
  const s = m as MessageRowOf['system'];
  return { from: s.title, text: s.msg };
}
