import type { EnumOption } from '../common/labels';

/** Licence values (agreement) of spec §3, with their full texts. */
export type Agreement = 1 | 2 | 3 | 4;

export const AGREEMENTS: readonly EnumOption<Agreement>[] = [
  {
    value: 1,
    label: {
      zh: '非商业使用，二次发布需获得作者授权',
      en: 'Non-commercial use; secondary publication needs authorization',
    },
  },
  {
    value: 2,
    label: {
      zh: '非商业使用，注明作者即可，无需授权',
      en: 'Non-commercial use; credit the author, no authorization needed',
    },
  },
  { value: 3, label: { zh: '禁止二次发布', en: 'No secondary publication' } },
  {
    value: 4,
    label: { zh: '可商业使用，需申请授权', en: 'Commercial use; authorization must be applied for' },
  },
];

/** Licences under which others must apply before using a work (the apply form shows only for these). */
export const AGREEMENTS_NEEDING_APPLICATION: readonly Agreement[] = [1, 4];
