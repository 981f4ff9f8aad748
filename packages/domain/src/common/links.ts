/**
 * User-typed links (profile website, article repost link). Spec §5 accepts any text of the right length,
 * e.g. `space.bilibili.com/1`; what keeps them safe is how they are stored and rendered:
 * - schemes that run code or embed content are refused when saved (`hasDangerousScheme`);
 * - a link is rendered only through `linkHref`, which adds `https://` to a link without a scheme and
 *   answers null for anything but http(s), so nothing else ever becomes an `href`.
 */

/** Schemes a browser would execute or use to load local or inline content. */
export const DANGEROUS_SCHEMES = [
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'livescript',
  'mocha',
] as const;

/** Whitespace, control and invisible characters, which browsers skip inside a scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const SCHEME_NOISE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/**
 * Browsers drop ASCII control characters and whitespace before and inside a scheme (`java\tscript:`), and
 * read it case-insensitively, so the check does the same before reading the scheme.
 */
function schemeOf(value: string): string | null {
  const squeezed = value.replace(SCHEME_NOISE, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  if (!m) return null;
  // `host.name:8080/…` and `localhost:8080` are a host and a port, not a scheme.
  if (/^\d/.test(squeezed.slice(m[0].length)) && !squeezed.startsWith(`${m[1]}://`)) return null;
  return m[1];
}

/** True when the text starts with a scheme on the refused list (case, whitespace and control characters ignored). */
export function hasDangerousScheme(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== null && (DANGEROUS_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * The `href` a stored link is rendered with: http(s) links as they are, a link without a scheme with
 * `https://` in front (`//host/…` with `https:`), anything else (another scheme, no host, spaces) null,
 * i.e. shown as text only.
 */
export function linkHref(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v || /\s/.test(v)) return null;
  const scheme = schemeOf(v);
  let candidate: string;
  if (scheme === 'http' || scheme === 'https') candidate = v;
  else if (scheme !== null) return null;
  else candidate = v.startsWith('//') ? `https:${v}` : `https://${v}`;
  // The host (the domain package has no URL class): letters, digits, dots and hyphens, an optional port,
  // no user info (`https://bilibili.com@evil.example` reads as a different host than it shows).
  const host = candidate.replace(/^https?:\/\//i, '').split(/[/?#]/, 1)[0];
  if (!/^[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?(?::\d{1,5})?$/u.test(host)) return null;
  return candidate;
}
