import { sql, type Expression, type SqlBool } from 'kysely';
import { ENGINE_CHOICES, OTHER_ENGINE_KEY, searchLength } from '@vsqx/domain';
import type { Dialect } from './types';

/** `%`, `_` and the escape character itself match literally: a search for "100%" finds "100%", not everything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The search text tables of migration 0030: vsqx projects, MIDI projects, articles. */
export type SearchIndex = 'search_v' | 'search_m' | 'search_a';

/** The shortest text the trigram indexes can look up; shorter ones are checked row by row (docs/decisions.md "Search"). */
export const TRIGRAM = 3;

/**
 * Whether the item whose id is `idColumn` has `q` in its search text (any substring, case-folded). 3+ characters:
 * the trigram index gives the matching ids (FTS5 phrase on SQLite, ILIKE on pg_trgm's GIN index on PostgreSQL).
 * 1-2 characters: each candidate row's text is read by its key and searched, so the caller bounds the rows
 * (an owner's list, or a page of the public list).
 */
export function hasText(
  dialect: Dialect,
  index: SearchIndex,
  idColumn: string,
  q: string,
): Expression<SqlBool> {
  const test = textTestOf(q);
  return textTest(dialect, index, idColumn, test, textValue(dialect, test, q));
}

/**
 * The same test read row by row: the item's search text by its key, searched for `q` (any length). Cheap per
 * row and it lets a walk in list order stop at the page's last match, so it wins when matches are dense (a
 * common word: 1 row in 8 holds it) and loses when they are rare (the walk reads every row). Case folding is
 * lower()'s (ASCII on SQLite, where the trigram index also folds other scripts' capitals).
 */
export function rowHasText(
  dialect: Dialect,
  index: SearchIndex,
  idColumn: string,
  q: string,
): Expression<SqlBool> {
  return textTest(dialect, index, idColumn, rowTestOf(q), q);
}

/**
 * How a text is tested: on the trigram index (3+ characters), row by row (`plain` when the text has no letter
 * that case could change, see rowTestOf), against the list of ids a probe found (db/search-probe.ts; the
 * value is `idsValue`), or (PostgreSQL) by the probe's own lookup inside the statement (`probe`; the value is
 * `probeValue`).
 */
export type TextTest = 'index' | 'row' | 'plain' | 'ids' | 'probe';

/**
 * The one value a `probe` test binds (PostgreSQL): the probe's stretch and the whole text as ILIKE patterns, in
 * a text[] literal (each element quoted, its `"` and `\` escaped), and a third element, the text itself, when no
 * character of it has case (rowTestOf's `plain`): each candidate is then checked with strpos, not a second ILIKE,
 * which folds the candidate's text and the pattern again for every row (docs/performance.md "Search, session 40").
 */
export const probeValue = (stretch: string, q: string): string => {
  const patterns = [stretch, q].map((s) => `%${escapeLike(s)}%`);
  const elements = rowTestOf(q) === 'plain' ? [...patterns, q] : patterns;
  return `{${elements.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
};

/**
 * The one value a `probe` test binds on SQLite: a JSON array of the FTS5 expression of the text's rarest pieces,
 * the text to find in each candidate's body, and 1 when the body must be folded first (the text has ASCII
 * capitals or small letters; probePieces leaves other cased scripts to the phrase lookup, so the text is folded
 * here as SQLite's lower() folds it: ASCII only).
 */
export const sqliteProbeValue = (lookup: string, q: string): string =>
  JSON.stringify(
    rowTestOf(q) === 'plain' ? [lookup, q, 0] : [lookup, q.replace(/[A-Z]+/g, (c) => c.toLowerCase()), 1],
  );

/**
 * A text whose every character is the same in upper and lower case (Chinese, Japanese, digits, marks) is found
 * in a row's text as it is: folding the row's text first cost PostgreSQL 2-5 µs a row (lower() of the whole
 * text; a walk tests some 80 rows a page), against 0.5 for the plain search (docs/performance.md "Search").
 * Folding maps capitals to small letters only, so it cannot make a match of a text that has neither.
 */
export const rowTestOf = (q: string): 'row' | 'plain' =>
  [...q].every((c) => c.toLowerCase() === c.toUpperCase()) ? 'plain' : 'row';

export const textTestOf = (q: string): TextTest => (searchLength(q) >= TRIGRAM ? 'index' : rowTestOf(q));

/** The one value a test binds for `q`: an FTS5 phrase, an ILIKE pattern, or the text itself (row by row). */
export function textValue(dialect: Dialect, test: TextTest, q: string): string {
  if (test === 'row' || test === 'plain') return q;
  return dialect === 'sqlite' ? `"${q.replaceAll('"', '""')}"` : `%${escapeLike(q)}%`;
}

/** The one value an `ids` test binds: a JSON array for SQLite's json_each, an array literal for PostgreSQL. */
export const idsValue = (dialect: Dialect, ids: readonly number[]): string =>
  dialect === 'sqlite' ? `[${ids.join(',')}]` : `{${ids.join(',')}}`;

/**
 * `hasText` / `rowHasText` with the bound value given (`textValue`), so a prepared statement can bind it.
 * `generic`: the form for a PostgreSQL plan made once for any value (db/prepared-query.ts). There the index's
 * matching ids are read first, as an array (an initplan): with `in (select …)` a generic plan, which cannot
 * see how many rows match nor how many an owner has, walked all 10,000 of a creator's rows testing each
 * (75 ms against 1 ms; docs/performance.md). SQLite's plan does not depend on the value either way.
 */
export function textTest(
  dialect: Dialect,
  index: SearchIndex,
  idColumn: string,
  test: TextTest,
  value: unknown,
  generic = false,
): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  const t = sql.table(index);
  if (test === 'probe') {
    // The probe's lookup (db/search-probe.ts probeIdsQuery) in the page's own statement: one round trip, not two.
    if (dialect === 'sqlite')
      // The rarest pieces' lookup, then each candidate's text searched (folded only when the text has case).
      return sql<SqlBool>`${id} in (select rowid from ${t} where ${t} match (${value} ->> 0) and instr(iif(${value} ->> 2, lower(body), body), ${value} ->> 1) > 0)`;
    // PostgreSQL: the stretch on the trigram index, then each candidate checked for the whole text (strpos when the
    // text has no case, see probeValue). Inside CASE the whole text's ILIKE is no index condition, so the index
    // reads the stretch's trigrams only, as the materialised CTE this replaced made sure (one tuplestore less).
    return sql<SqlBool>`${id} = any(array(select id from ${t} where body ilike (${value}::text[])[1] escape '\\' and case when (${value}::text[])[3] is null then body ilike (${value}::text[])[2] escape '\\' else strpos(body, (${value}::text[])[3]) > 0 end))`;
  }
  if (test === 'ids')
    return dialect === 'sqlite'
      ? sql<SqlBool>`${id} in (select value from json_each(${value}))`
      : sql<SqlBool>`${id} = any(${value}::bigint[])`;
  if (test === 'plain') {
    if (dialect === 'sqlite')
      return sql<SqlBool>`exists (select 1 from ${t} s where s.rowid = ${id} and instr(s.body, ${value}) > 0)`;
    return sql<SqlBool>`exists (select 1 from ${t} s where s.id = ${id} and strpos(s.body, ${value}) > 0)`;
  }
  if (test === 'row') {
    if (dialect === 'sqlite')
      return sql<SqlBool>`exists (select 1 from ${t} s where s.rowid = ${id} and instr(lower(s.body), lower(${value})) > 0)`;
    return sql<SqlBool>`exists (select 1 from ${t} s where s.id = ${id} and strpos(lower(s.body), lower(${value})) > 0)`;
  }
  if (dialect === 'sqlite') return sql<SqlBool>`${id} in (select rowid from ${t} where ${t} match ${value})`;
  if (generic)
    return sql<SqlBool>`${id} = any(array(select id from ${t} where body ilike ${value} escape '\\'))`;
  return sql<SqlBool>`${id} in (select id from ${t} where body ilike ${value} escape '\\')`;
}

const KNOWN_NAMES = ENGINE_CHOICES.flatMap((c) => (c.type === 2 ? c.aliases : []));

/** Projects made with engine choice `key` (projects/engines.ts): its synthesizer_type and, for named engines, its names. */
export function madeWith(key: string, prefix = 'p'): Expression<SqlBool> {
  const choice = ENGINE_CHOICES.find((c) => c.key === key)!;
  const type = sql.ref(`${prefix}.synthesizer_type`);
  const name = sql`lower(${sql.ref(`${prefix}.synthesizer_name`)})`;
  if (choice.type !== 2) return sql<SqlBool>`${type} = ${choice.type}`;
  const list = (names: readonly string[]) => sql.join(names.map((n) => sql`${n}`));
  if (key === OTHER_ENGINE_KEY) return sql<SqlBool>`${type} = 2 and ${name} not in (${list(KNOWN_NAMES)})`;
  return sql<SqlBool>`${type} = 2 and ${name} in (${list(choice.aliases)})`;
}
