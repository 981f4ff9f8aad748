import {
  ANALYTICS_HOSTS_SIZE,
  ANALYTICS_METRICS,
  ANALYTICS_TOP_SIZE,
  VIEW_SOURCES,
  changePercent,
  spanDays,
  type AnalyticsCounts,
  type AnalyticsItemType,
  type AnalyticsQuery,
  type AnalyticsReport,
  type ViewSource,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { utcDay } from './analytics.record';
import { createAnalyticsRepository, type AnalyticsScope } from './analytics.repository';
import { zeroCounts } from './rollup.repository';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => utcDay(dayMs(day) + n * DAY_MS);

/** The range asked for: `from`/`to`, else the last `days` (30 by default) UTC days ending today. */
export function rangeOf(q: AnalyticsQuery, now = Date.now()): { from: string; to: string } {
  if (q.from && q.to) return { from: q.from, to: q.to };
  const to = utcDay(now);
  return { from: addDays(to, -((q.days ?? 30) - 1)), to };
}

function sumCounts(rows: AnalyticsCounts[]): AnalyticsCounts {
  const out = zeroCounts();
  for (const r of rows) for (const m of ANALYTICS_METRICS) out[m] += r[m];
  return out;
}

export function createAnalyticsService(ctx: AppContext) {
  const repo = createAnalyticsRepository(ctx.db);
  return {
    /** The caller's analytics (DESIGN §8 "Analytics"); one item only when it is the caller's (404 otherwise). */
    async report(ownerId: number, q: AnalyticsQuery, now = Date.now()): Promise<AnalyticsReport> {
      const scope: AnalyticsScope = { ownerId };
      if (q.project_type && q.project_id) {
        if ((await repo.ownerOf(q.project_type, q.project_id)) !== ownerId) throw notFound();
        scope.item = { type: q.project_type, id: q.project_id };
      }
      const { from, to } = rangeOf(q, now);
      const length = spanDays(from, to);
      const prevFrom = addDays(from, -length);
      // One pass over both periods by day; the top items and the sources over the range shown.
      const [daily, items, sources] = await Promise.all([
        repo.byDay(scope, prevFrom, to),
        repo.byItem(scope, from, to, ANALYTICS_TOP_SIZE),
        repo.bySource(scope, from, to),
      ]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days = Array.from({ length }, (_, i) => {
        const date = addDays(from, i);
        const d = byDay.get(date);
        const counts = zeroCounts();
        if (d) for (const m of ANALYTICS_METRICS) counts[m] = d[m];
        return { date, ...counts };
      });
      const totals = sumCounts(days);
      const previous_totals = sumCounts(daily.filter((d) => d.day < from));
      const names = await repo.names(ownerId, items);
      const top = items
        .filter((i) => names.has(`${i.item_type}${i.item_id}`))
        .map((i) => {
          const counts = zeroCounts();
          for (const m of ANALYTICS_METRICS) counts[m] = i[m];
          return {
            project_type: i.item_type as AnalyticsItemType,
            project_id: i.item_id,
            name: names.get(`${i.item_type}${i.item_id}`) ?? '',
            ...counts,
          };
        });
      const sourceTotals = Object.fromEntries(VIEW_SOURCES.map((s) => [s, 0])) as Record<ViewSource, number>;
      const hosts = new Map<string, number>();
      for (const s of sources) {
        if (!(VIEW_SOURCES as readonly string[]).includes(s.source)) continue;
        sourceTotals[s.source as ViewSource] += s.views;
        if (s.source === 'external' && s.host) hosts.set(s.host, (hosts.get(s.host) ?? 0) + s.views);
      }
      const external_hosts = [...hosts]
        .map(([host, views]) => ({ host, views }))
        .filter((h) => h.views > 0)
        .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
        .slice(0, ANALYTICS_HOSTS_SIZE);
      const change = Object.fromEntries(
        ANALYTICS_METRICS.map((m) => [m, changePercent(totals[m], previous_totals[m])]),
      ) as AnalyticsReport['change'];
      return { from, to, days, totals, previous_totals, change, top, sources: sourceTotals, external_hosts };
    },
  };
}

/** A CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function field(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const line = (cells: (string | number)[]) => cells.map(field).join(',');

/**
 * The report as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese names): the days with a
 * total line, then the sources, then the top items, each block after an empty line with its own header.
 */
export function reportCsv(r: AnalyticsReport): string {
  const out = [line(['date', ...ANALYTICS_METRICS])];
  for (const d of r.days) out.push(line([d.date, ...ANALYTICS_METRICS.map((m) => d[m])]));
  out.push(line(['total', ...ANALYTICS_METRICS.map((m) => r.totals[m])]));
  out.push(line(['previous_total', ...ANALYTICS_METRICS.map((m) => r.previous_totals[m])]));
  out.push('', line(['source', 'views']));
  for (const s of VIEW_SOURCES) out.push(line([s, r.sources[s]]));
  for (const h of r.external_hosts) out.push(line([`external:${h.host}`, h.views]));
  out.push('', line(['project_type', 'project_id', 'name', ...ANALYTICS_METRICS]));
  for (const t of r.top)
    out.push(line([t.project_type, t.project_id, t.name, ...ANALYTICS_METRICS.map((m) => t[m])]));
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
