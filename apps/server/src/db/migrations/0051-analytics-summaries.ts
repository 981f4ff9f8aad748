import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const METRICS = ['views', 'downloads', 'likes', 'favourites', 'comments', 'licence_requests'] as const;

/**
 * Coarser roll-ups beside `analytics_daily` (issue 24 bench: 90 days of "all my content" must answer in
 * ≤ 50 ms p99 on a million views): per owner, day, source and host (the chart, the totals, the sources)
 * and per item and day (the top items). The roll-up writes all three in its one transaction.
 */
export function analyticsSummariesMigration() {
  const int0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const text0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let owner = db.schema
        .createTable('analytics_owner_daily')
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('source', 'varchar(8)', text0)
        .addColumn('host', 'varchar(100)', text0);
      for (const m of METRICS) owner = owner.addColumn(m, 'integer', int0);
      await owner
        .addPrimaryKeyConstraint('analytics_owner_daily_pk', ['owner_id', 'day', 'source', 'host'])
        .execute();

      let item = db.schema
        .createTable('analytics_item_daily')
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull());
      for (const m of METRICS) item = item.addColumn(m, 'integer', int0);
      await item
        .addPrimaryKeyConstraint('analytics_item_daily_pk', ['owner_id', 'day', 'item_type', 'item_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('analytics_item_daily').execute();
      await db.schema.dropTable('analytics_owner_daily').execute();
    },
  };
}
