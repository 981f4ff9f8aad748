import { sql, type Expression, type SqlBool } from 'kysely';
import { hotList, readPage, type Dir } from '../../db/paged-list';
import type { DB } from '../../db/types';
import { withState } from '../visibility/publication-states.repository';

type Sort = 'time' | 'hot';

/** The sort columns of "all my projects", most significant first, ending with the item's identity (kind, id). */
const SORT_COLUMNS = {
  time: ['up_time', 'kind', 'item_id'],
  hot: ['score', 'up_time', 'kind', 'item_id'],
} as const;

interface ItemKey {
  kind: number;
  item_id: number;
  up_time: number;
  /** Read in the hot order only. */
  score?: number;
}

/**
 * "All my projects" (spec §2) in each order, a hot list (db/paged-list.ts): projects and MIDI projects in one
 * list, read on `project_items` (migration 0018) exactly as the vsqx list is read on its own table: newest
 * first (upload time) or most popular first (the maintained score, then newest), keys on the index first and
 * then only the page's stored cards by primary key.
 */
const allProjectsList = (sort: Sort) =>
  hotList({
    name: `projects.all.${sort}`,
    scope: ['user_id'],
    key: SORT_COLUMNS[sort],
    keys: (db: DB, [userId]: readonly [number], dir: Dir, below?: readonly number[]) => {
      let q = db
        .selectFrom('project_items as i')
        // Only the sort's own columns, so its index covers the walk (with score selected in the time order,
        // PostgreSQL's generic plan read her items on the score index and sorted them all: seconds under load).
        .select(
          sort === 'hot'
            ? ['i.score', 'i.up_time', 'i.kind', 'i.item_id']
            : ['i.up_time', 'i.kind', 'i.item_id'],
        )
        .where('i.user_id', '=', userId);
      if (below) {
        q = q.where((eb) =>
          sort === 'hot'
            ? eb(
                eb.refTuple('i.score', 'i.up_time', 'i.kind', 'i.item_id'),
                '<',
                eb.tuple(below[0], below[1], below[2], below[3]),
              )
            : eb(
                eb.refTuple('i.up_time', 'i.kind', 'i.item_id'),
                '<',
                eb.tuple(below[0], below[1], below[2]),
              ),
        );
      }
      for (const c of SORT_COLUMNS[sort]) q = q.orderBy(`i.${c}`, dir);
      return q;
    },
    keyOf: (r: ItemKey) =>
      sort === 'hot' ? [r.score!, r.up_time, r.kind, r.item_id] : [r.up_time, r.kind, r.item_id],
    // Who sees each item and when it publishes (DESIGN §8 status badges) are kept beside its card (migration
    // 0058), so a page reads one table: the keys on the index, then the items by primary key.
    rows: (db, page, dir) => {
      let q = db
        .selectFrom(page.as('k'))
        .innerJoin('project_items as c', (j) =>
          j.onRef('c.kind', '=', 'k.kind').onRef('c.item_id', '=', 'k.item_id'),
        )
        .select(['c.card', 'c.visibility', 'c.publish_at']);
      for (const c of SORT_COLUMNS[sort]) q = q.orderBy(`k.${c}`, dir);
      return q;
    },
    anchors: true,
    mirror: true,
    counted: 'items',
  });

export const ALL_PROJECTS_LISTS = { time: allProjectsList('time'), hot: allProjectsList('hot') };

export function createAllProjectsRepository(db: DB) {
  return {
    /**
     * One page of a creator's items as the JSON texts the list sends (`kind` first, then its own list's card), in
     * list order, with the merged list's length (list_counts `items`, migration 0018, read in the page's statement).
     */
    page: async (p: { userId: number; sort: Sort; limit: number; offset: number }) => {
      const { rows, state } = await readPage(db, ALL_PROJECTS_LISTS[p.sort], {
        scope: [p.userId],
        limit: p.limit,
        offset: p.offset,
      });
      return { cards: rows.map((r) => withState(r.card, r.visibility, r.publish_at)), total: state.n };
    },

    /**
     * A filtered or searched page of the merged list (DESIGN §8): the items of each kind whose own row passes
     * that kind's filters, in list order, with their count. `vsqx` filters rows `p` of vsqx_projects, `midi`
     * rows of midi_projects (modules/search/my-filters.ts).
     */
    async filteredPage(
      userId: number,
      where: { vsqx: Expression<SqlBool>; midi: Expression<SqlBool> },
      sort: Sort,
      limit: number,
      offset: number,
    ) {
      const vsqxIds = db
        .selectFrom('vsqx_projects as p')
        .select('p.music_id')
        .where('p.user_id', '=', userId)
        .where(where.vsqx);
      const midiIds = db
        .selectFrom('midi_projects')
        .select('midi_projects.midi_id')
        .where('midi_projects.user_id', '=', userId)
        .where(where.midi);
      const passes = sql<SqlBool>`((i.kind = 1 and i.item_id in (${vsqxIds})) or (i.kind = 2 and i.item_id in (${midiIds})))`;
      let rows = db
        .selectFrom('project_items as i')
        .select('i.card')
        .where('i.user_id', '=', userId)
        .where(passes);
      for (const c of SORT_COLUMNS[sort]) rows = rows.orderBy(`i.${c}`, 'desc');
      const [list, total] = await Promise.all([
        rows.limit(limit).offset(offset).execute(),
        db
          .selectFrom('project_items as i')
          .select(sql<number>`count(*)`.as('n'))
          .where('i.user_id', '=', userId)
          .where(passes)
          .executeTakeFirstOrThrow(),
      ]);
      return { cards: list.map((r) => r.card), total: Number(total.n) };
    },
  };
}
