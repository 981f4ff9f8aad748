/** Tables of the 数据中心 (issue 24, migrations 0050-0051). */
import type { Generated } from 'kysely';
import type { Millis } from './account-tables';

/** One counted action not yet rolled up (migration 0050); `n` is ±1 (an unlike is -1). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  owner_id: number;
  item_type: string; // 'v' | 'm' | 'a'
  item_id: number;
  day: string;
  metric: string; // AnalyticsMetric
  n: Generated<number>;
  source: Generated<string>;
  host: Generated<string>;
}

/** The roll-up of analytics events: per item, UTC day, view source and referrer host (migration 0050). */
export type AnalyticsDailyTable = AnalyticsCountColumns & {
  item_type: string;
  item_id: number;
  day: string;
  source: Generated<string>;
  host: Generated<string>;
  owner_id: number;
};

type AnalyticsCountColumns = {
  views: Generated<number>;
  downloads: Generated<number>;
  likes: Generated<number>;
  favourites: Generated<number>;
  comments: Generated<number>;
  licence_requests: Generated<number>;
};

/** Analytics per owner, day, source and host (migration 0051): the chart, totals and sources of all content. */
export type AnalyticsOwnerDailyTable = {
  owner_id: number;
  day: string;
  source: Generated<string>;
  host: Generated<string>;
} & AnalyticsCountColumns;

/** Analytics per item and day (migration 0051): the top items of all content. */
export type AnalyticsItemDailyTable = {
  owner_id: number;
  day: string;
  item_type: string;
  item_id: number;
} & AnalyticsCountColumns;

/** When a viewer's view of an item last counted (30-minute de-duplication, migration 0050). */
export interface AnalyticsMarksTable {
  viewer_key: string;
  item_type: string;
  item_id: number;
  counted_at: Millis;
}

/** The salt of one UTC day hashing anonymous viewers' addresses (migration 0050). */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}
