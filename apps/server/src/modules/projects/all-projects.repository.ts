import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { listState, type ListState } from '../../db/list-counts';
import { ITEM_KIND } from '../../db/migrations/0018-project-items';
import { ANCHOR_STEP, createPageAnchors, type KeyedList, type ListKey } from '../../db/page-anchors';
import { preparedQuery } from '../../db/prepared-query';
import { LIST_COLUMNS as MIDI_COLUMNS } from '../midi/midi.repository';

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

/** A page row: its kind, the stored vsqx card (migration 0012) or the MIDI project's list columns. */
type PageRow = { kind: number; card: string | null } & Record<(typeof MIDI_COLUMNS)[number], unknown>;

/**
 * An item as the JSON text the list sends: `kind` ('v' | 'm', as `project_type` elsewhere) first, then the
 * card of its own list call: a vsqx card is the stored text, a MIDI card is serialised here.
 */
function cardOf(r: PageRow): string {
  if (r.kind === ITEM_KIND.vsqx) return `{"kind":"v",${r.card!.slice(1)}`;
  const m: Record<string, unknown> = { kind: 'm' };
  for (const c of MIDI_COLUMNS) m[c] = r[c];
  return JSON.stringify(m);
}

/**
 * "All my projects" (spec §2): projects and MIDI projects in one list, read on `project_items` (migration
 * 0018) exactly as the vsqx list is read on its own table (projects.repository.ts): newest first (upload time)
 * or most popular first (the maintained score, then newest), keys on the index first and then only the page's
 * cards; deep pages from the nearest anchor (db/page-anchors.ts) or from the nearer end.
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
  /** The cards of the keys a page of `keys` selects, in the same order. */
  const cardsOf = (sort: Sort, dir: Dir, page: ReturnType<typeof keys>) => {
    let q = db
      .selectFrom(page.as('k'))
      .leftJoin('project_cards as c', (j) => j.onRef('c.music_id', '=', 'k.item_id').on(sql<boolean>`k.kind = ${sql.lit(ITEM_KIND.vsqx)}`))
      .leftJoin('midi_projects as m', (j) => j.onRef('m.midi_id', '=', 'k.item_id').on(sql<boolean>`k.kind = ${sql.lit(ITEM_KIND.midi)}`))
      .select(['k.kind', 'c.card', ...MIDI_COLUMNS.map((c) => `m.${c}` as const)]);
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
    return (userId: number): KeyedList<PageRow> => ({
      keyAfter: async (key, skip) => {
        const [r] = key ? await next(userId, skip, ...key) : await first(userId, skip);
        return r && keyOf(sort, r);
      },
      after: (key, limit, skip) => after(userId, limit, skip, ...key) as Promise<PageRow[]>,
    });
  };
  const keyedLists = { time: keyed('time'), hot: keyed('hot') };
  const anchors = createPageAnchors();

  async function pageRows(userId: number, sort: Sort, limit: number, offset: number, state: ListState): Promise<PageRow[]> {
    if (offset < ANCHOR_STEP) return (await pages[sort](userId, limit, offset)) as PageRow[];
    const anchored = await anchors.page(`${sort}:${userId}`, state, offset, limit, keyedLists[sort](userId));
    if (anchored) return anchored;
    const total = state.n;
    if (offset * 2 <= total) return (await pages[sort](userId, limit, offset)) as PageRow[];
    // Past the middle the offset walk is shorter from the other end: read the mirrored page, turn it round.
    const take = Math.min(limit, total - offset);
    return take > 0 ? ((await fromEnd[sort](userId, take, total - offset - take)) as PageRow[]).reverse() : [];
  }

  return {
    /** One page of a creator's items as JSON texts (see cardOf), in list order. */
    listPage: async (userId: number, sort: Sort, limit: number, offset: number, state: ListState): Promise<string[]> =>
      (await pageRows(userId, sort, limit, offset, state)).map(cardOf),

    /** Length and version of the merged list (list_counts `items`, migration 0018). */
    state: (userId: number) => listState(db, userId, 'items'),
  };
}
