/** Characters no file system takes in a name (Windows is the strictest), control characters included. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/**
 * A file name from a project title: unsafe characters become `_`, leading dots and trailing dots or
 * spaces go (Windows drops them), at most 80 characters, never empty or a reserved device name.
 */
export function safeFileName(title: string, fallback = 'project'): string {
  let s = Array.from(title.replace(UNSAFE, '_').replace(/^[.\s]+|[.\s]+$/g, ''))
    .slice(0, 80)
    .join('');
  if (/^(con|prn|aux|nul|com\d|lpt\d)$/i.test(s)) s = `_${s}`;
  return s || fallback;
}
