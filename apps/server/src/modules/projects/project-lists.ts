import type { DB, Dialect } from '../../db/types';
import { preparedQuery } from '../../db/prepared-query';
import { textTest, type TextTest } from '../../db/search-match';
import { hotList, type Dir } from '../../db/paged-list';
import { SEARCH_TOTAL } from '../search/search-plan.repository';
import { withState } from '../visibility/publication-states.repository';

// How a creator's own project list is read: its two orders as hot lists (db/paged-list.ts) and its searched
// pages as prepared statements. The repository (projects.repository.ts) answers with them.

export type Sort = 'time' | 'hot';

/** An owner's list row: the stored card, and who sees the item and when it publishes (appended by `ownerCard`). */
export const OWNER_CARD = ['c.card', 'p.visibility', 'p.publish_at'] as const;

export type OwnerRow = { card: string; visibility: string; publish_at: number | string | null };

/** The card text the owner's list sends (modules/visibility/publication-states.repository.ts `withState`). */
export const ownerCard = (r: OwnerRow) => withState(r.card, r.visibility, r.publish_at);

/**
 * Newest first by id, or by the maintained score (ties newest first); an index on (user_id, …) serves both.
 * 'asc' is the exact mirror, for reading a page from the far end. `t` names the table or subquery.
 */
export function order<Q extends { orderBy(c: `${'p' | 'k'}.${'score' | 'music_id'}`, d: Dir): Q }>(
  sort: Sort,
  q: Q,
  dir: Dir = 'desc',
  t: 'p' | 'k' = 'p',
): Q {
  return sort === 'hot'
    ? q.orderBy(`${t}.score`, dir).orderBy(`${t}.music_id`, dir)
    : q.orderBy(`${t}.music_id`, dir);
}

/**
 * "My projects" in each order (spec §2 "Project list"), a hot list (db/paged-list.ts): a creator's projects'
 * keys on the (user_id, …) index first, then only the page's stored cards (migration 0012, db/cards.ts);
 * PostgreSQL runs this form in half the time of the plain join even for the first page.
 */
const projectList = (sort: Sort) =>
  hotList({
    name: `projects.mine.${sort}`,
    scope: ['user_id'],
    key: sort === 'hot' ? ['score', 'music_id'] : ['music_id'],
    keys: (db: DB, [userId]: readonly [number], dir: Dir, below?: readonly number[]) => {
      let q = db
        .selectFrom('vsqx_projects as p')
        // Only the sort's own columns: then its (user_id, …) index covers the walk. With score selected in the
        // time order, PostgreSQL's generic plan read her rows on the score index and sorted them all.
        .select(sort === 'hot' ? ['p.music_id', 'p.score'] : ['p.music_id'])
        .where('p.user_id', '=', userId);
      if (below)
        q = q.where((eb) =>
          sort === 'hot'
            ? eb(eb.refTuple('p.score', 'p.music_id'), '<', eb.tuple(below[0], below[1]))
            : eb('p.music_id', '<', below[0]),
        );
      return order(sort, q, dir);
    },
    keyOf: (r: { music_id: number; score?: number }) =>
      sort === 'hot' ? [r.score!, r.music_id] : [r.music_id],
    // The owner's list shows who sees each item (DESIGN §8 status badges): read with the card, not by a second query.
    rows: (db, page, dir) =>
      order(
        sort,
        db
          .selectFrom(page.as('k'))
          .innerJoin('project_cards as c', 'c.music_id', 'k.music_id')
          .innerJoin('vsqx_projects as p', 'p.music_id', 'k.music_id')
          .select(OWNER_CARD),
        dir,
        'k',
      ),
    anchors: true,
    mirror: true,
    counted: 'vsqx',
  });

export const PROJECT_LISTS = { time: projectList('time'), hot: projectList('hot') };

/**
 * A page of a creator's cards whose search text holds a value (her (user_id, …) index order), as one statement
 * per order, test and window binding her id, the test's value, the limit and the offset (`searchedPage`; shown
 * in the SQL snapshot).
 */
export const mySearchPageQuery = (
  db: DB,
  dialect: Dialect,
  sort: Sort,
  test: TextTest,
  withTotal: boolean,
  userId: number,
  value: string,
  limit: number,
  offset: number,
) => {
  const rows = order(
    sort,
    db
      .selectFrom('vsqx_projects as p')
      .innerJoin('project_cards as c', 'c.music_id', 'p.music_id')
      .select(OWNER_CARD)
      .where('p.user_id', '=', userId)
      .where(textTest(dialect, 'search_v', 'p.music_id', test, value, true)),
  )
    .limit(limit)
    .offset(offset);
  return withTotal ? rows.select(SEARCH_TOTAL) : rows;
};

/** Prepared searched pages per database, by order, test and window (`searchedPage`). */
const searchPages = new WeakMap<
  DB,
  Map<string, (userId: number, value: string, limit: number, offset: number) => Promise<OwnerRow[]>>
>();

/** A searched page's text: how it is tested, its value, and whether the page also counts its matches. */
export interface SearchedText {
  test: TextTest;
  value: string;
  withTotal: boolean;
}

/** `mySearchPageQuery` prepared once per database, order, test and window. */
export function searchedPage(
  db: DB,
  dialect: Dialect,
  userId: number,
  text: SearchedText,
  sort: Sort,
  limit: number,
  offset: number,
): Promise<OwnerRow[]> {
  let pages = searchPages.get(db);
  if (!pages) searchPages.set(db, (pages = new Map()));
  const key = `${sort}:${text.test}:${text.withTotal}`;
  let read = pages.get(key);
  if (!read) {
    read = preparedQuery(
      db,
      (u: number, value: string, n: number, skip: number) =>
        mySearchPageQuery(db, dialect, sort, text.test, text.withTotal, u, value, n, skip),
      { offLoop: true },
    );
    pages.set(key, read);
  }
  return read(userId, text.value, limit, offset);
}
