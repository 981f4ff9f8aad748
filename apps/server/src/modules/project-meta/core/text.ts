import iconv from 'iconv-lite';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Untrusted text from a file, made safe to store and show: control and bidi-override characters and
 * lone surrogates removed, tabs and line breaks to spaces (unless `keepLines`), capped in code points.
 * Escaping for HTML/SVG happens where it is rendered.
 */
export function cleanText(raw: string, max: number, keepLines = false): string {
  let s = raw.replace(LONE_SURROGATE, '');
  s = keepLines ? s.replace(/\r\n?/g, '\n').replace(/\t/g, ' ') : s.replace(/[\t\r\n]+/g, ' ');
  s = s.replace(CONTROL, '').trim();
  const points = Array.from(s);
  return points.length > max ? points.slice(0, max).join('') : s;
}

function utf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Shift-JIS leaning: kana lead bytes count most, half-width katakana (rare in lyrics) counts against. */
function sjisScore(b: Uint8Array): number {
  let score = 0;
  for (let i = 0; i < b.length;) {
    const c = b[i];
    if (c < 0x80) i += 1;
    else if (c >= 0xa1 && c <= 0xdf) {
      score -= 2;
      i += 1;
    } else {
      if (c === 0x82 || c === 0x83) score += 2;
      else if (c >= 0x88 && c <= 0x98) score += 1;
      i += 2;
    }
  }
  return score;
}

/** GBK leaning: GB2312 level-1 hanzi lead bytes count most. */
function gbkScore(b: Uint8Array): number {
  let score = 0;
  for (let i = 0; i < b.length;) {
    const c = b[i];
    if (c < 0x80) i += 1;
    else {
      if (c >= 0xb0 && c <= 0xd7) score += 2;
      else if ((c >= 0xd8 && c <= 0xf7) || (c >= 0xa1 && c <= 0xa9)) score += 0.5;
      else score -= 1;
      i += 2;
    }
  }
  return score;
}

function invalidCount(bytes: Uint8Array, enc: string): number {
  const s = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), enc);
  let n = 0;
  for (const ch of s) if (ch === '\ufffd') n += 1;
  return n;
}

/**
 * The encoding of short East-Asian texts (formats.md §3.4): UTF-8 when it decodes strictly, else the
 * better scoring of Shift-JIS and GB18030 (undecodable sequences cost a lot); `tie` breaks a draw.
 */
export function detectEncoding(bytes: Uint8Array, tie: 'shift_jis' | 'gb18030'): string {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (utf8(bytes)) return 'utf-8';
  const sample = bytes.subarray(0, 256 * 1024);
  const sj = sjisScore(sample) - 5 * invalidCount(sample, 'shift_jis');
  const gb = gbkScore(sample) - 5 * invalidCount(sample, 'gb18030');
  if (sj === gb) return tie;
  return sj > gb ? 'shift_jis' : 'gb18030';
}

export function decodeText(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'utf-8') return new TextDecoder('utf-8').decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}
