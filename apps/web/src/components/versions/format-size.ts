const MB = 1024 * 1024;

/** Bytes as the version history and the storage figure show them (KB below a megabyte, GB from a gigabyte). */
export function formatSize(bytes: number): string {
  if (bytes === 0) return '0 KB';
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / 1024 / MB).toFixed(2)} GB`;
}
