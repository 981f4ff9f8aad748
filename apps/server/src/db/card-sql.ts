import type { Dialect } from './types';

// How a stored card is written and read back in SQL: one member per member of its wire type, text through the
// database's JSON quoting, numbers as they are; members the database cannot keep (they change elsewhere) are
// spliced in when the card is read. The cards themselves are in cards.ts.

/** SQL over the row `r` (NEW, OLD or a table alias). */
type Over = (r: string) => string;

/** A JSON member of a stored card: text members go through the database's JSON quoting, numbers as they are. */
interface Member<Quote extends boolean> {
  quote: Quote;
  /** Its value over row `r`; the column of the member's name by default. */
  sql?: Over;
  /** The columns its value reads (a change of one rewrites the card); the member's name by default. */
  columns?: readonly string[];
  /** Not stored: the card is cut here and the list splices the value in (a favourite's own add_time). */
  spliced?: true;
}

/**
 * A card of wire type T: one member per member of T, in the order they are sent. A member missing or extra is
 * a compile error, and so is a text member written as a number or the other way round.
 */
export type CardDefinition<T> = {
  readonly [K in keyof T]-?: T[K] extends string ? Member<true> : Member<false>;
};

export const text = (sql?: Over, columns?: readonly string[]): Member<true> => ({
  quote: true,
  sql,
  columns,
});
export const num = (sql?: Over, columns?: readonly string[]): Member<false> => ({
  quote: false,
  sql,
  columns,
});
export const spliced = (): Member<false> => ({ quote: false, spliced: true });

export type AnyCard = Record<string, Member<boolean>>;

export const entries = (card: AnyCard) => Object.entries(card) as [string, Member<boolean>][];

/** The columns a card reads, in member order. */
export const columnsOf = (card: AnyCard) =>
  entries(card).flatMap(([name, m]) => (m.spliced ? [] : (m.columns ?? [name])));

/**
 * The members `"name":value,…` over row `r` as an SQL text expression: the bytes JSON.stringify makes (text
 * through the database's JSON quoting, which escapes as JSON.stringify does; every column is NOT NULL).
 */
function members(dialect: Dialect, r: string, list: [string, Member<boolean>][]) {
  const quote = (e: string) => (dialect === 'postgres' ? `to_json((${e})::text)::text` : `json_quote(${e})`);
  return list
    .map(([name, m], i) => {
      const value = m.sql ? m.sql(r) : `${r}.${name}`;
      return `'${i ? ',' : ''}"${name}":' || ${m.quote ? quote(value) : value}`;
    })
    .join(' || ');
}

/** A whole card over row `r`, optionally after fixed leading text (`"kind":"v",`). */
export const cardSql = (dialect: Dialect, card: AnyCard, r: string, lead = '') =>
  `'{${lead}' || ${members(dialect, r, entries(card))} || '}'`;

/** A run of a card between its spliced members: stored members, or fixed text where there are none. */
type Run =
  | { stored: [string, Member<boolean>][]; open: string; close: string }
  | { text: string }
  | { spliced: string };

/**
 * A card cut at its spliced members, in order. The stored members between two spliced ones make one run, which
 * carries the punctuation around them and the next spliced member's `"name":`; between adjacent spliced members
 * (and before a leading one) the run is fixed text.
 */
function runsOf(card: AnyCard): Run[] {
  const runs: Run[] = [];
  let stored: [string, Member<boolean>][] = [];
  const end = (next?: string) => {
    const open = runs.length ? ',' : '{';
    const key = next === undefined ? '' : `"${next}":`;
    if (stored.length) runs.push({ stored, open, close: next === undefined ? '}' : `,${key}` });
    else runs.push({ text: next === undefined ? '}' : `${open}${key}` });
    stored = [];
  };
  for (const [name, m] of entries(card)) {
    if (!m.spliced) stored.push([name, m]);
    else {
      end(name);
      runs.push({ spliced: name });
    }
  }
  end();
  return runs;
}

/** The stored runs of a cut card, in order, each as SQL over row `r`. */
export const storedPiecesSql = (dialect: Dialect, card: AnyCard, r: string) =>
  runsOf(card).flatMap((run) =>
    'stored' in run ? [`'${run.open}' || ${members(dialect, r, run.stored)} || '${run.close}'`] : [],
  );

/**
 * A cut card read back whole: its stored runs from `stored` (SQL, in order), its spliced members from `live`
 * (SQL by name), joined.
 */
export function cutCardSql(card: AnyCard, stored: readonly string[], live: Readonly<Record<string, string>>) {
  let next = 0;
  const parts = runsOf(card).map((run) =>
    'stored' in run ? stored[next++] : 'text' in run ? `'${run.text}'` : live[run.spliced],
  );
  return `(${parts.join(' || ')})`;
}

/** A card cut at its one spliced member: head ends with `"name":`, tail starts with the comma after the value. */
export function splitCardSql(dialect: Dialect, card: AnyCard, r: string) {
  const [head, tail] = storedPiecesSql(dialect, card, r);
  return { head, tail };
}
