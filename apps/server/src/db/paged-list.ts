import { sql, type AliasedExpression, type Compilable } from 'kysely';
import type { CountedList, ListState } from './list-counts';
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

/** A value read beside a page's rows in the same statement: the list's state (`counted`, `hidden`). */
type StateColumn = AliasedExpression<unknown, string>;

/** A page's select, to which the list's state can be added as more columns. */
export interface PageSelect<R> extends Compilable<R> {
  select(columns: readonly StateColumn[]): Compilable<R>;
}

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
  rows(db: DB, page: Q, dir: Dir): PageSelect<R>;
  /**
   * Near the top (offset < SHALLOW_OFFSET), read the rows directly instead of keys first: cheaper when there
   * is little to skip and each row costs joins (favourites, the inbox).
   */
  shallow?(db: DB, scope: S, limit: number, offset: number): PageSelect<R>;
  /**
   * Deep pages (offset ≥ ANCHOR_STEP) start from anchors. Only for lists whose list_counts version changes
   * whenever the list gains, loses or reorders an item (a favourites list in popularity order is reordered by
   * other people's likes, which its version does not see).
   */
  anchors: boolean;
  /** Deep pages past the middle are read from the far end: the list's length must be list_counts.n exactly. */
  mirror: boolean;
  /**
   * The list's list_counts row (its owner is the first scope value): its length and version are then read
   * beside every page, in the page's own statement, and `readPage` answers them. Without it the caller
   * passes the state (a test's list).
   */
  counted?: CountedList;
  /** Also read beside the page: how many of the list's `n` items it may not show now (favourites, DESIGN §8). */
  hidden?(db: DB, scope: S): { as(alias: 'list_hidden'): StateColumn };
}

/** A list's prepared statements on one database (see `statements` for what each reads). */
interface Statements<R> {
  page: Record<Dir, (...a: (string | number)[]) => Promise<R[]>>;
  state?: (...a: (string | number)[]) => Promise<StateRow[]>;
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
  /** The list's state as columns beside a page's rows (the owner bound again), when the list is counted. */
  const state = (a: unknown[]): StateColumn[] => {
    if (!list.counted) return [];
    const row = () =>
      db
        .selectFrom('list_counts')
        .where('user_id', '=', a[0] as number)
        .where('list', '=', sql.lit(list.counted!));
    const columns = [row().select('n').as('list_n'), row().select('version').as('list_version')];
    return list.hidden ? [...columns, list.hidden(db, s(a)).as('list_hidden')] : columns;
  };
  const beside = <T>(q: PageSelect<T>, a: unknown[]) => (list.counted ? q.select(state(a)) : q);
  const build = {
    /** A page by offset, keys first, with the list's state; 'asc' is the mirrored read from the far end. */
    pageDesc: (...a: unknown[]) =>
      beside(list.rows(db, list.keys(db, s(a), 'desc').limit(num(a, 0)).offset(num(a, 1)), 'desc'), a),
    pageAsc: (...a: unknown[]) =>
      list.rows(db, list.keys(db, s(a), 'asc').limit(num(a, 0)).offset(num(a, 1)), 'asc'),
    /** The key `skip` places from the top, and `skip` places below a key: anchors. */
    firstKey: (...a: unknown[]) => list.keys(db, s(a), 'desc').limit(1).offset(num(a, 0)),
    nextKey: (...a: unknown[]) => list.keys(db, s(a), 'desc', key(a, 1)).limit(1).offset(num(a, 0)),
    /** A page `skip` places below an anchor's key, with the list's state. */
    after: (...a: unknown[]) =>
      beside(
        list.rows(db, list.keys(db, s(a), 'desc', key(a, 2)).limit(num(a, 0)).offset(num(a, 1)), 'desc'),
        a,
      ),
    shallow: list.shallow
      ? (...a: unknown[]) => beside(list.shallow!(db, s(a), num(a, 0), num(a, 1)), a)
      : undefined,
    /** The list's state alone: for an empty page, and before a deep page whose path it decides. */
    state: list.counted ? (...a: unknown[]) => db.selectNoFrom(state(a)) : undefined,
  };
  const names = {
    pageDesc: ['limit', 'offset'],
    pageAsc: ['limit', 'offset'],
    firstKey: ['skip'],
    nextKey: ['skip', ...list.key],
    after: ['limit', 'skip', ...list.key],
    shallow: ['limit', 'offset'],
    state: [],
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
      state: build.state && p(build.state as (...a: unknown[]) => Compilable<StateRow>),
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

/** What a page read is asked: whose list and which slice; the list's state only for a list without `counted`. */
export interface PageRequest<S> {
  scope: S;
  limit: number;
  offset: number;
  state?: ListState;
}

/** A page's rows with the list's state (read in the same statement when the list is counted). */
export interface ListPage<R> {
  rows: R[];
  state: ListState;
  /** The `hidden` count read with the state (0 when the list has none). */
  hidden: number;
}

/** The state columns a counted list's page rows carry (the rows keep them; callers pick their own fields). */
interface StateRow {
  list_n: number | string | null;
  list_version: number | string | null;
  list_hidden?: number | string | null;
}

/** No list_counts row: an empty list (the triggers keep a row for every list with items). */
const stateOf = (r: StateRow) => ({
  state: { n: Number(r.list_n ?? 0), version: Number(r.list_version ?? 0) },
  hidden: Number(r.list_hidden ?? 0),
});

/**
 * One page of a hot list, in list order, with the list's state. On a counted list the state comes in the
 * page's own statement: one statement per call for the top pages, for every page of a list without anchors
 * or mirror, and for a deep page whose anchor is already known (kept only when the state's version is the
 * anchor's). A deep page otherwise reads the state first, since it decides the path: from the nearest anchor
 * when anchors hold (db/page-anchors.ts); else, past the middle, from the far end (when the list allows),
 * else by offset. Near the top a list reads directly (when it reads so) or keys first.
 */
export async function readPage<
  S extends readonly (string | number)[],
  Q extends KeysQuery<Q> & Compilable<K>,
  K,
  R,
>(db: DB, list: HotList<S, Q, K, R>, { scope, limit, offset, state }: PageRequest<S>): Promise<ListPage<R>> {
  const st = statements(db, list);
  const readState = async () => {
    if (state) return { state, hidden: 0 };
    if (!st.state) throw new Error(`readPage: ${list.name} has no list_counts row and no state was given`);
    return stateOf((await st.state(...scope))[0]);
  };
  /** The rows with the state beside them; an empty page has no row to carry it. */
  const withState = async (rows: R[]): Promise<ListPage<R>> =>
    !state && rows.length ? { rows, ...stateOf(rows[0] as StateRow) } : { rows, ...(await readState()) };

  if (st.shallow && offset < SHALLOW_OFFSET) return withState(await st.shallow(...scope, limit, offset));
  if (offset < ANCHOR_STEP || (!list.anchors && !list.mirror))
    return withState(await st.page.desc(...scope, limit, offset));

  const name = scope.join(':');
  let known: Omit<ListPage<R>, 'rows'> | undefined;
  const at = list.anchors && !state ? st.anchors.known(name, offset) : undefined;
  if (at) {
    const rows = await st.after(...scope, limit, at.skip, ...at.key);
    if (rows.length) {
      known = stateOf(rows[0] as StateRow);
      // Read in one snapshot with the state: at the anchor's version the list is the one the anchor was read in.
      if (known.state.version === at.version) return { rows, ...known };
    }
  }
  known ??= await readState();
  const { n } = known.state;
  if (list.anchors) {
    const keyed: KeyedList<R> = {
      keyAfter: async (key, skip) => {
        const [row] = key ? await st.nextKey(...scope, skip, ...key) : await st.firstKey(...scope, skip);
        return row === undefined ? undefined : list.keyOf(row as K);
      },
      after: (key, count, skip) => st.after(...scope, count, skip, ...key),
    };
    const anchored = await st.anchors.page(name, known.state, offset, limit, keyed);
    if (anchored) return { rows: anchored, ...known };
  }
  if (list.mirror && offset * 2 > n) {
    // Past the middle the offset walk is shorter from the other end: read the mirrored page, turn it round.
    const take = Math.min(limit, n - offset);
    return {
      rows: take > 0 ? (await st.page.asc(...scope, take, n - offset - take)).reverse() : [],
      ...known,
    };
  }
  return { rows: await st.page.desc(...scope, limit, offset), ...known };
}

/** A typed HotList (the identity: it lets TypeScript infer S, Q, K and R from the definition). */
export const hotList = <S extends readonly (string | number)[], Q extends KeysQuery<Q> & Compilable<K>, K, R>(
  list: HotList<S, Q, K, R>,
) => list;
