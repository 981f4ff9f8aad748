import type { EnumOption } from '../common/labels';

/** author_reply of a licence request (spec §3); 5 is a legacy refusal and is filtered as refused. */
export type ApplyStatus = 1 | 2 | 3 | 5;
export const APPLY_WAITING = 1;
export const APPLY_ALLOWED = 2;
export const APPLY_REFUSED = 3;
export const APPLY_REFUSED_LEGACY = 5;

export const APPLY_STATUSES: readonly EnumOption<1 | 2 | 3>[] = [
  { value: 1, label: { zh: '等待回复', en: 'Waiting for reply' } },
  { value: 2, label: { zh: '已同意', en: 'Allowed' } },
  { value: 3, label: { zh: '已拒绝', en: 'Refused' } },
];

/** The ?status= filter of /apply and /authorization. */
export type ApplyFilter = 'all' | 'replying' | 'allow' | 'refuse';
export const APPLY_FILTERS: readonly ApplyFilter[] = ['all', 'replying', 'allow', 'refuse'];

export function applyMatchesFilter(status: number, filter: ApplyFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'replying':
      return status === APPLY_WAITING;
    case 'allow':
      return status === APPLY_ALLOWED;
    case 'refuse':
      return status === APPLY_REFUSED || status === APPLY_REFUSED_LEGACY;
  }
}

/** Licence notice apply_type (spec §3). */
export type ApplyNoticeType = 1 | 2 | 3;
export const APPLY_NOTICE_TYPES: readonly EnumOption<ApplyNoticeType>[] = [
  { value: 1, label: { zh: '申请了你的作品授权', en: 'applied for a licence to your work' } },
  { value: 2, label: { zh: '同意了你的授权申请', en: 'allowed your licence request' } },
  { value: 3, label: { zh: '拒绝了你的授权申请', en: 'refused your licence request' } },
];

/** Quick replies offered when answering a request. */
export const REPLY_SUGGESTIONS = ['可以，注明出处即可', '抱歉，暂不授权'] as const;
