/*
 * File names built from user text: downloads (project and MIDI titles), archive entries (UST track names)
 * and converted files. Names go into Content-Disposition headers and onto people's disks.
 */

/**
 * Characters a reader cannot see but a renderer obeys, dropped: format characters (Cf: the bidirectional
 * overrides and isolates U+202A–202E and U+2066–2069, with which `photo_\u202Egnp.exe` shows as
 * `photo_exe.png`; zero-width spaces and joiners, the BOM, the soft hyphen) and the line and paragraph
 * separators.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;

/** Characters no file system takes in a name (Windows is the strictest), controls (Cc) included: `_`. */
const UNSAFE = /[\p{Cc}<>:"/\\|?*]/gu;

/** User text without invisible format characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A file name from a title: invisible characters go, unsafe characters become `_`, leading dots and
 * trailing dots or spaces go (Windows drops them), at most 80 characters, never empty or a reserved
 * device name.
 */
export function safeFileName(title: string, fallback = 'project'): string {
  let s = Array.from(
    stripInvisible(title)
      .replace(UNSAFE, '_')
      .replace(/^[.\s]+|[.\s]+$/g, ''),
  )
    .slice(0, 80)
    .join('');
  if (/^(con|prn|aux|nul|com\d|lpt\d)$/i.test(s)) s = `_${s}`;
  return s || fallback;
}
