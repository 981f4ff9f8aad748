import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * The creator's analytics (issue 24, DESIGN §8 "Analytics").
 * - `analytics_events`: one row per counted action (a view with its source, a download, a like ±1, ...),
 *   written in the transaction of the action itself: cheap (one insert), durable, never lost.
 * - `analytics_daily`: the roll-up, one row per item, UTC day, view source and referrer host. The roll-up
 *   deletes the events it folds in the same transaction (DELETE ... RETURNING), so an event is counted once
 *   even with two instances rolling up at the same time or a crash half-way.
 * - `analytics_marks`: when a viewer's view of an item last counted (30-minute de-duplication).
 * - `analytics_salts`: the salt of the day that hashes an anonymous viewer's address; older salts are
 *   deleted, so yesterday's keys cannot be linked back to an address.
 */
export function analyticsMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const int0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const text0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'integer', pk)
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('metric', 'varchar(16)', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('source', 'varchar(8)', text0)
        .addColumn('host', 'varchar(100)', text0)
        .execute();
      await db.schema
        .createIndex('analytics_events_owner_day')
        .on('analytics_events')
        .columns(['owner_id', 'day'])
        .execute();

      await db.schema
        .createTable('analytics_daily')
        .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('source', 'varchar(8)', text0)
        .addColumn('host', 'varchar(100)', text0)
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', int0)
        .addColumn('downloads', 'integer', int0)
        .addColumn('likes', 'integer', int0)
        .addColumn('favourites', 'integer', int0)
        .addColumn('comments', 'integer', int0)
        .addColumn('licence_requests', 'integer', int0)
        .addPrimaryKeyConstraint('analytics_daily_pk', ['item_type', 'item_id', 'day', 'source', 'host'])
        .execute();
      await db.schema
        .createIndex('analytics_daily_owner_day')
        .on('analytics_daily')
        .columns(['owner_id', 'day'])
        .execute();

      await db.schema
        .createTable('analytics_marks')
        .addColumn('viewer_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('counted_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_marks_pk', ['viewer_key', 'item_type', 'item_id'])
        .execute();
      await db.schema
        .createIndex('analytics_marks_age')
        .on('analytics_marks')
        .columns(['counted_at'])
        .execute();

      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const t of ['analytics_salts', 'analytics_marks', 'analytics_daily', 'analytics_events'])
        await db.schema.dropTable(t).execute();
    },
  };
}
