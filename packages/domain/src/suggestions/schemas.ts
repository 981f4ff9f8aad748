import { z } from 'zod';
import { dbIdSchema as positiveId } from '../common/ids';
import { LIMITS } from '../common/limits';
import { listQuerySchema } from '../common/paging';
import type { SuggestFilter, SuggestStatus } from './enums';

export const SUGGEST_FILTERS = [
  'all',
  'replying',
  'allow',
  'refuse',
  'merging',
] as const satisfies readonly SuggestFilter[];

/** Contribution points a submitter earns when a suggestion is merged (status 4), added to vcourse_score. */
export const MERGED_SUGGESTION_SCORE = 10;

/** ?status= of get_submit_suggest_list, with optional paging. */
export const suggestListQuerySchema = listQuerySchema.extend({ status: z.enum(SUGGEST_FILTERS).optional() });
export type SuggestListQuery = z.infer<typeof suggestListQuerySchema>;

/** The page's ?status=: absent → 'all'; unknown → null (the page redirects to /v_course, spec §2). */
export function parseSuggestFilter(raw: string | null | undefined): SuggestFilter | null {
  if (raw === null || raw === undefined) return 'all';
  const r = z.enum(SUGGEST_FILTERS).safeParse(raw);
  return r.success ? r.data : null;
}

/** Manager comment: at most 50 characters on the server (the input box caps at 15, spec §5). */
export const managerCommentSchema = z.string().trim().max(LIMITS.managerCommentMax, 'managerCommentLong');

/** POST /api/v-course/set_new_suggestStatus (spec §7). Which moves are legal is `canMoveSuggestion`. */
export const setSuggestStatusSchema = z.object({
  id: positiveId,
  suggest_status: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .transform((v) => v as SuggestStatus),
  manager_comment: z.preprocess((v) => v ?? '', managerCommentSchema),
});
export type SetSuggestStatusInput = z.infer<typeof setSuggestStatusSchema>;

export const suggestDescSchema = z
  .string({ error: 'suggestDescRequired' })
  .trim()
  .min(1, 'suggestDescRequired')
  .max(LIMITS.suggestDescMax, 'suggestDescLong');

/** Raw suggestion HTML as sent; the server sanitises it and refuses it if nothing is left. */
export const suggestTextSchema = z
  .string({ error: 'suggestTextRequired' })
  .trim()
  .min(1, 'suggestTextRequired')
  .max(LIMITS.suggestTextMax, 'suggestTextLong');

/** POST /api/v-course/submit_suggest (DESIGN §5). */
export const submitSuggestSchema = z.object({
  docs_id: positiveId,
  easy_desc: suggestDescSchema,
  suggest_text: suggestTextSchema,
});
export type SubmitSuggestInput = z.infer<typeof submitSuggestSchema>;

const int = z.number().int();

/** One suggestion as the approval tool lists it (spec §3 "Tutorial suggestion"). */
export const suggestionRowSchema = z.object({
  id: int,
  docs_id: int,
  docs_title: z.string(),
  submit_time: int,
  submit_uid: int,
  submit_username: z.string(),
  easy_desc: z.string(),
  suggest_text: z.string(),
  suggest_status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  manager_comment: z.string(),
  manager_name: z.string(),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;

/** A tutorial document: the list has no body, the detail has the HTML. */
export const tutorialDocSummarySchema = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  updated_at: int,
});
export type TutorialDocSummary = z.infer<typeof tutorialDocSummarySchema>;
export const tutorialDocSchema = tutorialDocSummarySchema.extend({ content_html: z.string() });
export type TutorialDoc = z.infer<typeof tutorialDocSchema>;
