import { rowHasText, hasText, type SearchIndex } from '../../db/search-match';
import type { Dialect } from '../../db/database';

/** A total at least this large is kept for TOTAL_TTL_MS: counting it reads every match (docs/performance.md "Search"). */
export const KEPT_TOTAL = 1000;
const TOTAL_TTL_MS = 30_000;
const MAX_KEPT = 500;
/** Past this offset a dense walk reads too many rows: the index's ids are sorted instead. */
const WALK_MAX_OFFSET = 200;

/**
 * Public search totals (DESIGN §8 "Public search": one page with `total`). A count reads every match, so a
 * common word (12,500 of 100,000 projects) costs milliseconds and a 2-character text, checked row by row,
 * hundreds: such totals (KEPT_TOTAL or more) are kept for 30 s and shared by the requests that arrive while
 * one is counted. Smaller totals are counted every time, so a rare item appears or goes at once; a large
 * total may lag by up to 30 s, as "about N results" does elsewhere. The page itself is always read fresh.
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

/**
 * How one page of a public search finds its rows, given the total: with many matches, walk the list in its own
 * order (popularity index) testing each row's text, which stops after the page's last match; with few, or
 * deep in a long list, take the index's matching ids and sort those.
 */
export function pageMatch(dialect: Dialect, index: SearchIndex, idColumn: string, q: string, total: number, offset: number) {
  return total >= KEPT_TOTAL && offset <= WALK_MAX_OFFSET ? rowHasText(dialect, index, idColumn, q) : hasText(dialect, index, idColumn, q);
}
