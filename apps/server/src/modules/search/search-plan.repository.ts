import { sql, type Expression, type SqlBool } from 'kysely';
import {
  rowHasText,
  hasText,
  idsValue,
  rowTestOf,
  textTest,
  textTestOf,
  textValue,
  type SearchIndex,
  type TextTest,
} from '../../db/search-match';
import type { SearchProbe } from '../../db/search-probe';
import type { Dialect } from '../../db/database';
import { keptValues } from '../../lib/kept-values';

/** A total at least this large is kept for TOTAL_TTL_MS: counting it reads every match (docs/performance.md "Search"). */
export const KEPT_TOTAL = 1000;
const TOTAL_TTL_MS = 30_000;
const MAX_KEPT = 500;
/** Past this offset a dense walk reads too many rows: the index's ids are sorted instead. */
export const WALK_MAX_OFFSET = 200;
/**
 * A list of at most this many rows (a creator's own, before the text) tests each row's text: the cost is bounded
 * by her rows, where the trigram index's candidates are everyone's matches (a common word: 12,500 at 100k
 * projects, 125,000 at 1M, each looked up on her index; docs/performance.md "Growth").
 */
export const ROW_TEST_MAX = 500;
/**
 * What testing one row of a walk costs against one matching id of the sorted path (its index entry, its row
 * read and its share of the sort): ~24 against ~11 µs on the 100k world (docs/performance.md "Search").
 */
const WALK_ROW_COST = 2;
/** The rows a page holds (both lists page by 10): what a walk must find before it stops. */
const PAGE_ROWS = 10;

/**
 * Whether walking the list (testing rows in its order until the page's last match) costs less than sorting the
 * index's matching ids: a walk reads about (offset + 10) × rows ÷ total rows, the sort handles `total` ids. A
 * total that is large in itself can still be sparse in a larger list: "夜に駆ける 97" has 1,389 matches among
 * 1,000,000 projects, and its walk read ~7,200 rows (28 ms) where the ids cost ~3 ms (docs/performance.md
 * "Growth"). `rows` unknown: dense enough (KEPT_TOTAL was the rule before the list's length was weighed).
 */
export const walkIsCheaper = (total: number, offset: number, rows: number | undefined) =>
  rows === undefined || WALK_ROW_COST * (offset + PAGE_ROWS) * rows <= total * total;

/**
 * Search totals (DESIGN §8 "Public search" and "Finding and managing my content": one page with `total`). A count
 * reads every match, so a common word (12,500 of 100,000 projects, 2,500 of a creator's 10,000) costs
 * milliseconds and a 2-character text, checked row by row, hundreds: such totals (KEPT_TOTAL or more) are kept
 * for 30 s and shared by the requests that arrive while one is counted. Smaller totals are counted every time,
 * so a rare item appears or goes at once; a large total may lag by up to 30 s, as "about N results" does
 * elsewhere. The page itself is always read fresh. The key says whose total it is (public, or one owner's).
 */
export function createSearchTotals(now = () => Date.now()) {
  const kept = keptValues<number>(MAX_KEPT);
  const counting = new Map<string, Promise<number>>();
  return async function total(key: string, count: () => Promise<number>): Promise<number> {
    const k = kept.get(key, now());
    if (k !== undefined) return k;
    let p = counting.get(key);
    if (!p) {
      p = count().finally(() => counting.delete(key));
      counting.set(key, p);
    }
    const n = await p;
    if (n >= KEPT_TOTAL) kept.set(key, n, now() + TOTAL_TTL_MS);
    else kept.delete(key);
    return n;
  };
}

/** How long a creator's list length is trusted by the plan (ROW_TEST_MAX): it only chooses how rows are tested. */
export const OWN_ROWS_TTL_MS = 60_000;
const MAX_OWN_ROWS = 20_000;

/**
 * A creator's list length as the plan reads it (`ownRows`), kept per key for OWN_ROWS_TTL_MS. It only chooses
 * between testing her rows one by one and the trigram index (the probe), which select the same rows (tested in
 * my-search.test.ts), so a count a minute old makes a search dearer at worst, never wrong: the same rule as the
 * probe's piece counts (db/search-probe.ts). Reading it per request was a statement of its own on every
 * searched page of hers: ~10-25 µs of the server's CPU each on SQLite, more than the lookup of a list_counts row
 * costs alone (docs/performance.md "Search, session 40 (SQLite)").
 */
export function createOwnRows(now = () => Date.now()) {
  const kept = keptValues<number>(MAX_OWN_ROWS);
  return async function ownRows(key: string, read: () => Promise<number>): Promise<number> {
    const k = kept.get(key, now());
    if (k !== undefined) return k;
    const n = await read();
    kept.set(key, n, now() + OWN_ROWS_TTL_MS);
    return n;
  };
}

/** What one searched page needs to know (see createSearchPlan). */
export interface SearchAsk<T> {
  /** Whose total this is: the same key must mean the same rows (public, or one owner and her filters); null: count each time. */
  key: string | null;
  index: SearchIndex;
  /** The item id column the index's rows are keyed by, e.g. `p.music_id`. */
  id: string;
  q: string | undefined;
  /** The page's first row; null: the whole list is read (no walk helps). */
  offset: number | null;
  /** Whether an index gives the list's order, so a walk can stop early (a computed order sorts every row first). */
  indexedOrder: boolean;
  /** Counts the rows that pass `text` (and the caller's other conditions). */
  count: (text: Expression<SqlBool>) => Promise<number>;
  /**
   * Reads the page of rows that pass `text`; with `withTotal` each row also carries `count(*) over ()` as
   * `search_total` (SEARCH_TOTAL), which the plan reads and removes.
   */
  page: (text: Expression<SqlBool>, withTotal: boolean) => Promise<T[]>;
  /**
   * The same page as a prepared statement per test and `withTotal`, binding the test's value (`textValue`):
   * built, compiled and planned once. Given when the caller's other conditions are fixed. The plan uses it when
   * the matches are few (the window count, a small total) or for the walk, never to sort many matching ids: a
   * plan made once for any value cannot know a deep page of a common word needs a sort of 12,500 ids
   * (docs/performance.md "Search reads prepared").
   */
  prepared?: (test: TextTest, value: string, withTotal: boolean) => Promise<T[]>;
  /** How many rows the list holds before the text, when known cheaply (a creator's own list): see ROW_TEST_MAX. */
  ownRows?: number;
  /**
   * The list's length before the text, or a cheap upper bound of it (public search: the highest id), read under
   * `key` and kept 30 s like a total: with it a large total walks only when its matches are dense enough
   * (walkIsCheaper). Absent: a large total walks. Not a count(*): that reads every row (500 ms at 1M on SQLite,
   * with the event loop held).
   */
  listRows?: { key: string; read: () => Promise<number> };
}

/** The window column a page adds when asked for its total: every matching row, counted before the page's limit. */
export const SEARCH_TOTAL = sql<number>`count(*) over ()`.as('search_total');

/**
 * How a searched list (public search, or a creator's own list) finds its total and page, in one place: the
 * total first (kept when large, see createSearchTotals); then, with many matches, the page walks the list in
 * its own order on its index testing each row's text (`rowHasText`), which stops after the page's last match;
 * with few, deep in a long list, or with no index for the order, it takes the trigram index's matching ids and
 * sorts those. Both conditions select the same rows (tested in search-plan.test.ts and my-search.test.ts), so the
 * choice changes only the cost. A key whose last count was small (under KEPT_TOTAL, within 30 s) reads its page
 * and its exact total in one statement (a window count): the trigram lookup, most of a selective search's cost,
 * then runs once per request instead of twice.
 */
export function createSearchPlan(dialect: Dialect, probe?: SearchProbe, now = () => Date.now()) {
  const totals = createSearchTotals(now);
  const small = new Map<string, number>();
  const all = sql<SqlBool>`1 = 1`;
  /** A page read with its total as a window column, and the total counted when the page is past the last row. */
  async function windowed<T>(
    read: Promise<T[]>,
    offset: number | null,
    count: () => Promise<number>,
  ): Promise<{ rows: T[]; total: number }> {
    const rows = (await read) as (T & { search_total?: number | string })[];
    // No row from the first one on: nothing matches.
    const total = rows.length ? Number(rows[0].search_total) : offset === 0 ? 0 : await count();
    return { rows: rows.map(({ search_total: _, ...r }) => r as T), total };
  }
  return async function plan<T>(a: SearchAsk<T>): Promise<{ rows: T[]; total: number }> {
    if (!a.q) {
      const total = await (a.key === null ? a.count(all) : totals(a.key, () => a.count(all)));
      return { rows: await a.page(all, false), total };
    }
    const q = a.q;
    if (a.ownRows !== undefined && a.ownRows <= ROW_TEST_MAX) {
      // Few rows of hers: each one's text is tested, page and exact total in one statement.
      const rowText = rowHasText(dialect, a.index, a.id, q);
      return windowed(a.prepared ? a.prepared(rowTestOf(q), q, true) : a.page(rowText, true), a.offset, () =>
        a.count(rowText),
      );
    }
    if (probe && a.prepared && textTestOf(q) === 'index') {
      // The probe's lookup inside the page's statement (one statement; db/search-probe.ts `lookup`).
      const value = await probe.lookup(a.index, q);
      if (value !== null)
        return windowed(a.prepared('probe', value, true), a.offset, () =>
          a.count(textTest(dialect, a.index, a.id, 'probe', value)),
        );
    }
    const ids = probe && textTestOf(q) === 'index' ? await probe(a.index, q) : null;
    if (ids) {
      // Every item holding the text is in `ids`: the page and its exact total are one read of those rows.
      if (!ids.length) return { rows: [], total: 0 };
      const value = idsValue(dialect, ids);
      const idText = textTest(dialect, a.index, a.id, 'ids', value);
      return windowed(a.prepared ? a.prepared('ids', value, true) : a.page(idText, true), a.offset, () =>
        a.count(idText),
      );
    }
    const match = hasText(dialect, a.index, a.id, q);
    const test = textTestOf(q);
    const page = (few: boolean, withTotal: boolean) =>
      a.prepared && few ? a.prepared(test, textValue(dialect, test, q), withTotal) : a.page(match, withTotal);
    const seenSmall = a.key !== null ? small.get(a.key) : undefined;
    if (a.key !== null && seenSmall !== undefined && now() - seenSmall < TOTAL_TTL_MS) {
      // Past the last match the window has no row to ride on: count.
      const found = await windowed(page(true, true), a.offset, () => a.count(match));
      if (found.total >= KEPT_TOTAL) small.delete(a.key);
      else small.set(a.key, now());
      return found;
    }
    const total = await (a.key === null ? a.count(match) : totals(a.key, () => a.count(match)));
    if (a.key !== null && total < KEPT_TOTAL) {
      if (small.size >= MAX_KEPT) small.delete(small.keys().next().value!);
      small.set(a.key, now());
    }
    const walk =
      total >= KEPT_TOTAL &&
      a.indexedOrder &&
      a.offset !== null &&
      a.offset <= WALK_MAX_OFFSET &&
      (test !== 'index' ||
        a.listRows === undefined ||
        walkIsCheaper(total, a.offset, await totals(a.listRows.key, a.listRows.read)));
    if (walk)
      return {
        rows: a.prepared
          ? await a.prepared(rowTestOf(q), q, false)
          : await a.page(rowHasText(dialect, a.index, a.id, q), false),
        total,
      };
    return { rows: await page(total < KEPT_TOTAL, false), total };
  };
}
