import type { EnumOption } from '../common/labels';

/** Message kinds: the four tabs of the message pages. */
export type MessageKind = 'comment' | 'at' | 'apply' | 'system';
export const MESSAGE_KINDS: readonly EnumOption<MessageKind>[] = [
  { value: 'comment', label: { zh: '回复我的', en: 'Replies to me' } },
  { value: 'at', label: { zh: '@我的', en: 'Mentions' } },
  { value: 'apply', label: { zh: '授权申请', en: 'Licence notices' } },
  { value: 'system', label: { zh: '系统通知', en: 'System notices' } },
];

/** Scene of a comment or mention: 1 project, 2 article, 3 square post, 4 MIDI project (site issue). */
export type Scene = 1 | 2 | 3 | 4;
export const SCENES: readonly EnumOption<Scene>[] = [
  { value: 1, label: { zh: '工程', en: 'Project' } },
  { value: 2, label: { zh: '文章', en: 'Article' } },
  { value: 3, label: { zh: '广场', en: 'Square' } },
  { value: 4, label: { zh: 'MIDI工程', en: 'MIDI project' } },
];

/** Where a scene's item lives on the site. */
export function scenePath(scene: number, id: number | string): string {
  if (scene === 2) return `/article/an${id}`;
  if (scene === 3) return `/square/sn${id}`;
  if (scene === 4) return `/project/mn${id}`;
  return `/project/vn${id}`;
}

/** comment_type: 1 = a comment on my item, else a reply to my comment. */
export const COMMENT_ON_MY_ITEM = 1;
export const REPLY_TO_MY_COMMENT = 2;

/** `@name` mentions in a text: usernames are 2-12 of Chinese, letters, digits, underscore. */
export function parseMentions(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/@([\u4e00-\u9fa5A-Za-z0-9_]{2,12})/g)) found.add(m[1]);
  return [...found];
}

/**
 * Per-kind message settings (account page): `true` pops a notification on the site when such a message
 * arrives; `false` does not. Off never hides the message or its unread count (docs/decisions.md). Here, not
 * beside its schema: the site's and the creator centre's entries read the defaults, and schemas.ts brings zod.
 */
export interface MessageSettings {
  comment: boolean;
  at: boolean;
  apply: boolean;
  system: boolean;
}
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  comment: true,
  at: true,
  apply: true,
  system: true,
};
