import { z } from 'zod';
import { DATE_TIME_OR_EMPTY_DOC } from '../common/schema-doc';
import { dbIdSchema } from '../common/ids';

/*
 * DESIGN §8 "Finding and managing my content": who sees an item, when a scheduled one is published, the
 * bulk actions on my lists and the upload presets. One schema per wire shape, shared by server and web.
 */

/** public: everywhere; unlisted: by its link only (absent from lists, search, the square and spaces); private: the owner only. */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const visibilitySchema = z.enum(VISIBILITIES, { error: 'badRequest' });

/** Absent, null or '' means "no schedule". */
const publishAtSchema = z
  .union([z.string(), z.null()])
  .optional()
  .refine((v) => v == null || v === '' || !Number.isNaN(Date.parse(v)), { error: 'publishAtInvalid' })
  .meta(DATE_TIME_OR_EMPTY_DOC);

/** The two publication fields every project, MIDI project and article form may carry (absent: unchanged on edit). */
export const publicationFieldsSchema = z.object({
  visibility: visibilitySchema.optional(),
  publish_at: publishAtSchema,
});
export type PublicationFields = z.infer<typeof publicationFieldsSchema>;

/** What a row stores: a future `publish_at` keeps it private until the job publishes it. */
export interface Publication {
  visibility: Visibility;
  publish_at: number | null;
}

/**
 * The stored visibility and schedule the form asks for, or null when it names neither (an edit keeps what
 * the row has; a new item is public). A past or present `publish_at` is simply "publish now".
 */
export function resolvePublication(f: PublicationFields, now: number): Publication | null {
  if (f.visibility === undefined && f.publish_at === undefined) return null;
  const at = f.publish_at ? Date.parse(f.publish_at) : NaN;
  if (!Number.isNaN(at) && at > now) return { visibility: 'private', publish_at: at };
  return { visibility: f.visibility ?? 'public', publish_at: null };
}

/** Bulk actions on my lists (`POST /api/user/projects/bulk`; `/api/user/articles/bulk` takes the same minus project_type). */
export const BULK_ACTIONS = ['delete', 'set_agreement', 'add_tag', 'remove_tag', 'set_visibility'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** One call touches at most this many items (each in its own transaction). */
export const BULK_MAX_ITEMS = 200;

const bulkFields = {
  ids: z.array(dbIdSchema, { error: 'badRequest' }).min(1, 'badRequest').max(BULK_MAX_ITEMS, 'bulkTooMany'),
  action: z.enum(BULK_ACTIONS, { error: 'badRequest' }),
  value: z.union([z.string().max(100), z.number().int()]).optional(),
};
export const projectBulkSchema = z.object({
  project_type: z.enum(['v', 'm'], { error: 'badRequest' }),
  ...bulkFields,
});
export type ProjectBulkRequest = z.infer<typeof projectBulkSchema>;
export const articleBulkSchema = z.object(bulkFields);
export type ArticleBulkRequest = z.infer<typeof articleBulkSchema>;

export const bulkResultSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), success: z.boolean(), message: z.string().optional() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type BulkItemResult = BulkResult['results'][number];

/** Upload presets: the fields a creator always fills, saved by name. */
export const UPLOAD_PRESETS_MAX = 20;
export const PRESET_NAME_MAX = 40;
export const uploadPresetFieldsSchema = z.object({
  synthesizer_type: z.enum(['1', '2', '3', '4']).optional(),
  synthesizer_name: z.string().max(40).optional(),
  agreement: z.enum(['1', '2', '3', '4']).optional(),
  language: z.enum(['1', '2', '3', '4']).optional(),
  tags: z.array(z.string().trim().min(1).max(20)).max(10).optional(),
  intro: z.string().max(2000).optional(),
});
export type UploadPresetFields = z.infer<typeof uploadPresetFieldsSchema>;
export const uploadPresetBodySchema = z.object({
  name: z
    .string({ error: 'presetNameRequired' })
    .trim()
    .min(1, 'presetNameRequired')
    .max(PRESET_NAME_MAX, 'presetNameLong'),
  fields: uploadPresetFieldsSchema,
});
export type UploadPresetBody = z.infer<typeof uploadPresetBodySchema>;
export const presetIdParams = z.object({ id: dbIdSchema });
export const uploadPresetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fields: uploadPresetFieldsSchema,
  updated_at: z.number().int(),
});
export type UploadPreset = z.infer<typeof uploadPresetSchema>;
