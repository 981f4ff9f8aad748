import { sql } from 'kysely';
import type { SearchIndex } from '../../db/search-match';
import type { DB, Dialect } from '../../db/types';

/*
 * Keeping SQLite's FTS5 search indexes in one segment (docs/decisions.md "The search index kept merged").
 * Every write transaction adds a segment to an FTS5 index and FTS5's automerge works in units of 64 pages
 * written, so one-row writes pile up to 15 segments before its crisis merge (the 100k bench world had 7,
 * docs/performance.md "Search, session 34"); a lookup seeks every segment for every trigram, and 7 → 1
 * segment took the probe from 849 to 427 µs and a phrase from 1,874 to 348 (docs/performance.md "Search,
 * session 33"). So the server merges each index back into one segment, off the
 * request's path, in steps of a few pages: each step is one statement (its own transaction), and on SQLite
 * the one connection is also the event loop, so a step holds every request for its length: a few ms (up to
 * ~80 ms at 1M rows, where FTS5 writes a common trigram's whole doclist in one step).
 *
 * Durable without a job row: FTS5 saves a merge in progress in the index itself after every step (its
 * structure record), so a process that dies mid-merge leaves a consistent index and the next step, on this
 * process after a restart, continues where the last one stopped. PostgreSQL's pg_trgm GIN index has no
 * segments to merge: everything here is a no-op there.
 */

export const SEARCH_INDEXES: readonly SearchIndex[] = ['search_v', 'search_m', 'search_a'];

/** Leaf pages (FTS5's pgsz, ~4 KB) one step writes. Measured: docs/performance.md "Search, session 34". */
export const MERGE_PAGES = 32;

/** What an index's structure record says: its segments, and whether a merge is under way. */
export interface IndexShape {
  segments: number;
  /** Some level has input segments of an unfinished incremental merge. */
  merging: boolean;
  /** Leaf pages over all segments. */
  pages: number;
  /** The record itself: a step that left it as it was did nothing. */
  record?: Uint8Array;
}

/** SQLite's varint: big-endian groups of 7 bits, the high bit set on all but the last; a ninth byte is whole. */
function varint(b: Uint8Array, at: number): [number, number] {
  let v = 0;
  for (let i = 0; i < 8; i++) {
    const c = b[at + i];
    v = v * 128 + (c & 0x7f);
    if (!(c & 0x80)) return [v, at + i + 1];
  }
  return [v * 256 + b[at + 8], at + 9];
}

/**
 * Decodes FTS5's structure record (row 10 of `<index>_data`, fts5_index.c "Structure record"): a 4-byte
 * cookie, an optional 4-byte version 2 mark, then varints: levels, segments, leaves written; per level the
 * inputs of its merge in progress and its segment count; per segment its id, first and last leaf page (and
 * five more varints in version 2, written by contentless-delete tables).
 */
export function parseStructure(b: Uint8Array): IndexShape {
  let at = 4;
  const v2 = b[4] === 0xff && b[5] === 0 && b[6] === 0 && b[7] === 1;
  if (v2) at = 8;
  const [levels, a1] = varint(b, at);
  const [segments, a2] = varint(b, a1);
  [, at] = varint(b, a2);
  let merging = false;
  let pages = 0;
  for (let l = 0; l < levels; l++) {
    let inputs, count;
    [inputs, at] = varint(b, at);
    [count, at] = varint(b, at);
    if (inputs > 0) merging = true;
    for (let s = 0; s < count; s++) {
      let first, last;
      [, at] = varint(b, at);
      [first, at] = varint(b, at);
      [last, at] = varint(b, at);
      pages += last - first + 1;
      for (let k = 0; v2 && k < 5; k++) [, at] = varint(b, at);
    }
  }
  return { segments, merging, pages };
}

/** The index's shape now (an empty index has no structure record yet: no segments). */
export async function indexShape(db: DB, index: SearchIndex): Promise<IndexShape> {
  const { rows } = await sql<{
    block: Uint8Array;
  }>`select block from ${sql.table(`${index}_data`)} where id = 10`.execute(db);
  const b = rows[0]?.block;
  return b ? { ...parseStructure(b), record: Uint8Array.from(b) } : { segments: 0, merging: false, pages: 0 };
}

/** Whether another step has work: more than one segment, or a merge left unfinished. */
export const needsMerge = (s: IndexShape) => s.segments > 1 || s.merging;

/**
 * One step of about `pages` leaf pages. A merge in progress is continued (a positive count: FTS5 continues it
 * first, whatever else a level holds); otherwise a negative count puts every segment on one level and starts
 * merging them all (FTS5 "merge" command). A negative count while a merge is under way and a write has added
 * a segment would instead start over, the partly merged output included.
 */
export async function mergeStep(db: DB, index: SearchIndex, shape: IndexShape, pages = MERGE_PAGES) {
  const t = sql.table(index);
  const n = shape.merging ? pages : -pages;
  await sql`insert into ${t}(${t}, rank) values ('merge', ${sql.lit(n)})`.execute(db);
}

export interface MergeRun {
  index: SearchIndex;
  before: IndexShape;
  after: IndexShape;
  steps: number;
  /** Each step's wall time (the statement, as the event loop saw it), ms. */
  stepMs: number[];
}

export interface MergeOptions {
  pages?: number;
  /** Awaited after each step with its length (the scheduler yields to requests here); default none. */
  pause?: (stepMs: number) => Promise<void>;
  /** Checked before each step: true ends the run (shutdown). */
  stopped?: () => boolean;
}

/**
 * Merges one index into one segment, step by step; a no-op on PostgreSQL. A step that leaves the structure
 * record as it was ends the run (FTS5 found nothing it would merge), so it cannot spin.
 */
export async function mergeIndex(
  db: DB,
  dialect: Dialect,
  index: SearchIndex,
  opts: MergeOptions = {},
): Promise<MergeRun> {
  const none = { segments: 0, merging: false, pages: 0 };
  if (dialect !== 'sqlite') return { index, before: none, after: none, steps: 0, stepMs: [] };
  const before = await indexShape(db, index);
  let shape = before;
  const stepMs: number[] = [];
  while (needsMerge(shape) && !opts.stopped?.()) {
    const t0 = performance.now();
    await mergeStep(db, index, shape, opts.pages);
    const ms = performance.now() - t0;
    stepMs.push(ms);
    const next = await indexShape(db, index);
    // Each step moves a leaf page number in the record (inputs trimmed, output grown): none moved, no work.
    const same = Buffer.compare(next.record ?? Buffer.alloc(0), shape.record ?? Buffer.alloc(0)) === 0;
    shape = next;
    if (same) break;
    await opts.pause?.(ms);
  }
  return { index, before, after: shape, steps: stepMs.length, stepMs };
}

/** Every search index into one segment, one after another (bulk loads and the bench worlds' settle). */
export async function mergeSearchIndexes(db: DB, dialect: Dialect, opts: MergeOptions = {}) {
  const runs: MergeRun[] = [];
  for (const index of SEARCH_INDEXES) runs.push(await mergeIndex(db, dialect, index, opts));
  return runs;
}
