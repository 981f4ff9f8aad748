import type { ProjectFormat, ProjectMeta } from '../singers/meta';

/*
 * Converted downloads (DESIGN §8): `GET /api/app/download/{music_id}?as=…` (and, beside it for MIDI
 * projects, `GET /api/app/download_midi/{midi_id}?as=…`) answers the project file rewritten for another
 * editor: notes, lyrics, tempo map, time signatures and track names survive; engine parameters do not.
 */

// The request schemas are in convert-schemas.ts: zod (some 24 KB compressed) stays out of the project page's
// first screen, whose download menu needs only the lists and functions here (issue 19).

/** Target formats, as `?as=` names them (also the file extension, except a multi-track UST, which is a zip). */
export const CONVERT_FORMATS = ['mid', 'ust', 'ustx', 'svp', 'vsqx'] as const;
export type ConvertFormat = (typeof CONVERT_FORMATS)[number];

/** Text encodings a converted UST or MIDI may be written in (UST defaults to Shift-JIS, MIDI to UTF-8). */
export const CONVERT_CHARSETS = ['shift_jis', 'utf-8'] as const;
export type ConvertCharset = (typeof CONVERT_CHARSETS)[number];

/** Source formats whose readers give notes (X Studio's .svip is read for its header only). */
const CONVERTIBLE: readonly ProjectFormat[] = [
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
  'mid',
];

/** The target that would hand the user back the format they already have. */
const SAME: Partial<Record<ProjectFormat, ConvertFormat>> = {
  vsqx4: 'vsqx',
  svp: 'svp',
  ust: 'ust',
  mid: 'mid',
};

/** File extensions the readers take, mapped to the format they are, for files without stored metadata. */
const EXTENSION_FORMATS: Record<string, ProjectFormat | 'archive'> = {
  // VOCALOID 3 or 4 cannot be told from the name; most are 4, and a VSQX is not offered as a VSQX.
  vsqx: 'vsqx4',
  vpr: 'vpr',
  vsq: 'vsq',
  ccs: 'ccs',
  svp: 'svp',
  s5p: 's5p',
  dv: 'dv',
  sk: 'sk',
  ust: 'ust',
  mid: 'mid',
  midi: 'mid',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
};

/**
 * What the download menu offers for a file: every target but its own format, when the file has notes to
 * carry. It goes by the stored metadata; a file uploaded before metadata was read (or the demo world) goes
 * by its extension. The server does not rely on this (it converts and answers 409 when it cannot); it only
 * keeps the menu from offering what cannot work.
 */
export function convertTargets(
  meta: Pick<ProjectMeta, 'format' | 'tracks'> | null | undefined,
  extension = '',
): ConvertFormat[] {
  if (!meta) {
    const format = EXTENSION_FORMATS[extension.toLowerCase()];
    if (!format) return [];
    return CONVERT_FORMATS.filter((f) => format === 'archive' || SAME[format] !== f);
  }
  if (!CONVERTIBLE.includes(meta.format)) return [];
  if (!meta.tracks.some((t) => t.kind !== 'audio' && t.noteCount > 0)) return [];
  return CONVERT_FORMATS.filter((f) => SAME[meta.format] !== f);
}

/** The download address of a converted file (the plain download when `as` is absent). */
export function downloadPath(
  kind: 'v' | 'm',
  id: number,
  as?: ConvertFormat,
  charset?: ConvertCharset,
): string {
  const base = kind === 'v' ? `/api/app/download/${id}` : `/api/app/download_midi/${id}`;
  const q = [as && `as=${as}`, charset && `charset=${charset}`].filter(Boolean);
  return q.length ? `${base}?${q.join('&')}` : base;
}
