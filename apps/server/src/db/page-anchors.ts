import type { ListState } from './list-counts';

/** Anchors sit every ANCHOR_STEP places of a list: from the nearest one, a deep page walks fewer entries than this. */
export const ANCHOR_STEP = 100;

/** At most this many anchors are read for one request; a page further down takes the offset path meanwhile. */
const MAX_NEW_ANCHORS = 50;

/** The sort columns of one item, ending with its unique id, in the list's order (e.g. [score, music_id]). */
export type ListKey = readonly number[];

/** How to read one list by key, newest (or highest) first. */
export interface KeyedList<R> {
  /** The key of the first item below `after` (from the top when null) once `skip` are skipped; undefined past the end. */
  keyAfter(after: ListKey | null, skip: number): Promise<ListKey | undefined>;
  /** `limit` items below the one at `after`, once `skip` are skipped. */
  after(key: ListKey, limit: number, skip: number): Promise<R[]>;
}

interface Chain {
  version: number;
  /** keys[j]: the key of the item at position (j + 1) * ANCHOR_STEP - 1. */
  keys: ListKey[];
  /** The anchors being read now: requests that need them wait for this one reading instead of each reading them. */
  reading?: Promise<void>;
}

/** Reads the chain on towards `upTo` anchors, at most MAX_NEW_ANCHORS of them; stops early at the list's end. */
async function readAnchors<R>(c: Chain, upTo: number, list: KeyedList<R>): Promise<void> {
  for (let read = 0; c.keys.length < upTo && read < MAX_NEW_ANCHORS; read++) {
    const at = c.keys.length;
    const key = await list.keyAfter(at ? c.keys[at - 1] : null, ANCHOR_STEP - 1);
    if (!key) return; // shorter than its count said: it changed meanwhile
    c.keys.push(key);
  }
}

/**
 * Keys at every ANCHOR_STEP-th place of long lists, remembered per list in this process, so a page deep in a
 * list starts at the nearest anchor above it instead of walking the whole offset on the index (page 500 of a
 * 10,000-item list skipped 5,000 entries per request). Anchors are trusted only at the list version
 * (list_counts.version, migration 0011) they were read at, so any add, removal or reordering, by any instance,
 * drops them. They are read lazily, one index walk of ANCHOR_STEP entries each, and only once a version has
 * been seen twice: a list that changes between every deep read never pays for anchors it cannot use.
 */
export function createPageAnchors(maxLists = 1000) {
  const chains = new Map<string, Chain>();
  return {
    /** The page at `offset` (≥ ANCHOR_STEP) of list `name`, or undefined when the caller must read it by offset. */
    async page<R>(
      name: string,
      state: ListState,
      offset: number,
      limit: number,
      list: KeyedList<R>,
    ): Promise<R[] | undefined> {
      const i = Math.floor(offset / ANCHOR_STEP);
      if (i < 1 || offset >= state.n) return undefined;
      const c = chains.get(name);
      if (c?.version !== state.version) {
        chains.delete(name);
        if (chains.size >= maxLists) chains.delete(chains.keys().next().value!);
        chains.set(name, { version: state.version, keys: [] });
        return undefined;
      }
      // One reading at a time per list: fifty cold requests for the same deep page read each anchor once, not
      // fifty times (on PostgreSQL that herd kept a page-500 call from answering within seconds). A request
      // waits for readings already under way, and starts at most one of its own.
      for (let started = false; c.keys.length < i;) {
        if (!c.reading) {
          if (started) break;
          started = true;
          c.reading = readAnchors(c, i, list).finally(() => (c.reading = undefined));
        }
        await c.reading;
      }
      if (c.keys.length < i) return undefined;
      return list.after(c.keys[i - 1], limit, offset - i * ANCHOR_STEP);
    },
    /**
     * The anchor a page at `offset` would start from if the list is still at the version the chain was read at,
     * without knowing the list's state yet: the caller reads the page below it with the state beside it, in one
     * statement, and keeps the page only when that state's version is `version` (else it reads the state's way).
     */
    known(name: string, offset: number): { version: number; key: ListKey; skip: number } | undefined {
      const i = Math.floor(offset / ANCHOR_STEP);
      const c = chains.get(name);
      if (i < 1 || !c || c.keys.length < i) return undefined;
      return { version: c.version, key: c.keys[i - 1], skip: offset - i * ANCHOR_STEP };
    },
    get size() {
      return chains.size;
    },
  };
}

export type PageAnchors = ReturnType<typeof createPageAnchors>;
