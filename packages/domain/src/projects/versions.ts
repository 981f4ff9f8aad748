import { z } from 'zod';
import { dbIdSchema } from '../common/ids';

/*
 * Versions (DESIGN §8 "Versions", issue 21): every submit that changes a project's file makes a new,
 * immutable version; the history is listed, any version downloaded, and the owner restores an old one as
 * the newest.
 */

export const VERSION_NOTE_MAX = 200;

/** The edit form's optional '版本说明' (counted in characters, so Chinese counts as Chinese). */
export const versionNoteSchema = z
  .string({ error: 'badRequest' })
  .trim()
  .refine((s) => [...s].length <= VERSION_NOTE_MAX, 'versionNoteLong');

/**
 * `POST /api/user/project_version_restore` (owner only). `project_type` 'm' (beyond DESIGN, additive; absent
 * = 'v') names a MIDI project, whose id then goes in `music_id`, as the bulk and credits calls name either kind.
 */
export const versionRestoreSchema = z.object({
  project_type: z.enum(['v', 'm'], { error: 'badRequest' }).default('v'),
  music_id: dbIdSchema,
  version: dbIdSchema,
});
export type VersionRestoreBody = z.infer<typeof versionRestoreSchema>;

/** `?version=N` of the download: that version instead of the current one. */
export const versionQuerySchema = z.object({ version: dbIdSchema.optional() });

const int = z.number().int();

export const versionSummarySchema = z.object({
  tracks: int,
  notes: int,
  /** "mm:ss" ("" without notes). */
  length: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** One row of `GET /api/app/project/{music_id}/versions`, newest first. */
export const projectVersionSchema = z.object({
  version: int,
  file_extension: z.string(),
  size: int,
  /** Null only for a file uploaded before versions existed (version 1 of an old project). */
  sha256: z.string().nullable(),
  note: z.string(),
  created_at: int,
  downloads: int,
  /**
   * What the metadata reader found in this version's file (beyond DESIGN's shape, additive): the edit page
   * shows what changed between the last two versions. Null when the file could not be read.
   */
  summary: versionSummarySchema.nullable(),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;
