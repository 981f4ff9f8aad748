/**
 * `Upload-Metadata` (tus 1.0.0): comma-separated `key base64value` pairs, a key alone meaning an empty
 * value. Answers null when the header is malformed (the creation is refused, not half-read).
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    out[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return out;
}
