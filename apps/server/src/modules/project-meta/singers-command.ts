import type { AdminContext } from '../../admin/commands';
import { listUnmatchedSingers } from './project-meta.repository';

/**
 * `npm run admin -- singers [limit]`: singer names and compIDs read from uploads that no rule of the
 * singer table knows, most often seen first, so an operator can extend packages/domain/src/singers.
 */
export const singersCommand = {
  usage: '[limit]                         singer names from uploads that no tag rule knows yet',
  async run({ db }: AdminContext, [limit]: string[]): Promise<string> {
    const rows = await listUnmatchedSingers(db, Math.min(1000, Math.max(1, Number(limit) || 50)));
    if (rows.length === 0) return 'no unmatched singer names recorded';
    const lines = rows.map(
      (r) =>
        `${String(r.seen_count).padStart(6)}  ${r.format.padEnd(6)} ${new Date(Number(r.last_seen)).toISOString().slice(0, 10)}  ${r.name}`,
    );
    return [`${rows.length} unmatched singer name(s) (count, format, last seen, name):`, ...lines].join('\n');
  },
};
