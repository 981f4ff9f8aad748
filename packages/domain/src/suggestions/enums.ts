import type { EnumOption } from '../common/labels';

/** suggest_status (spec §3). */
export type SuggestStatus = 1 | 2 | 3 | 4;
export const SUGGEST_PENDING = 1;
export const SUGGEST_MERGING = 2;
export const SUGGEST_REFUSED = 3;
export const SUGGEST_MERGED = 4;

export const SUGGEST_STATUSES: readonly EnumOption<SuggestStatus>[] = [
  { value: 1, label: { zh: '待审核', en: 'Pending' } },
  { value: 2, label: { zh: '已同意，合并中', en: 'Agreed, merging in progress' } },
  { value: 3, label: { zh: '已拒绝', en: 'Refused' } },
  { value: 4, label: { zh: '已合并', en: 'Merged' } },
];

/** Legal transitions (spec §4): 1 → 2 or 3, 2 → 4. */
export const SUGGEST_TRANSITIONS: Readonly<Record<SuggestStatus, readonly SuggestStatus[]>> = {
  1: [2, 3],
  2: [4],
  3: [],
  4: [],
};

export function canMoveSuggestion(from: SuggestStatus, to: SuggestStatus): boolean {
  return SUGGEST_TRANSITIONS[from]?.includes(to) ?? false;
}

/** ?status= of /v_course; `all` when absent. */
export type SuggestFilter = 'all' | 'replying' | 'allow' | 'refuse' | 'merging';
export const SUGGEST_FILTER_STATUS: Readonly<Record<Exclude<SuggestFilter, 'all'>, SuggestStatus>> = {
  replying: 1,
  allow: 2,
  refuse: 3,
  merging: 4,
};

export const MANAGER_QUICK_COMMENTS = ['同意，稍等合并', '无参考价值，不需要合并'] as const;
