import { z } from 'zod';
import { PROJECT_FORMATS } from './meta';

/*
 * What the server reads out of an uploaded project file, as a schema (meta.ts names its types): the answer of
 * `GET /api/app/project_meta/{uid}` and the `meta` of a project file's upload.
 */

const int = z.number().int();

export const metaNoteSchema = z.object({
  /** Position in ticks at 480 per quarter note, after the pre-roll. */
  tick: z.number(),
  dur: z.number(),
  /** MIDI key number (60 = C4). */
  key: z.number(),
});

export const metaTrackSchema = z.object({
  name: z.string(),
  kind: z.enum(['vocal', 'audio', 'midi']),
  /** Voice names as the file states them (untrusted text, never shown as a tag). */
  singers: z.array(z.string()),
  /** Voice library ids (VOCALOID compID), when the format has them. */
  compIds: z.array(z.string()).optional(),
  language: z.enum(['ja', 'en', 'ko', 'es', 'zh']).optional(),
  noteCount: int,
  lyrics: z.string(),
  /** A capped selection of notes for the piano-roll preview; left out of the upload answer. */
  notes: z.array(metaNoteSchema).optional(),
});

/** Form values the creator may apply with one click; nothing here is ever applied without them. */
export const metaSuggestionSchema = z.object({
  synthesizer_type: z.literal([1, 2, 3]),
  synthesizer_name: z.string(),
  /** "mm:ss", or "" when the file has no notes. */
  music_length: z.string(),
  /** Project language ('1' zh, '2' ja, '3' en, '4' other), or "" when the file gives no hint. */
  language: z.enum(['', '1', '2', '3', '4']),
  /** MIDI language ('1' ja, '2' zh, '3' en, '4' other), or "". */
  midi_language: z.enum(['', '1', '2', '3', '4']),
  /** Recommended singer tags only (spec §5), never raw names. */
  tags: z.array(z.string()),
  /** Singer names and compIDs no rule knows; the server records them for the operator. */
  unmatched: z.array(z.string()),
  lyric: z.string(),
  /** MIDI: '1' single track, '2' multi-track; "" when unknown. */
  trick_num: z.enum(['', '1', '2']),
  /** Main tempo, for the labels. */
  bpm: z.number(),
  trackCount: int,
  noteCount: int,
});

export const projectMetaSchema = z.object({
  format: z.enum(PROJECT_FORMATS),
  /** synthesizer_type of spec §3: 1 Vocaloid, 2 other engine, 3 MIDI. */
  engine: z.object({
    synthesizer_type: z.literal([1, 2, 3]),
    synthesizer_name: z.string().optional(),
    version: z.string().optional(),
  }),
  title: z.string().optional(),
  ppq: z.literal(480),
  tempos: z.array(z.object({ tick: z.number(), bpm: z.number() })),
  timeSignatures: z.array(z.object({ bar: z.number(), num: z.number(), den: z.number() })),
  durationSec: z.number(),
  tracks: z.array(metaTrackSchema),
  midi: z
    .object({ smfFormat: z.literal([0, 1, 2]), multiTrack: z.boolean(), encoding: z.string() })
    .optional(),
  /** Set when the project was found inside an uploaded archive. */
  archive: z.object({ type: z.enum(['zip', 'rar', '7z']), entry: z.string(), entries: int }).optional(),
  warnings: z.array(z.string()),
  /** What the edit page may offer to fill in; computed by the server from the rest (see suggestFromMeta). */
  suggest: metaSuggestionSchema.optional(),
});
