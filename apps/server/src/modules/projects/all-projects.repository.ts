import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/database';
import { listState, type ListState } from '../../db/list-counts';
import { ANCHOR_STEP, createPageAnchors, type KeyedList, type ListKey } from '../../db/page-anchors';
import { preparedQuery } from '../../db/prepared-query';

type Sort = 'time' | 'hot';
type Dir = 'desc' | 'asc';

/** The sort columns of "all my projects", most significant first, ending with the item's identity (kind, id). */
const SORT_COLUMNS = { time: ['up_time', 'kind', 'item_id'], hot: ['score', 'up_time', 'kind', 'item_id'] } as const;

interface ItemKey {
  kind: number;
  item_id: number;
  up_time: number;
  score: number;
}

/** The sort key of an item (see SORT_COLUMNS). */
const keyOf = (sort: Sort, r: ItemKey): ListKey => (sort === 'hot' ? [r.score, r.up_time, r.kind, r.item_id] : [r.up_time, r.kind, r.item_id]);

/**
 * "All my projects" (spec §2): projects and MIDI projects in one list, read on `project_items` (migration
 * 0018) exactly as the vsqx list is read on its own table (projects.repository.ts): newest first (upload time)
 * or most popular first (the maintained score, then newest), keys on the index first and then only the page's
 * stored cards; deep pages from the nearest anchor (db/page-anchors.ts) or from the nearer end.
 */
export function createAllProjectsRepository(db: DB) {
  const keys = (sort: Sort, dir: Dir, userId: number, key?: readonly number[]) => {
    let q = db.selectFrom('project_items as i').select(['i.kind', 'i.item_id', 'i.up_time', 'i.score']).where('i.user_id', '=', userId);
    if (key) {
      q = q.where((eb) =>
        sort === 'hot'
          ? eb(eb.refTuple('i.score', 'i.up_time', 'i.kind', 'i.item_id'), '<', eb.tuple(key[0], key[1], key[2], key[3]))
          : eb(eb.refTuple('i.up_time', 'i.kind', 'i.item_id'), '<', eb.tuple(key[0], key[1], key[2])),
      );
    }
    for (const c of SORT_COLUMNS[sort]) q = q.orderBy(`i.${c}`, dir);
    return q;
  };
  /** The stored cards (migration 0018) of the keys a page of `keys` selects, in the same order, by primary key. */
  const cardsOf = (sort: Sort, dir: Dir, page: ReturnType<typeof keys>) => {
    let q = db
      .selectFrom(page.as('k'))
      .innerJoin('project_items as c', (j) => j.onRef('c.kind', '=', 'k.kind').onRef('c.item_id', '=', 'k.item_id'))
      .select('c.card');
    for (const c of SORT_COLUMNS[sort]) q = q.orderBy(`k.${c}`, dir);
    return q;
  };
  const page = (sort: Sort, dir: Dir) =>
    preparedQuery(db, (userId: number, limit: number, offset: number) => cardsOf(sort, dir, keys(sort, dir, userId).limit(limit).offset(offset)));
  const pages = { time: page('time', 'desc'), hot: page('hot', 'desc') };
  const fromEnd = { time: page('time', 'asc'), hot: page('hot', 'asc') };

  const keyed = (sort: Sort) => {
    const first = preparedQuery(db, (userId: number, skip: number) => keys(sort, 'desc', userId).limit(1).offset(skip));
    const next = preparedQuery(db, (userId: number, skip: number, ...key: number[]) => keys(sort, 'desc', userId, key).limit(1).offset(skip));
    const after = preparedQuery(db, (userId: number, limit: number, skip: number, ...key: number[]) => cardsOf(sort, 'desc', keys(sort, 'desc', userId, key).limit(limit).offset(skip)));
    return (userId: number): KeyedList<{ card: string }> => ({
      keyAfter: async (key, skip) => {
        const [r] = key ? await next(userId, skip, ...key) : await first(userId, skip);
        return r && keyOf(sort, r);
      },
      after: (key, limit, skip) => after(userId, limit, skip, ...key),
    });
  };
  const keyedLists = { time: keyed('time'), hot: keyed('hot') };
  const anchors = createPageAnchors();

  async function pageRows(userId: number, sort: Sort, limit: number, offset: number, state: ListState): Promise<{ card: string }[]> {
    if (offset < ANCHOR_STEP) return pages[sort](userId, limit, offset);
    const anchored = await anchors.page(`${sort}:${userId}`, state, offset, limit, keyedLists[sort](userId));
    if (anchored) return anchored;
    const total = state.n;
    if (offset * 2 <= total) return pages[sort](userId, limit, offset);
    // Past the middle the offset walk is shorter from the other end: read the mirrored page, turn it round.
    const take = Math.min(limit, total - offset);
    return take > 0 ? (await fromEnd[sort](userId, take, total - offset - take)).reverse() : [];
  }

  return {
    /** One page of a creator's items as the JSON texts the list sends (`kind` first, then its own list's card), in list order. */
    listPage: async (userId: number, sort: Sort, limit: number, offset: number, state: ListState): Promise<string[]> =>
      (await pageRows(userId, sort, limit, offset, state)).map((r) => r.card),

    /**
     * A filtered or searched page of the merged list (DESIGN §8): the items of each kind whose own row passes
     * that kind's filters, in list order, with their count. `vsqx` filters rows `p` of vsqx_projects, `midi`
     * rows of midi_projects (modules/search/my-filters.ts).
     */
    async filteredPage(userId: number, where: { vsqx: Expression<SqlBool>; midi: Expression<SqlBool> }, sort: Sort, limit: number, offset: number) {
      const vsqxIds = db.selectFrom('vsqx_projects as p').select('p.music_id').where('p.user_id', '=', userId).where(where.vsqx);
      const midiIds = db.selectFrom('midi_projects').select('midi_projects.midi_id').where('midi_projects.user_id', '=', userId).where(where.midi);
      const passes = sql<SqlBool>`((i.kind = 1 and i.item_id in (${vsqxIds})) or (i.kind = 2 and i.item_id in (${midiIds})))`;
      let rows = db.selectFrom('project_items as i').select('i.card').where('i.user_id', '=', userId).where(passes);
      for (const c of SORT_COLUMNS[sort]) rows = rows.orderBy(`i.${c}`, 'desc');
      const [list, total] = await Promise.all([
        rows.limit(limit).offset(offset).execute(),
        db.selectFrom('project_items as i').select(sql<number>`count(*)`.as('n')).where('i.user_id', '=', userId).where(passes).executeTakeFirstOrThrow(),
      ]);
      return { cards: list.map((r) => r.card), total: Number(total.n) };
    },

    /** Length and version of the merged list (list_counts `items`, migration 0018). */
    state: (userId: number) => listState(db, userId, 'items'),
  };
}
