import { SqliteDialect, SqliteQueryCompiler, type QueryCompiler } from 'kysely';

/**
 * Every bound value is written `+?` (unary plus is a no-op in SQLite). SQLite's planner reads the value bound
 * to a bare `?` in a LIMIT, and, once ANALYZE has stored samples (sqlite_stat4), in a WHERE term on an indexed
 * column; better-sqlite3 re-binds on every call, which expires such a statement, so SQLite parsed and planned
 * a list page again on every request: 14% of the server's CPU, more than running the query (19 → 11 µs per
 * page read; docs/performance.md). `+?` keeps one plan per statement, as PostgreSQL's generic plans and
 * SQLite's own query-planner stability guarantee (not reachable from better-sqlite3) do.
 */
export class StablePlanCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

/** Kysely's SQLite dialect, compiling with StablePlanCompiler. */
export class StablePlanSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new StablePlanCompiler();
  }
}
