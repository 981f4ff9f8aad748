import type { Compilable } from 'kysely';
import type { ListState } from './list-counts';
import {
  ANCHOR_STEP,
  createPageAnchors,
  type KeyedList,
  type ListKey,
  type PageAnchors,
} from './page-anchors';
import { preparedQuery, SHALLOW_OFFSET } from './prepared-query';
import type { DB } from './types';

// One recipe for the hot lists (my projects, all my projects, my favourites, the inbox): how to read a page,
// written once. A list is a plain description (per dialect when its SQL differs) (HotList); its prepared statements and anchors are kept here,
// per database, so a repository built per request or per transaction holds no state of its own (db/README.md).

export type Dir = 'desc' | 'asc';

/** A select of a list's sort keys that a page can limit, skip and use as a derived table. */
export interface KeysQuery<Q> {
  limit(n: number): Q;
  offset(n: number): Q;
}

/**
 * A per-owner list read newest (or highest) first on an index whose columns are the owner, then the sort key
 * ending with a unique id. `S` is the owner's values (e.g. [userId]), `Q` the keys select, `R` a row sent.
 */
export interface HotList<
  S extends readonly (string | number)[],
  Q extends KeysQuery<Q> & Compilable<K>,
  K,
  R,
> {
  /** Shown in the SQL snapshot and naming the anchors: `<module>.<list>.<order>`. */
  name: string;
  /** The names of the owner's values, in order (the snapshot prints them as the parameters' names). */
  scope: { readonly [I in keyof S]: string };
  /** The names of the sort key's columns, most significant first, ending with the unique id. */
  key: readonly string[];
  /** The keys of the owner's list in order `dir`, strictly below `below` (in list order) when given. */
  keys(db: DB, scope: S, dir: Dir, below?: readonly number[]): Q;
  /** An item's sort key from a row of `keys`. */
  keyOf(row: K): ListKey;
  /** The rows sent for a page of keys (`page`, a limited `keys`), in the same order. */
  rows(db: DB, page: Q, dir: Dir): Compilable<R>;
  /**
   * Near the top (offset < SHALLOW_OFFSET), read the rows directly instead of keys first: cheaper when there
   * is little to skip and each row costs joins (favourites, the inbox).
   */
  shallow?(db: DB, scope: S, limit: number, offset: number): Compilable<R>;
  /**
   * Deep pages (offset ≥ ANCHOR_STEP) start from anchors. Only for lists whose list_counts version changes
   * whenever the list gains, loses or reorders an item (a favourites list in popularity order is reordered by
   * other people's likes, which its version does not see).
   */
  anchors: boolean;
  /** Deep pages past the middle are read from the far end: the list's length must be list_counts.n exactly. */
  mirror: boolean;
}

/** A list's prepared statements on one database (see `statements` for what each reads). */
interface Statements<R> {
  page: Record<Dir, (...a: (string | number)[]) => Promise<R[]>>;
  shallow?: (...a: (string | number)[]) => Promise<R[]>;
  firstKey: (...a: (string | number)[]) => Promise<unknown[]>;
  nextKey: (...a: (string | number)[]) => Promise<unknown[]>;
  after: (...a: (string | number)[]) => Promise<R[]>;
  anchors: PageAnchors;
}

/**
 * Each statement of a list as a build function over flat arguments: the owner's values, then the named ones.
 * The argument names are what the SQL snapshot prints.
 */
export function statementsOf<
  S extends readonly (string | number)[],
  Q extends KeysQuery<Q> & Compilable<K>,
  K,
  R,
>(list: HotList<S, Q, K, R>, db: DB) {
  const n = list.scope.length;
  const s = (a: unknown[]) => a.slice(0, n) as unknown as S;
  const num = (a: unknown[], i: number) => a[n + i] as number;
  const key = (a: unknown[], from: number) => a.slice(n + from) as number[];
  const build = {
    /** A page by offset, keys first; 'asc' is the mirrored read from the far end. */
    pageDesc: (...a: unknown[]) =>
      list.rows(db, list.keys(db, s(a), 'desc').limit(num(a, 0)).offset(num(a, 1)), 'desc'),
    pageAsc: (...a: unknown[]) =>
      list.rows(db, list.keys(db, s(a), 'asc').limit(num(a, 0)).offset(num(a, 1)), 'asc'),
    /** The key `skip` places from the top, and `skip` places below a key: anchors. */
    firstKey: (...a: unknown[]) => list.keys(db, s(a), 'desc').limit(1).offset(num(a, 0)),
    nextKey: (...a: unknown[]) => list.keys(db, s(a), 'desc', key(a, 1)).limit(1).offset(num(a, 0)),
    /** A page `skip` places below an anchor's key. */
    after: (...a: unknown[]) =>
      list.rows(db, list.keys(db, s(a), 'desc', key(a, 2)).limit(num(a, 0)).offset(num(a, 1)), 'desc'),
    shallow: list.shallow ? (...a: unknown[]) => list.shallow!(db, s(a), num(a, 0), num(a, 1)) : undefined,
  };
  const names = {
    pageDesc: ['limit', 'offset'],
    pageAsc: ['limit', 'offset'],
    firstKey: ['skip'],
    nextKey: ['skip', ...list.key],
    after: ['limit', 'skip', ...list.key],
    shallow: ['limit', 'offset'],
  };
  return { build, names };
}

const registry = new WeakMap<DB, Map<object, Statements<unknown>>>();

function statements<S extends readonly (string | number)[], Q extends KeysQuery<Q> & Compilable<K>, K, R>(
  db: DB,
  list: HotList<S, Q, K, R>,
): Statements<R> {
  let lists = registry.get(db);
  if (!lists) registry.set(db, (lists = new Map()));
  let st = lists.get(list);
  if (!st) {
    const { build } = statementsOf(list, db);
    const p = <T>(b: (...a: unknown[]) => Compilable<T>) =>
      preparedQuery(db, b as (...a: (string | number)[]) => Compilable<T>);
    st = {
      page: { desc: p(build.pageDesc), asc: p(build.pageAsc) },
      shallow: build.shallow && p(build.shallow),
      firstKey: p(build.firstKey),
      nextKey: p(build.nextKey),
      after: p(build.after),
      anchors: createPageAnchors(),
    };
    lists.set(list, st);
  }
  return st as Statements<R>;
}

/** What a page read is asked: whose list, which slice, and the list's state (list_counts, read first). */
export interface PageRequest<S> {
  scope: S;
  limit: number;
  offset: number;
  state: ListState;
}

/**
 * One page of a hot list, in list order: near the top directly (when the list reads so) or keys first; deep
 * down from the nearest anchor when anchors hold (db/page-anchors.ts); else, past the middle, from the far end
 * (when the list allows), else by offset.
 */
export async function readPage<
  S extends readonly (string | number)[],
  Q extends KeysQuery<Q> & Compilable<K>,
  K,
  R,
>(db: DB, list: HotList<S, Q, K, R>, { scope, limit, offset, state }: PageRequest<S>): Promise<R[]> {
  const st = statements(db, list);
  if (st.shallow && offset < SHALLOW_OFFSET) return st.shallow(...scope, limit, offset);
  if (offset >= ANCHOR_STEP) {
    if (list.anchors) {
      const keyed: KeyedList<R> = {
        keyAfter: async (key, skip) => {
          const [row] = key ? await st.nextKey(...scope, skip, ...key) : await st.firstKey(...scope, skip);
          return row === undefined ? undefined : list.keyOf(row as K);
        },
        after: (key, n, skip) => st.after(...scope, n, skip, ...key),
      };
      const anchored = await st.anchors.page(scope.join(':'), state, offset, limit, keyed);
      if (anchored) return anchored;
    }
    if (list.mirror && offset * 2 > state.n) {
      // Past the middle the offset walk is shorter from the other end: read the mirrored page, turn it round.
      const take = Math.min(limit, state.n - offset);
      return take > 0 ? (await st.page.asc(...scope, take, state.n - offset - take)).reverse() : [];
    }
  }
  return st.page.desc(...scope, limit, offset);
}

/** A typed HotList (the identity: it lets TypeScript infer S, Q, K and R from the definition). */
export const hotList = <S extends readonly (string | number)[], Q extends KeysQuery<Q> & Compilable<K>, K, R>(
  list: HotList<S, Q, K, R>,
) => list;
