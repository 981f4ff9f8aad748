import type { EnumOption } from '../common/labels';

export type Gender = 0 | 1 | 2;
export const GENDERS: readonly EnumOption<Gender>[] = [
  { value: 1, label: { zh: '男', en: 'Male' } },
  { value: 2, label: { zh: '女', en: 'Female' } },
  { value: 0, label: { zh: '保密', en: 'Secret' } },
];
