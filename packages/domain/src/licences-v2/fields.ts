import { z } from 'zod';
import { USE_TYPES } from './enums';

export const LICENCE_LIMITS = {
  platformMax: 50,
  plannedLinkMax: 200,
  threadTextMax: 500,
  revokeReasonMax: 200,
  workLinkMax: 300,
  creditsMax: 20,
  creditNameMax: 32,
  worksPerRequest: 10,
} as const;

/** A Bilibili video number: BV + 10 letters/digits, or av + digits. */
const BILIBILI_ID = /^(BV[0-9A-Za-z]{10}|[aA][vV]\d{1,12})$/;
/** An absolute http(s) link with a host and no spaces or user info. */
const HTTP_LINK = /^https?:\/\/[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/** True for a Bilibili BV/AV number or an http(s) link (what a work link or planned link may be). */
export function isWorkLink(v: string): boolean {
  return BILIBILI_ID.test(v) || HTTP_LINK.test(v);
}

/** What the OpenAPI document says a work or planned link is (isWorkLink is the check). */
const WORK_LINK_DOC = {
  anyOf: [
    { type: 'string', pattern: BILIBILI_ID.source },
    { type: 'string', format: 'uri', pattern: '^https?://' },
  ],
};

/** The address a stored work link opens: a BV/AV number becomes its Bilibili video page. */
export function workLinkHref(v: string): string | null {
  if (BILIBILI_ID.test(v)) return `https://www.bilibili.com/video/${v}`;
  return HTTP_LINK.test(v) ? v : null;
}

const workLinkSchema = z
  .string({ error: 'workLinkInvalid' })
  .trim()
  .min(1, 'workLinkInvalid')
  .max(LICENCE_LIMITS.workLinkMax, 'workLinkInvalid')
  .refine(isWorkLink, 'workLinkInvalid')
  .meta(WORK_LINK_DOC);

/** The fields POST /api/app/apply takes beside the spec's (all optional: the spec's clients do not send them). */
export const applyExtraSchema = z.object({
  use_type: z.enum(USE_TYPES, { error: 'useTypeInvalid' }).optional(),
  platform: z
    .string({ error: 'platformLong' })
    .trim()
    .max(LICENCE_LIMITS.platformMax, 'platformLong')
    .optional(),
  planned_link: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: 'plannedLinkInvalid' })
      .trim()
      .max(LICENCE_LIMITS.plannedLinkMax, 'plannedLinkInvalid')
      .refine(isWorkLink, 'plannedLinkInvalid')
      .meta(WORK_LINK_DOC)
      .optional(),
  ),
});

/** `?use_type=&platform=` filters of both request lists. */
export const applyListExtraSchema = z.object({
  use_type: z.enum(USE_TYPES).optional(),
  platform: z.string().trim().max(LICENCE_LIMITS.platformMax).optional(),
});

export { workLinkSchema };
