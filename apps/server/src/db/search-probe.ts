import { sql, type Compilable, type RawBuilder } from 'kysely';
import { preparedQuery } from './prepared-query';
import { escapeLike, probeValue, sqliteProbeValue, type SearchIndex } from './search-match';
import type { DB, Dialect } from './types';
import { keptValues } from '../lib/kept-values';

/** A piece of text this common (items holding it) is no use as a probe: the full index lookup is as cheap. */
export const PROBE_MAX = 5000;
/** How long a piece's count is trusted: it only chooses the probe, never decides what matches. */
export const COUNT_TTL_MS = 10 * 60_000;
const MAX_COUNTS = 20_000;
const MAX_LOOKUPS = 5_000;

/**
 * The three-character pieces of `q` a probe may use. On PostgreSQL only letters and digits: pg_trgm makes its
 * keys from words, and a piece with a space or a mark in it may give it none (a scan of every row). On SQLite
 * any piece, unless `q` holds a capital outside ASCII: the row check below folds ASCII only, where FTS5 folds
 * every script, so such a text keeps the phrase lookup and its exact folding.
 */
export function probePieces(dialect: Dialect, q: string): string[] {
  const chars = [...q];
  if (dialect === 'sqlite' && chars.some((c) => c > '\x7f' && c.toLowerCase() !== c.toUpperCase())) return [];
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) {
    const piece = chars.slice(i, i + 3).join('');
    if (dialect === 'postgres' && !/^[\p{L}\p{N}]{3}$/u.test(piece)) continue;
    pieces.add(piece.toLowerCase());
  }
  return [...pieces];
}

/** A raw statement as preparedQuery takes it: compiled for `db`'s dialect. */
export const compilable = <R>(db: DB, raw: RawBuilder<R>): Compilable<R> => ({
  compile: () => raw.compile(db),
});

/** How many items hold a piece, counted up to PROBE_MAX + 1 (the value: an FTS5 phrase or an ILIKE pattern). */
export function probeCountQuery(dialect: Dialect, index: SearchIndex, piece: unknown) {
  const t = sql.table(index);
  const cap = sql.lit(PROBE_MAX + 1);
  return dialect === 'sqlite'
    ? sql<{
        n: number | string;
      }>`select count(*) as n from (select 1 from ${t} where ${t} match ${piece} limit ${cap})`
    : sql<{
        n: number | string;
      }>`select count(*) as n from (select 1 from ${t} where body ilike ${piece} escape '\\' limit ${cap}) x`;
}

/**
 * The items whose text holds `q`, read through `lookup`, a cheaper index condition every such item meets.
 * SQLite: an FTS5 expression ANDing the two rarest pieces ("761" AND " 76"), and the third when it is rare too,
 * each candidate's text then searched for `q`.
 * PostgreSQL: an ILIKE pattern of a shorter stretch of `q` (see probeWindow); the whole pattern stays out of the
 * index condition (a materialised CTE is a fence), or the index would read every trigram's list again.
 */
export function probeIdsQuery(dialect: Dialect, index: SearchIndex, lookup: unknown, q: unknown) {
  const t = sql.table(index);
  return dialect === 'sqlite'
    ? sql<{
        id: number;
      }>`select rowid as id from ${t} where ${t} match ${lookup} and instr(lower(body), lower(${q})) > 0`
    : sql<{
        id: number;
      }>`with c as materialized (select id, body from ${t} where body ilike ${lookup} escape '\\') select id from c where body ilike ${q} escape '\\'`;
}

/**
 * PostgreSQL: the shortest stretch of `q` that holds its two rarest pieces (`rarest` first, then every other
 * piece by count, ties broken by nearness to the rarest). pg_trgm keys a stretch by its own trigrams, the ones
 * at word edges included ("駆ける 761" gives 駆ける, "ける ", "  7", " 76" and "761"), so the stretch keeps what makes the
 * pair rare together (a piece next to a space), where two separate patterns lost it (122 candidates instead of
 * 15). Null when the stretch is `q` itself: nothing to save.
 */
export function probeWindow(q: string, counted: { p: string; n: number }[]): string | null {
  const chars = [...q];
  // Found as probePieces made it (three characters, then lower-cased together), so every piece is found.
  const at = (piece: string) => {
    for (let i = 0; i + 3 <= chars.length; i++)
      if (
        chars
          .slice(i, i + 3)
          .join('')
          .toLowerCase() === piece
      )
        return i;
    return -1;
  };
  const first = at(counted[0].p);
  const rest = counted
    .slice(1)
    .map((c) => ({ ...c, i: at(c.p) }))
    .sort((x, y) => x.n - y.n || Math.abs(x.i - first) - Math.abs(y.i - first));
  const second = rest[0].i;
  if (first < 0 || second < 0) return null;
  const from = Math.min(first, second);
  const to = Math.max(first, second) + 3;
  return to - from < chars.length ? chars.slice(from, to).join('') : null;
}

/**
 * PostgreSQL: `stretch` (probeWindow's) less one character at the end away from the rarest piece ("駆ける 761" →
 * "ける 761"): pg_trgm then reads one posting list less (駆ける's, 1 item in 8, where the word-end key "ける "
 * stays). Used only when it counts as many items as the stretch (createSearchProbe), so it never adds a
 * candidate. Null when nothing is left to trim (three characters or fewer).
 */
export function narrowerStretch(stretch: string, counted: { p: string; n: number }[]): string | null {
  const chars = [...stretch];
  if (chars.length <= 4) return null;
  // probeWindow's stretch starts or ends with the rarest piece (as probePieces cut it: three characters, then
  // lower-cased together); the other end goes.
  const rarestFirst = chars.slice(0, 3).join('').toLowerCase() === counted[0].p;
  return rarestFirst ? chars.slice(0, -1).join('') : chars.slice(1).join('');
}

const phrase = (s: string) => `"${s.replaceAll('"', '""')}"`;
const like = (s: string) => `%${escapeLike(s)}%`;

/**
 * The ids of the items whose search text holds `q`, found from the text's two rarest pieces (issue 22, docs/
 * performance.md "Selective search"). A trigram index reads the posting list of every trigram in the text: for
 * "夜に駆ける 761" seven lists, four of them held by 1 item in 8, for 14 matches. Here the index reads only the
 * two (SQLite: up to three) rarest pieces' lists ("761", " 76": 300 and 1,111 items at 100k) and each candidate's text is checked
 * for the whole of `q` (PostgreSQL: the same ILIKE; SQLite: instr on lower(), see probePieces). Which pieces are
 * rarest comes from counts kept per process for ten minutes, each counted up to PROBE_MAX + 1 once: a stale
 * count only makes a probe dearer, never wrong. Answers null when no piece is rare enough (a common text, or
 * fewer than two pieces): the caller then uses the whole-text lookup.
 */
export function createSearchProbe(db: DB, dialect: Dialect, now = () => Date.now()) {
  const counts = keptValues<{ n: number; at: number }>(MAX_COUNTS);
  const counters = new Map<SearchIndex, (piece: string) => Promise<{ n: number | string }[]>>();
  const finders = new Map<SearchIndex, (lookup: string, q: string) => Promise<{ id: number }[]>>();
  /** lookup's answers by index and text, each until the oldest count it read expires. */
  const lookups = keptValues<string | null>(MAX_LOOKUPS);

  const counter = (index: SearchIndex) => {
    let c = counters.get(index);
    if (!c) {
      c = preparedQuery(db, (piece: string) => compilable(db, probeCountQuery(dialect, index, piece)));
      counters.set(index, c);
    }
    return c;
  };
  const finder = (index: SearchIndex) => {
    let f = finders.get(index);
    if (!f) {
      // A lookup and its candidates' texts tested, as a search page's: off the event loop (db/sqlite-reader.ts).
      f = preparedQuery(
        db,
        (lookup: string, q: string) => compilable(db, probeIdsQuery(dialect, index, lookup, q)),
        { offLoop: true },
      );
      finders.set(index, f);
    }
    return f;
  };

  /**
   * When the counts a lookup read were counted: `at` is the oldest of them (lookup keeps its answer only as
   * long as every one of them is kept).
   */
  type Seen = { at: number };

  /** A count still kept at time `t`, read without a promise (the hot path reads several per request). */
  const keptCount = (index: SearchIndex, piece: string, t: number, seen?: Seen) => {
    const k = counts.get(`${index}:${piece}`, t);
    if (!k) return undefined;
    if (seen && k.at < seen.at) seen.at = k.at;
    return k.n;
  };

  async function countOf(index: SearchIndex, piece: string, seen?: Seen): Promise<number> {
    const key = `${index}:${piece}`;
    const kept = keptCount(index, piece, now(), seen);
    if (kept !== undefined) return kept;
    const [row] = await counter(index)(dialect === 'sqlite' ? phrase(piece) : like(piece));
    const n = Number(row.n);
    const at = now();
    counts.set(key, { n, at }, at + COUNT_TTL_MS);
    if (seen && at < seen.at) seen.at = at;
    return n;
  }

  /** The pieces of `q` by count, rarest first; null when no probe helps (fewer than two, or none rare). */
  async function rarest(index: SearchIndex, q: string, seen?: Seen) {
    const pieces = probePieces(dialect, q);
    if (pieces.length < 2) return null;
    // Kept counts are read without a promise each (seven per request for "夜に駆ける 761").
    const t = now();
    const keptN = (p: string) => keptCount(index, p, t, seen);
    const counted = pieces.every((p) => keptN(p) !== undefined)
      ? pieces.map((p) => ({ p, n: keptN(p)! }))
      : await Promise.all(pieces.map(async (p) => ({ p, n: await countOf(index, p, seen) })));
    counted.sort((x, y) => x.n - y.n);
    return counted[0].n > PROBE_MAX ? null : counted;
  }

  /**
   * SQLite: the FTS5 expression of the rarest pieces. A third piece too when it is rare (at most PROBE_MAX
   * items): its doclist costs less than checking the text of the candidates it rules out ("夜に駆ける 761": 113
   * candidates of "761" and " 76", 14 with "る 7"; 121 → 65 µs; docs/performance.md "Search and tail latency,
   * session 35").
   */
  const ftsLookup = (counted: { p: string; n: number }[]) =>
    counted
      .slice(0, 3)
      .filter((c, i) => i < 2 || c.n <= PROBE_MAX)
      .map((c) => phrase(c.p))
      .join(' AND ');

  /**
   * PostgreSQL: probeWindow's stretch, or narrowerStretch's when it holds exactly as many items (both counted
   * up to PROBE_MAX + 1 and kept like the pieces' counts): the same candidates from one posting list less
   * (docs/performance.md "Search, session 39b").
   */
  async function stretchOf(index: SearchIndex, q: string, counted: { p: string; n: number }[], seen?: Seen) {
    const window = probeWindow(q, counted);
    if (window === null) return null;
    const narrow = narrowerStretch(window, counted);
    if (narrow === null) return window;
    const t = now();
    let nWindow = keptCount(index, window, t, seen);
    let nNarrow = keptCount(index, narrow, t, seen);
    if (nWindow === undefined || nNarrow === undefined)
      [nWindow, nNarrow] = await Promise.all([countOf(index, window, seen), countOf(index, narrow, seen)]);
    return nNarrow <= nWindow ? narrow : window;
  }

  async function matchingIds(index: SearchIndex, q: string): Promise<number[] | null> {
    const counted = await rarest(index, q);
    if (!counted) return null;
    // Even a count of 0 is looked up: it may be minutes old, and a new item must be found at once.
    if (dialect === 'sqlite') return (await finder(index)(ftsLookup(counted), q)).map((r) => Number(r.id));
    const window = await stretchOf(index, q, counted);
    if (window === null) return null;
    const rows = await finder(index)(like(window), like(q));
    return rows.map((r) => Number(r.id));
  }

  /**
   * The same lookup as a value a statement binds (textTest's `probe`: `probeValue` on PostgreSQL,
   * `sqliteProbeValue` on SQLite), so a page runs it inside its own statement instead of reading the ids first:
   * on PostgreSQL a round trip less, on SQLite a statement less (the ids' JSON, json_each's temporary index;
   * docs/performance.md "Search, session 39"). Null where matchingIds is null.
   *
   * The answer is a function of `q` and the kept counts alone, so it is kept as long as every count it read is
   * (from the oldest of them, COUNT_TTL_MS): a repeated text skips cutting its pieces, reading their counts and
   * sorting them (~10 µs of the server's CPU per request on SQLite; docs/performance.md "Search, session 40 (SQLite)").
   * What it keeps is how to look the text up, never what the lookup finds: the page's statement runs every
   * time.
   */
  async function lookup(index: SearchIndex, q: string): Promise<string | null> {
    const key = `${index}:${q}`;
    const t = now();
    const kept = lookups.get(key, t);
    if (kept !== undefined) return kept;
    const seen: Seen = { at: t };
    const value = await lookupNow(index, q, seen);
    lookups.set(key, value, seen.at + COUNT_TTL_MS);
    return value;
  }

  async function lookupNow(index: SearchIndex, q: string, seen: Seen): Promise<string | null> {
    const counted = await rarest(index, q, seen);
    if (!counted) return null;
    if (dialect === 'sqlite') return sqliteProbeValue(ftsLookup(counted), q);
    const window = await stretchOf(index, q, counted, seen);
    return window ? probeValue(window, q) : null;
  }

  return Object.assign(matchingIds, { lookup });
}

export type SearchProbe = ReturnType<typeof createSearchProbe>;

/**
 * One probe (and its kept counts) per database: every list's plan shares it. On PostgreSQL it reads the stretch
 * of the text around its two rarest pieces (probeWindow); session 32's form, two separate piece patterns, was
 * measured dearer than the whole pattern and is gone (docs/decisions.md "A selective text is looked up by its
 * rarest pieces").
 */
const probes = new WeakMap<DB, SearchProbe>();
export function searchProbeOf(db: DB, dialect: Dialect): SearchProbe {
  let p = probes.get(db);
  if (!p) probes.set(db, (p = createSearchProbe(db, dialect)));
  return p;
}
