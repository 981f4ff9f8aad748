/**
 * What the server reads out of an uploaded project file (research note formats.md §1). Every reader
 * returns this one shape, so the upload answer, the stored `meta_json`, the prefill and the piano-roll
 * preview never care which engine wrote the file.
 */
export type ProjectFormat =
  'vsqx3' | 'vsqx4' | 'vpr' | 'vsq' | 'ccs' | 'svp' | 's5p' | 'dv' | 'sk' | 'ust' | 'svip' | 'mid';

/** Language hint of a track, as the engines label it. */
export type MetaLanguage = 'ja' | 'en' | 'ko' | 'es' | 'zh';

export interface MetaNote {
  /** Position in ticks at 480 per quarter note, after the pre-roll. */
  tick: number;
  dur: number;
  /** MIDI key number (60 = C4). */
  key: number;
}

export interface MetaTrack {
  name: string;
  kind: 'vocal' | 'audio' | 'midi';
  /** Voice names as the file states them (untrusted text, never shown as a tag). */
  singers: string[];
  /** Voice library ids (VOCALOID compID), when the format has them. */
  compIds?: string[];
  language?: MetaLanguage;
  noteCount: number;
  lyrics: string;
  /** A capped selection of notes for the piano-roll preview; left out of the upload answer. */
  notes?: MetaNote[];
}

export interface ProjectMeta {
  format: ProjectFormat;
  /** synthesizer_type of spec §3: 1 Vocaloid, 2 other engine, 3 MIDI. */
  engine: { synthesizer_type: 1 | 2 | 3; synthesizer_name?: string; version?: string };
  title?: string;
  ppq: 480;
  tempos: { tick: number; bpm: number }[];
  timeSignatures: { bar: number; num: number; den: number }[];
  durationSec: number;
  tracks: MetaTrack[];
  midi?: { smfFormat: 0 | 1 | 2; multiTrack: boolean; encoding: string };
  /** Set when the project was found inside an uploaded archive. */
  archive?: { type: 'zip' | 'rar' | '7z'; entry: string; entries: number };
  warnings: string[];
  /** What the edit page may offer to fill in; computed by the server from the rest (see suggestFromMeta). */
  suggest?: MetaSuggestion;
}

/** Form values the creator may apply with one click; nothing here is ever applied without them. */
export interface MetaSuggestion {
  synthesizer_type: 1 | 2 | 3;
  synthesizer_name: string;
  /** "mm:ss", or "" when the file has no notes. */
  music_length: string;
  /** Project language ('1' zh, '2' ja, '3' en, '4' other), or "" when the file gives no hint. */
  language: '' | '1' | '2' | '3' | '4';
  /** MIDI language ('1' ja, '2' zh, '3' en, '4' other), or "". */
  midi_language: '' | '1' | '2' | '3' | '4';
  /** Recommended singer tags only (spec §5), never raw names. */
  tags: string[];
  /** Singer names and compIDs no rule knows; the server records them for the operator. */
  unmatched: string[];
  lyric: string;
  /** MIDI: '1' single track, '2' multi-track; "" when unknown. */
  trick_num: '' | '1' | '2';
  /** Main tempo, for the labels. */
  bpm: number;
  trackCount: number;
  noteCount: number;
}

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
