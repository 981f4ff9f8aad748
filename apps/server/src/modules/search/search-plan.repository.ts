import { sql, type Expression, type SqlBool } from 'kysely';
import { rowHasText, hasText, type SearchIndex } from '../../db/search-match';
import type { Dialect } from '../../db/database';

/** A total at least this large is kept for TOTAL_TTL_MS: counting it reads every match (docs/performance.md "Search"). */
export const KEPT_TOTAL = 1000;
const TOTAL_TTL_MS = 30_000;
const MAX_KEPT = 500;
/** Past this offset a dense walk reads too many rows: the index's ids are sorted instead. */
export const WALK_MAX_OFFSET = 200;

/**
 * Search totals (DESIGN §8 "Public search" and "Finding and managing my content": one page with `total`). A count
 * reads every match, so a common word (12,500 of 100,000 projects, 2,500 of a creator's 10,000) costs
 * milliseconds and a 2-character text, checked row by row, hundreds: such totals (KEPT_TOTAL or more) are kept
 * for 30 s and shared by the requests that arrive while one is counted. Smaller totals are counted every time,
 * so a rare item appears or goes at once; a large total may lag by up to 30 s, as "about N results" does
 * elsewhere. The page itself is always read fresh. The key says whose total it is (public, or one owner's).
 */
export function createSearchTotals(now = () => Date.now()) {
  const kept = new Map<string, { n: number; at: number }>();
  const counting = new Map<string, Promise<number>>();
  return async function total(key: string, count: () => Promise<number>): Promise<number> {
    const k = kept.get(key);
    if (k && now() - k.at < TOTAL_TTL_MS) return k.n;
    let p = counting.get(key);
    if (!p) {
      p = count().finally(() => counting.delete(key));
      counting.set(key, p);
    }
    const n = await p;
    if (n >= KEPT_TOTAL) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { n, at: now() });
    } else kept.delete(key);
    return n;
  };
}

/** What one searched page needs to know (see createSearchPlan). */
export interface SearchAsk {
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
}

/**
 * How a searched list (public search, or a creator's own list) finds its total and page, in one place: the
 * total first (kept when large, see createSearchTotals); then, with many matches, the page walks the list in
 * its own order on its index testing each row's text (`rowHasText`), which stops after the page's last match;
 * with few, deep in a long list, or with no index for the order, it takes the trigram index's matching ids and
 * sorts those. Both conditions select the same rows (tested in search-plan.test.ts and my-search.test.ts), so the
 * choice changes only the cost. Answers the total and the text condition for the page.
 */
export function createSearchPlan(dialect: Dialect, now?: () => number) {
  const totals = createSearchTotals(now);
  return async function plan(a: SearchAsk): Promise<{ total: number; text: Expression<SqlBool> }> {
    if (!a.q) return { total: await (a.key === null ? a.count(sql<SqlBool>`1 = 1`) : totals(a.key, () => a.count(sql<SqlBool>`1 = 1`))), text: sql<SqlBool>`1 = 1` };
    const match = hasText(dialect, a.index, a.id, a.q);
    const total = await (a.key === null ? a.count(match) : totals(a.key, () => a.count(match)));
    const walk = total >= KEPT_TOTAL && a.indexedOrder && a.offset !== null && a.offset <= WALK_MAX_OFFSET;
    return { total, text: walk ? rowHasText(dialect, a.index, a.id, a.q) : match };
  };
}
