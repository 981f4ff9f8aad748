/**
 * Characters a reader cannot see (issue 18, file names): the bidirectional overrides, embeddings and
 * isolates, zero-width spaces and joiners, marks, the BOM, the soft hyphen, the word joiner, and the
 * line and paragraph separators.
 */
export const INVISIBLE_SAMPLES = [
  '\u202E',
  '\u202A',
  '\u202D',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\uFEFF',
  '\u00AD',
  '\u061C',
  '\u2060',
  '\u2028',
  '\u2029',
];

/** Any control, format or separator character. */
export const ANY_INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/u;
