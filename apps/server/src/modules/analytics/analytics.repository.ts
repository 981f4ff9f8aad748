import { sql, type RawBuilder } from 'kysely';
import { ANALYTICS_METRICS, type AnalyticsItemType } from '@vsqx/domain';
import type { DB } from '../../db/database';

export interface AnalyticsScope {
  ownerId: number;
  item?: { type: AnalyticsItemType; id: number };
}

type Counts = {
  views: number;
  downloads: number;
  likes: number;
  favourites: number;
  comments: number;
  licence_requests: number;
};

const pivot = (m: string) => sql`sum(case when metric = ${m} then n else 0 end)`;

type Grain = 'item' | 'owner' | 'itemDay';

/**
 * The owner's rows of a day range: the rolled-up rows plus the events not yet rolled up, so the figures
 * are exact at any moment. One item reads its own rows (per day, source and host); all content reads the
 * coarser roll-ups of migration 0051: per owner, day, source and host (`owner`), or per item and day
 * (`itemDay`), so 90 days of a million views sum a few thousand rows, not hundreds of thousands.
 */
function rowsOf(scope: AnalyticsScope, from: string, to: string, grain: Grain): RawBuilder<unknown> {
  const item = (alias: string) =>
    scope.item
      ? sql` and ${sql.ref(`${alias}.item_type`)} = ${scope.item.type} and ${sql.ref(`${alias}.item_id`)} = ${scope.item.id}`
      : sql``;
  const metrics = sql.join(ANALYTICS_METRICS.map((m) => sql`${sql.ref(`d.${m}`)} as ${sql.ref(m)}`));
  const pending = sql.join(ANALYTICS_METRICS.map((m) => sql`${pivot(m)} as ${sql.ref(m)}`));
  const g = scope.item ? 'item' : grain;
  const cols =
    g === 'owner'
      ? ['day', 'source', 'host']
      : g === 'itemDay'
        ? ['day', 'item_type', 'item_id']
        : ['day', 'item_type', 'item_id', 'source', 'host'];
  const table =
    g === 'owner' ? 'analytics_owner_daily' : g === 'itemDay' ? 'analytics_item_daily' : 'analytics_daily';
  const list = (alias: string) => sql.join(cols.map((c) => sql.ref(`${alias}.${c}`)));
  return sql`(
    select ${list('d')}, ${metrics}
      from ${sql.table(table)} d where d.owner_id = ${scope.ownerId} and d.day >= ${from} and d.day <= ${to}${scope.item ? item('d') : sql``}
    union all
    select ${list('e')}, ${pending}
      from analytics_events e where e.owner_id = ${scope.ownerId} and e.day >= ${from} and e.day <= ${to}${item('e')}
      group by ${list('e')}
  )`;
}

const sums = sql.join(
  ANALYTICS_METRICS.map((m) => sql`coalesce(sum(${sql.ref(`r.${m}`)}), 0) as ${sql.ref(m)}`),
);

const numbers = <T extends Record<string, unknown>>(row: T, keys: readonly string[]) => {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) out[k] = Number(row[k] ?? 0);
  return out as T;
};

export function createAnalyticsRepository(db: DB) {
  return {
    async byDay(scope: AnalyticsScope, from: string, to: string): Promise<(Counts & { day: string })[]> {
      const { rows } = await sql<
        Counts & { day: string }
      >`select r.day, ${sums} from ${rowsOf(scope, from, to, 'owner')} r group by r.day`.execute(db);
      return rows.map((r) => numbers(r, ANALYTICS_METRICS));
    },

    async byItem(
      scope: AnalyticsScope,
      from: string,
      to: string,
      limit: number,
    ): Promise<(Counts & { item_type: string; item_id: number })[]> {
      const { rows } = await sql<Counts & { item_type: string; item_id: number }>`
        select r.item_type, r.item_id, ${sums} from ${rowsOf(scope, from, to, 'itemDay')} r
        group by r.item_type, r.item_id
        order by sum(r.views) desc, sum(r.downloads) desc, r.item_type, r.item_id
        limit ${limit}`.execute(db);
      return rows.map((r) => numbers(r, [...ANALYTICS_METRICS, 'item_id']));
    },

    async bySource(
      scope: AnalyticsScope,
      from: string,
      to: string,
    ): Promise<{ source: string; host: string; views: number }[]> {
      const { rows } = await sql<{ source: string; host: string; views: number }>`
        select r.source, r.host, coalesce(sum(r.views), 0) as views from ${rowsOf(scope, from, to, 'owner')} r
        where r.source <> '' group by r.source, r.host`.execute(db);
      return rows.map((r) => ({ ...r, views: Number(r.views) }));
    },

    /** Names of the items listed (only the owner's: a stale id of another user's item shows no name). */
    async names(
      ownerId: number,
      items: { item_type: string; item_id: number }[],
    ): Promise<Map<string, string>> {
      const ids = (t: string) => items.filter((i) => i.item_type === t).map((i) => i.item_id);
      const out = new Map<string, string>();
      const [v, m, a] = [ids('v'), ids('m'), ids('a')];
      if (v.length)
        for (const r of await db
          .selectFrom('vsqx_projects')
          .select(['music_id as id', 'music_name as name'])
          .where('user_id', '=', ownerId)
          .where('music_id', 'in', v)
          .execute())
          out.set(`v${r.id}`, r.name);
      if (m.length)
        for (const r of await db
          .selectFrom('midi_projects')
          .select(['midi_id as id', 'midi_name as name'])
          .where('user_id', '=', ownerId)
          .where('midi_id', 'in', m)
          .execute())
          out.set(`m${r.id}`, r.name);
      if (a.length)
        for (const r of await db
          .selectFrom('articles')
          .select(['article_id as id', 'article_title as name'])
          .where('user_id', '=', ownerId)
          .where('article_id', 'in', a)
          .execute())
          out.set(`a${r.id}`, r.name);
      return out;
    },

    /** The owner of an item, or undefined when it does not exist. */
    async ownerOf(type: AnalyticsItemType, id: number): Promise<number | undefined> {
      const row =
        type === 'v'
          ? await db
              .selectFrom('vsqx_projects')
              .select('user_id')
              .where('music_id', '=', id)
              .executeTakeFirst()
          : type === 'm'
            ? await db
                .selectFrom('midi_projects')
                .select('user_id')
                .where('midi_id', '=', id)
                .executeTakeFirst()
            : await db
                .selectFrom('articles')
                .select('user_id')
                .where('article_id', '=', id)
                .executeTakeFirst();
      return row?.user_id;
    },
  };
}
