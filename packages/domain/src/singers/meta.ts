import type { z } from 'zod';
import type { metaNoteSchema, metaSuggestionSchema, metaTrackSchema, projectMetaSchema } from './meta-schema';

/**
 * What the server reads out of an uploaded project file (research note formats.md §1). Every reader
 * returns this one shape, so the upload answer, the stored `meta_json`, the prefill and the piano-roll
 * preview never care which engine wrote the file.
 */
export const PROJECT_FORMATS = [
  'vsqx3',
  'vsqx4',
  'vpr',
  'vsq',
  'ccs',
  'svp',
  's5p',
  'dv',
  'sk',
  'ust',
  'svip',
  'mid',
] as const;
export type ProjectFormat = (typeof PROJECT_FORMATS)[number];

/** Language hint of a track, as the engines label it. */
export type MetaLanguage = 'ja' | 'en' | 'ko' | 'es' | 'zh';

// The shape is the answer schema's (meta-schema.ts), named here by type only: the readers and the first screens that
// import these helpers do not load the schema's construction (or zod) with them.
export type MetaNote = z.infer<typeof metaNoteSchema>;
export type MetaTrack = z.infer<typeof metaTrackSchema>;
export type MetaSuggestion = z.infer<typeof metaSuggestionSchema>;
export type ProjectMeta = z.infer<typeof projectMetaSchema>;

/** Caps that every reader honours; a file past them is read partly and says so in `warnings`. */
export const META_LIMITS = {
  tracks: 256,
  /** Notes counted; past this a reader stops reading notes. */
  notesCounted: 200_000,
  /** Notes kept for the preview, over all tracks. */
  previewNotes: 5_000,
  tempos: 2_000,
  timeSignatures: 2_000,
  nameLength: 100,
  /** Lyrics text kept per track. */
  lyricsPerTrack: 3_000,
  singersPerTrack: 16,
  warnings: 20,
  /** Longest duration we believe; a file claiming more says so in warnings. */
  maxDurationSec: 6 * 3600,
} as const;

/** Formats that the spec calls Vocaloid (synthesizer_type 1). */
export const VOCALOID_FORMATS: readonly ProjectFormat[] = ['vsqx3', 'vsqx4', 'vpr', 'vsq'];

/** "mm:ss" as music_length is stored (minutes may pass 59). */
export function metaMusicLength(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.round(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The upload answer carries the meta without the preview notes (they stay on the server). */
export function withoutNotes(meta: ProjectMeta): ProjectMeta {
  return { ...meta, tracks: meta.tracks.map(({ notes: _notes, ...t }) => t) };
}
