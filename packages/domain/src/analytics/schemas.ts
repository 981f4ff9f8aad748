import { z } from 'zod';
import { ACROSS_FIELDS, DAY_DOC } from '../common/schema-doc';
import { dbIdSchema } from '../common/ids';

/*
 * The creator's 数据中心 / Analytics (DESIGN §8 "Analytics", issue 24): per-day counts of views, downloads,
 * likes, favourites, comments and licence requests of the caller's own items, compared with the period
 * of the same length before, the top items, and where the views came from.
 */

/** The metrics of one day, in the order the page and the CSV show them. */
export const ANALYTICS_METRICS = [
  'views',
  'downloads',
  'likes',
  'favourites',
  'comments',
  'licence_requests',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export type AnalyticsCounts = Record<AnalyticsMetric, number>;

/** Where a view came from. The web may name only the first three (`?from=`); the server decides the rest. */
export const VIEW_SOURCES = ['search', 'space', 'square', 'external', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
export const CLIENT_VIEW_SOURCES = ['search', 'space', 'square'] as const;
export type ClientViewSource = (typeof CLIENT_VIEW_SOURCES)[number];

/**
 * `?from=` on a detail call: a label, never a count. An unknown label is dropped (the view still counts,
 * from the Referer or as direct) rather than refusing the page.
 */
export const viewSourceQuerySchema = z.object({
  from: z.enum(CLIENT_VIEW_SOURCES).optional().catch(undefined),
});

/** One viewer's repeated views of one item within this window count once (issue 24). */
export const VIEW_DEDUPE_MS = 30 * 60 * 1000;
/** The ranges the page offers; a custom range is `from`/`to` instead. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
/** Longest custom range. */
export const ANALYTICS_MAX_DAYS = 366;
/** Rows of the top-items table. */
export const ANALYTICS_TOP_SIZE = 10;
/** External referrer hosts listed (the rest are summed under external only). */
export const ANALYTICS_HOSTS_SIZE = 10;

/** What an analytics item is: vsqx project, MIDI project, article. */
export const ANALYTICS_ITEM_TYPES = ['v', 'm', 'a'] as const;
export type AnalyticsItemType = (typeof ANALYTICS_ITEM_TYPES)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'badRequest')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'badRequest',
  )
  .meta(DAY_DOC);

/**
 * `GET /api/user/analytics` (and `.csv`): either `days` (7, 30, 90; the last N UTC days ending today) or a
 * custom `from`/`to` (UTC days, both included, at most ANALYTICS_MAX_DAYS); optionally one item
 * (`project_type` v|m|a with `project_id`), which must be the caller's.
 */
export const analyticsQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), 'badRequest')
      .meta({ enum: [...ANALYTICS_RANGES] })
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    project_type: z.enum(ANALYTICS_ITEM_TYPES, { error: 'badRequest' }).optional(),
    project_id: dbIdSchema.optional(),
  })
  .refine((q) => !q.from === !q.to, { message: 'badRequest', path: ['to'], ...ACROSS_FIELDS })
  .refine((q) => !(q.from && q.days), { message: 'badRequest', path: ['days'], ...ACROSS_FIELDS })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && spanDays(q.from, q.to) <= ANALYTICS_MAX_DAYS), {
    message: 'badRequest',
    path: ['from'],
    ...ACROSS_FIELDS,
  })
  .refine((q) => !q.project_id === !q.project_type, {
    message: 'badRequest',
    path: ['project_id'],
    ...ACROSS_FIELDS,
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const int = z.number().int();
const countsShape = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, int])) as Record<
  AnalyticsMetric,
  typeof int
>;
const analyticsCountsSchema = z.object(countsShape);

export const analyticsDaySchema = analyticsCountsSchema.extend({ date: z.string() });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsTopItemSchema = analyticsCountsSchema.extend({
  project_type: z.enum(ANALYTICS_ITEM_TYPES),
  project_id: int,
  name: z.string(),
});
export type AnalyticsTopItem = z.infer<typeof analyticsTopItemSchema>;

/** `GET /api/user/analytics`. */
export const analyticsReportSchema = z.object({
  /** The range shown, UTC days, both included. */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, empty ones with zeros. */
  days: z.array(analyticsDaySchema),
  totals: analyticsCountsSchema,
  /** The same sums over the period of the same length just before `from`. */
  previous_totals: analyticsCountsSchema,
  /** Change against the previous period in %, rounded to one decimal; null when the previous period was 0. */
  change: z.object(
    Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, z.number().nullable()])) as Record<
      AnalyticsMetric,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  /** My items with the most views in the range (then downloads), at most ANALYTICS_TOP_SIZE. */
  top: z.array(analyticsTopItemSchema),
  sources: z.object(Object.fromEntries(VIEW_SOURCES.map((v) => [v, int])) as Record<ViewSource, typeof int>),
  /** The external views by referrer host, most first. */
  external_hosts: z.array(z.object({ host: z.string(), views: int })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** Change in % of `now` against `before` (one decimal); null when there is nothing to compare with. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
