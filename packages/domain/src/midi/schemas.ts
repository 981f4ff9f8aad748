import { z } from 'zod';
import { publicationFieldsSchema } from '../visibility/schemas';
import {
  cardCountsSchema,
  cardCoverSchema,
  midiCardBaseSchema,
  publicationStateSchema,
} from '../common/cards';
import { LIMITS, MIDI_FILE_EXTENSIONS, fileExtension } from '../common/limits';
import type { MessageKey } from '../common/messages';
import { checkTagList, splitTags, type TagRules } from '../projects/tags';
import { versionNoteSchema } from '../projects/versions';
import { MIDI_PRESET_TAGS, MIDI_RESERVED_TAGS } from './enums';
import type { ProjectMeta } from '../singers/meta';

/** Tag rules of the MIDI edit page (spec §5): at most 10 presets (8 exist) plus at most 5 custom; reserved words refused as custom. */
export const MIDI_TAG_RULES: TagRules = {
  recommended: MIDI_PRESET_TAGS,
  reserved: MIDI_RESERVED_TAGS,
  maxMessage: 'tagsMaxMidi',
  duplicateMessage: 'tagDuplicateMidi',
  capCounts: 'presets',
};

/** '1'/'true' or '0'/'false' (absent = '0'), as the page's flags travel in a form body. */
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true');
const text = z.string().default('');

/**
 * The form of `update_upload_submit_midi.php` and `submit_new_midi` (spec §7). Only shapes and enums live
 * here; the spec's messages and the length limits come from `checkMidiForm`, in the spec's order (the body
 * limit of the server bounds every field).
 */
export const midiSubmitSchema = z.object({
  midi_uid: z.string().min(1).max(64),
  midi_type: z.enum(['1', '2']),
  p_name: text,
  p_title: text,
  agreement: z.coerce.number().int().min(1).max(4),
  language: z.enum(['1', '2', '3', '4']),
  selected_list: z.string().max(2000).default(''),
  lyric_content: text,
  midi_desc: text,
  p_introduce: text,
  up_name: z.string().max(200).optional(),
  up_email: z.string().max(200).optional(),
  if_pic_changed: flag,
  if_vsqx_changed: flag,
  pic_exist: flag,
  file_extension: z.string().max(8).optional(),
  trick_num: z.enum(['1', '2']),
  /** '版本说明' of the version a new file makes (DESIGN §8 "Versions"); checked by `checkMidiForm`. */
  version_note: text,
  ...publicationFieldsSchema.shape,
});
export type MidiSubmitForm = z.infer<typeof midiSubmitSchema>;

/** What `checkMidiForm` reads: the few fields the spec's checks look at. */
export type MidiFormChecked = Pick<
  MidiSubmitForm,
  'midi_type' | 'p_name' | 'p_title' | 'selected_list' | 'midi_desc' | 'lyric_content' | 'p_introduce'
> & { version_note?: string };

/**
 * The spec §5 "MIDI edit" checks in their order, then the lengths. Answers the first broken rule's message
 * key, or null. The browser runs it before submitting; the server runs it again on the same input.
 */
export function checkMidiForm(f: MidiFormChecked, fileUploaded: boolean): MessageKey | null {
  if (!fileUploaded) return 'projectFileRequired';
  if (f.midi_type === '2') {
    if (!f.p_name.trim()) return 'authorNameRequired';
    if (f.p_name.trim().length > LIMITS.authorNameMax) return 'tooLong';
  }
  if (!f.p_title.trim()) return 'titleRequired';
  if (f.p_title.trim().length > LIMITS.projectTitleMax) return 'tooLong';
  const tagError = checkTagList(splitTags(f.selected_list), MIDI_TAG_RULES);
  if (tagError) return tagError;
  if (!f.midi_desc.trim()) return 'descriptionRequired';
  if (f.midi_desc.length > LIMITS.descriptionMax) return 'tooLong';
  if (f.lyric_content.length > LIMITS.lyricsMidiMax) return 'tooLong';
  if (f.p_introduce.length > LIMITS.authorIntroMax) return 'tooLong';
  // Beyond the spec (DESIGN §8 "Versions"), so after every spec rule.
  const note = versionNoteSchema.safeParse(f.version_note ?? '');
  return note.success ? null : (note.error.issues[0].message as MessageKey);
}

/** The browser's check of a chosen MIDI file (the server checks the same while streaming). */
export function checkMidiFile(file: { name: string; size: number }): MessageKey | null {
  if (!(MIDI_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'midiExtension';
  if (file.size > LIMITS.midiFileMaxBytes) return 'midiTooLarge';
  return null;
}

/** What `update_project.php` answers after reading an uploaded MIDI file. */
export interface MidiFileInfo {
  kind: 'midi';
  file_name: string;
  file_size: number;
  track_count: number;
  tracks_with_notes: number;
  duration_seconds: number;
  /** 'mm:ss' */
  music_length: string;
  tempo_bpm: number;
  /** '2' (multi-track) when more than one track holds notes, else '1'. */
  trick_num: '1' | '2';
  /** What the project-meta reader found (tracks, lyrics, suggestions), or null. */
  meta?: ProjectMeta | null;
}

/** What `update_project.php` answers after a cover upload. */
export interface MidiCoverInfo {
  kind: 'cover';
  width: number;
  height: number;
}

const int = z.number().int();

/** One row of `select_p_midi.php`. */
export const midiListRowSchema = midiCardBaseSchema.extend({
  midi_type: z.string(),
  music_length: z.string(),
  up_time: int,
  ...cardCountsSchema.shape,
  score: z.number(),
  ...cardCoverSchema.shape,
  upload_finish: int,
  tag: z.string(),
  agreement: int,
  ...publicationStateSchema.shape,
});
export type MidiListRow = z.infer<typeof midiListRowSchema>;

/** The project of `select_midi_project.php` (first element of the array). */
export interface MidiProject extends MidiListRow {
  midi_language: string;
  trick_num: string;
  lyric: string;
  midi_desc: string;
  p_name: string;
  p_desc: string;
  file_extension: string;
  file_name: string;
  file_size: number;
}

/** 'mm:ss' of a duration in seconds (minutes grow past 99 rather than wrap). */
export function formatMusicLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
