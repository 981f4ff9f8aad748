// The domain package compiles without DOM or Node types; WHATWG URL exists in every runtime it runs in.
interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string, base?: string | ParsedUrl) => ParsedUrl;

/**
 * Where to go after logging in (issue 18 "Redirects after login"): the requested target only when it is a
 * path on this site, else `fallback`. The target is parsed as a URL against the site's origin, as the
 * browser will, and its origin compared, so no encoding of "another site" gets through: backslashes
 * (`/\evil.com`, which browsers read as `//evil.com`), tabs and newlines (which browsers drop), other
 * control characters, `javascript:` and other schemes, and dot segments that collapse into `//host`.
 * Answers the normalised path (path, query, hash), so what is navigated to is exactly what was checked.
 */
export function safeRedirect(raw: string | null | undefined, origin: string, fallback: string): string {
  if (!raw || raw.length > 2048) return fallback;
  // Control characters (C0, DEL, C1) and invisible separators have no business in a path of ours; the URL
  // parser would silently drop some of them and change what the target means.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(raw)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  let site: ParsedUrl;
  let target: ParsedUrl;
  try {
    site = new URL(origin);
    target = new URL(raw, site);
  } catch {
    return fallback;
  }
  if (target.origin !== site.origin) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // `/.//evil.com` parses as the path `//evil.com`, which a browser would then read as another host.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  if (new URL(path, site).origin !== site.origin) return fallback;
  return path;
}
