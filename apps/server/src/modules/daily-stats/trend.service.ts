import type { TrendPoint } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { dayOf, trendRows } from './daily-stats.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days, oldest first, ending today. */
export function lastDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * DAY_MS));
}

export function createTrendService(ctx: AppContext) {
  return {
    /** The caller's daily clicks, downloads, likes and comments; every day present, empty ones as zeros. */
    async trend(userId: number, kind: 'vsqx' | 'midi', days: number): Promise<TrendPoint[]> {
      const range = lastDays(days);
      const rows = await trendRows(ctx.db, userId, kind === 'vsqx' ? 'v' : 'm', range[0]);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      return range.map((day) => {
        const r = byDay.get(day);
        return {
          day,
          clicks: Number(r?.clicks ?? 0),
          downloads: Number(r?.downloads ?? 0),
          likes: Number(r?.likes ?? 0),
          comments: Number(r?.comments ?? 0),
        };
      });
    },
  };
}
