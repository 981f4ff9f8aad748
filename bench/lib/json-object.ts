import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Dialect } from '../../apps/server/src/db/types';

/** A member of a JSON object built at read time: its SQL value, JSON-quoted when it is text. */
export interface JsonMember<Quote extends boolean> {
  quote: Quote;
  value: Expression<unknown>;
}

/** A text member (quoted by the database as JSON). Its value must not be NULL. */
export const jsonText = (value: Expression<unknown>): JsonMember<true> => ({ quote: true, value });
/** A number member, written as the database prints it. Its value must not be NULL. */
export const jsonNum = (value: Expression<unknown>): JsonMember<false> => ({ quote: false, value });

/** One member per member of the wire type T, in the order they are sent; text as text, numbers as numbers. */
export type JsonMembers<T> = {
  readonly [K in keyof T]-?: T[K] extends string ? JsonMember<true> : JsonMember<false>;
};

/**
 * A JSON object built by the database and read as text: `members` names each member and its SQL value, in
 * the order they are sent (typed by the wire type, so a member missing or extra, or text written as a number,
 * is a compile error). A page of these is spliced into its envelope as it is (okCards): no row objects to
 * build, map and serialise again.
 *
 * Built the way the stored cards are (db/cards.ts): `'{"name":' || value || …`, text through the database's
 * JSON quoting. One recipe for JSON in SQL, and on PostgreSQL the cheaper one: json_build_object looks up
 * each argument's type and output function on every row (docs/performance.md "PostgreSQL list calls,
 * session 39"). Every value must be NOT NULL (coalesce it), as a NULL would make the whole object NULL.
 */
export function jsonObject<T>(dialect: Dialect, members: JsonMembers<T>): RawBuilder<string> {
  const quote = (v: Expression<unknown>) =>
    dialect === 'postgres' ? sql`to_json((${v})::text)::text` : sql`json_quote(${v})`;
  const parts = Object.entries<JsonMember<boolean>>(members).map(
    ([name, m], i) => sql`${sql.lit(`${i ? ',' : '{'}"${name}":`)} || ${m.quote ? quote(m.value) : m.value}`,
  );
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}
