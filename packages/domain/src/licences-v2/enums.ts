import type { EnumOption } from '../common/labels';

/** What a licence is for (DESIGN §8 "Licences 2.0"). */
export const USE_TYPES = ['cover', 'retune', 'param', 'arrange', 'pv', 'commercial'] as const;
export type UseType = (typeof USE_TYPES)[number];

export const USE_TYPE_OPTIONS: readonly EnumOption<UseType>[] = [
  { value: 'cover', label: { zh: '翻唱', en: 'Cover' } },
  { value: 'retune', label: { zh: '翻调', en: 'Retune' } },
  { value: 'param', label: { zh: '套参', en: 'Parameter reuse' } },
  { value: 'arrange', label: { zh: '改编', en: 'Arrangement' } },
  { value: 'pv', label: { zh: 'PV', en: 'PV' } },
  { value: 'commercial', label: { zh: '商用', en: 'Commercial' } },
];

/** A project's auto-allow rule: 'noncommercial' allows every request but a commercial one at once. */
export const AUTO_ALLOW_RULES = ['none', 'noncommercial'] as const;
export type AutoAllowRule = (typeof AUTO_ALLOW_RULES)[number];

/**
 * Whether a new request is allowed at once. A request without `use_type` (the spec's form) says nothing
 * about commercial use, so it waits like a commercial one.
 */
export function autoAllows(rule: AutoAllowRule, useType: UseType | null | undefined): boolean {
  return rule === 'noncommercial' && !!useType && useType !== 'commercial';
}

/** Licence notice apply_type values beyond the spec's 1–3 (the same `messages` kind 'apply', same badge). */
export const APPLY_NOTICE_MESSAGE = 4;
export const APPLY_NOTICE_REVOKED = 5;
export const APPLY_NOTICE_WORK = 6;

/** Credit roles (DESIGN §8 "Credits"), in the order a credit block lists them. */
export const CREDIT_ROLES = ['compose', 'lyrics', 'tuning', 'transcribe', 'mix', 'pv', 'source'] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export const CREDIT_ROLE_OPTIONS: readonly EnumOption<CreditRole>[] = [
  { value: 'compose', label: { zh: '作曲', en: 'Composition' } },
  { value: 'lyrics', label: { zh: '作词', en: 'Lyrics' } },
  { value: 'tuning', label: { zh: '调教', en: 'Tuning' } },
  { value: 'transcribe', label: { zh: '扒谱', en: 'Transcription' } },
  { value: 'mix', label: { zh: '混音', en: 'Mixing' } },
  { value: 'pv', label: { zh: 'PV', en: 'PV' } },
  { value: 'source', label: { zh: '原工程', en: 'Source project' } },
];

export type CreditStatus = 'pending' | 'accepted' | 'declined';

/** Labels of the notice types above, as the spec's APPLY_NOTICE_TYPES label theirs. */
export const APPLY_NOTICE_V2_TYPES: readonly EnumOption<4 | 5 | 6>[] = [
  { value: 4, label: { zh: '在授权申请中给你留言', en: 'sent you a message about the licence request for' } },
  { value: 5, label: { zh: '撤销了你的授权', en: 'revoked your licence for' } },
  { value: 6, label: { zh: '登记了使用你的工程制作的作品', en: 'recorded a work made with' } },
];
