import type { MessageKind } from '@vsqx/domain';
import { api } from '../../../lib/api';
import type { MessageRowOf } from './use-message-list';

export interface NewestNotice {
  /** Who sent it (a system notice: its title). */
  from: string;
  text: string;
}

const GET = {
  at: '/api/user/select_at_msg',
  apply: '/api/user/select_apply_msg',
  system: '/api/user/select_system_msg',
} as const;

/** The newest unread message of a kind, for the notification that announces it; undefined when there is none. */
export async function newestUnread(kind: MessageKind): Promise<NewestNotice | undefined> {
  const q = '?page_size=1&unread=1';
  if (kind === 'comment') {
    const [m] =
      (
        await api.form<MessageRowOf['comment'][]>(
          `/api/user/select_comment_msg_v2${q}`,
          { pageIndex: 1 },
          { silent: true },
        )
      ).data ?? [];
    return m && { from: m.comment_name, text: m.comment_text };
  }
  const rows = (await api.get<MessageRowOf[typeof kind][]>(`${GET[kind]}${q}`, { silent: true })).data ?? [];
  const m = rows[0];
  if (!m) return undefined;
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
