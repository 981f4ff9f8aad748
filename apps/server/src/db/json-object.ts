import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Dialect } from './types';

/**
 * A JSON object built by the database and read as text: `members` names each member and its SQL value, in
 * the order they are sent (typed by the wire type, so a member missing or extra is a compile error). A page
 * of these is spliced into its envelope as it is (okCards): no row objects to build, map and serialise again.
 * SQLite's json_object and PostgreSQL's json_build_object both quote text as JSON and keep the order given.
 */
export function jsonObject<T>(
  dialect: Dialect,
  members: { [K in keyof T]-?: Expression<unknown> },
): RawBuilder<string> {
  const args = Object.entries<Expression<unknown>>(members).flatMap(([name, value]) => [
    sql.lit(name),
    value,
  ]);
  return dialect === 'postgres'
    ? sql<string>`json_build_object(${sql.join(args)})::text`
    : sql<string>`json_object(${sql.join(args)})`;
}
