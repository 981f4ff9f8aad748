import { z } from 'zod';
import { dbIdSchema as positiveId } from '../common/ids';
import { LIMITS } from '../common/limits';
import { listQuerySchema } from '../common/paging';
import { APPLY_FILTERS, type ApplyFilter } from './enums';
import { applyExtraSchema, applyListExtraSchema } from '../licences-v2/fields';
import { USE_TYPES } from '../licences-v2/enums';

/** 'v' = a vsqx project (music_id), 'm' = a MIDI project (midi_id). */
export const LICENCE_PROJECT_TYPES = ['v', 'm'] as const;
export type LicenceProjectType = (typeof LICENCE_PROJECT_TYPES)[number];

export const applyTextSchema = z
  .string({ error: 'applyTextRequired' })
  .trim()
  .min(1, 'applyTextRequired')
  .max(LIMITS.applyTextMax, 'applyTextLong');

/** POST /api/app/apply (DESIGN §5). */
export const applySchema = z
  .object({
    project_type: z.enum(LICENCE_PROJECT_TYPES),
    project_id: positiveId,
    apply_text: applyTextSchema,
  })
  .extend(applyExtraSchema.shape);
export type ApplyInput = z.infer<typeof applySchema>;

/** The author's optional reply (spec §5: at most 15 characters). */
export const replyTextSchema = z.string().trim().max(LIMITS.authorReplyMax, 'replyTooLong');

/**
 * pass_application / reject_application form (spec §7: vn, apply_uid, reply_text). As everywhere in the
 * spec, `vn` is the project's id (`music_id`; for a MIDI request the MIDI project's id) and `apply_uid` the
 * applicant: together they name one request. `project_type` ('v' | 'm') is our addition, sent by our web
 * app; without it a vsqx request is preferred over a MIDI one with the same numeric id (decisions.md).
 */
export const replyFormSchema = z.object({
  vn: positiveId,
  apply_uid: positiveId,
  project_type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(LICENCE_PROJECT_TYPES).optional(),
  ),
  reply_text: z.preprocess((v) => v ?? '', replyTextSchema),
});
export type ReplyForm = z.infer<typeof replyFormSchema>;

/**
 * ?status= of my_apply / my_authorization, with optional paging; `project_type` + `project_id` narrow the
 * list to one project (the project page's licence box asks for "my request on this project").
 */
export const applyListQuerySchema = listQuerySchema
  .extend({
    status: z.enum(APPLY_FILTERS).optional(),
    project_type: z.enum(LICENCE_PROJECT_TYPES).optional(),
    project_id: positiveId.optional(),
  })
  .extend(applyListExtraSchema.shape);
export type ApplyListQuery = z.infer<typeof applyListQuerySchema>;

/** The page's ?status= parsed: unknown or absent → 'all' (the request pages do not redirect). */
export function parseApplyFilter(raw: string | null | undefined): ApplyFilter {
  const r = z.enum(APPLY_FILTERS).safeParse(raw);
  return r.success ? r.data : 'all';
}

/** Legacy `cancel_apply.php` / `delete_apply.php`: a request id, or the project id (vn / mn). */
export const legacyApplyQuerySchema = z.object({
  id: positiveId.optional(),
  vn: positiveId.optional(),
  mn: positiveId.optional(),
});

const int = z.number().int();

/** One row of my_apply (spec §3 "Licence request (mine)"). `vsqx_uid` is the cover key (midi_uid for MIDI). */
export const myApplyRowSchema = z.object({
  id: int,
  project_type: z.enum(LICENCE_PROJECT_TYPES),
  music_id: int,
  project_id: int,
  music_name: z.string(),
  music_length: z.string(),
  pic_exist: int,
  vsqx_uid: z.string(),
  apply_time: int,
  apply_text: z.string(),
  author_reply: int,
  reply_text: z.string(),
  reply_time: int.nullable(),
  author_uid: int,
  author_name: z.string(),
  /** DESIGN §8 "Licences 2.0": null when the request did not say. */
  use_type: z.enum(USE_TYPES).nullable(),
  platform: z.string(),
  planned_link: z.string(),
  /** Once allowed; the certificate page is /licence/{code}. */
  certificate_code: z.string().nullable(),
  granted_at: int.nullable(),
  revoked_at: int.nullable(),
  revoke_reason: z.string(),
  /** Works the licensee recorded under this licence. */
  works: z.array(z.object({ id: int, link: z.string(), created_at: int })),
});
export type MyApplyRow = z.infer<typeof myApplyRowSchema>;

/** One row of my_authorization: the same plus the applicant. */
export const receivedApplyRowSchema = myApplyRowSchema.extend({ apply_uid: int, apply_name: z.string() });
export type ReceivedApplyRow = z.infer<typeof receivedApplyRowSchema>;

/** What `POST /api/app/apply` answers: the new request, allowed at once when the author's rule says so. */
export const appliedSchema = z.object({
  id: int,
  author_reply: int,
  certificate_code: z.string().nullable(),
});
