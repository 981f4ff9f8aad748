import type { ProjectCard } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { siteProjectCard } from '../../db/site-cards';
import { preparedQuery } from '../../db/prepared-query';
import { textTest, type TextTest } from '../../db/search-match';
import { publicOnly } from '../visibility/visibility.repository';
import { SEARCH_TOTAL } from '../search/search-plan.repository';

// The public project search's page statement (discovery.repository.ts `searchProjects`), apart from the home lists.

/** A public project card's own columns (spec §2); its author's id and name come beside them. */
export const PROJECT_CARD_COLUMNS = [
  'p.music_id',
  'p.vsqx_uid',
  'p.music_name',
  'p.pic_exist',
  'p.pic_version',
  'p.music_length',
  'p.up_time',
  'p.click_num',
  'p.download_num',
  'p.comment_num',
  'p.zan',
  'p.tag',
] as const;

/**
 * The same cards as search pages read them. On SQLite each row is its card's JSON text built by the database
 * (db/site-cards.ts), in the members' order of the wire type, spliced into the envelope as it is (okCards):
 * reading ten rows of fourteen columns into JavaScript and JSON.stringify-ing them cost more than SQLite's
 * concatenation (~21 µs a page). On PostgreSQL the card's columns, serialised in Node (`cardText`): there
 * `to_json` of each text member cost more of PostgreSQL than it saved of Node (0.30 → 0.36 ms a page
 * statement; docs/performance.md "Search, session 40 (SQLite)").
 * The author's name is looked up for each row the page keeps (every project has its author: user_id references
 * users, and every column here is NOT NULL). As a join, PostgreSQL's plan made once for any list of ids (the
 * `ids` test) hashed all the users for the page's ten rows: 0.17 of the statement's 0.25 ms at 1,000 users, and
 * more as users grow (docs/performance.md "Search and tail latency, session 35").
 */
export const projectSearchCards = (db: DB, dialect: Dialect) => {
  const rows = db.selectFrom('vsqx_projects as p').where(publicOnly('p'));
  if (dialect === 'sqlite')
    return rows.select(siteProjectCard(dialect, 'p').as('card')).$castTo<SearchCardRow>();
  // PostgreSQL: the columns (ProjectCard). Both are typed as either row; `cardText` tells them apart.
  return rows
    .select((eb) => [
      ...PROJECT_CARD_COLUMNS,
      'p.user_id as uid',
      eb
        .selectFrom('users as u')
        .select('u.username')
        .whereRef('u.id', '=', 'p.user_id')
        .$asScalar()
        .$notNull()
        .as('username'),
    ])
    .$castTo<SearchCardRow>();
};

/** A search page's row: the card's JSON text (SQLite) or its columns (PostgreSQL), see projectSearchCards. */
export type SearchCardRow = { card: string } | ProjectCard;

/** A search page row's card as JSON text: the same bytes either way (the columns are in the wire type's order). */
export const cardText = (r: SearchCardRow): string => ('card' in r ? r.card : JSON.stringify(r));

/**
 * A public project search page (most popular first) as one statement per test and window, binding the test's
 * value, the limit and the offset (modules/search/search-plan.repository.ts `prepared`; shown in the SQL snapshot).
 */
export const projectSearchPageQuery = (
  db: DB,
  dialect: Dialect,
  test: TextTest,
  withTotal: boolean,
  value: string,
  limit: number,
  offset: number,
) => {
  const rows = projectSearchCards(db, dialect)
    .where(textTest(dialect, 'search_v', 'p.music_id', test, value, true))
    .orderBy('p.score', 'desc')
    .orderBy('p.music_id', 'desc')
    .limit(limit)
    .offset(offset);
  return withTotal ? rows.select(SEARCH_TOTAL) : rows;
};

/** Prepared search pages per database, by test and window: building, compiling and planning the joined select per request cost more than running it. */
const searchPages = new WeakMap<
  DB,
  Map<string, (value: string, limit: number, offset: number) => Promise<SearchCardRow[]>>
>();

/** The prepared page of one test and window for this database (built once, kept per database). */
export function projectSearchPages(db: DB, dialect: Dialect) {
  return (test: TextTest, withTotal: boolean) => {
    let pages = searchPages.get(db);
    if (!pages) searchPages.set(db, (pages = new Map()));
    const key = `${test}:${withTotal}`;
    let read = pages.get(key);
    if (!read) {
      read = preparedQuery(
        db,
        (value: string, limit: number, offset: number) =>
          projectSearchPageQuery(db, dialect, test, withTotal, value, limit, offset),
        { offLoop: true },
      );
      pages.set(key, read);
    }
    return read;
  };
}
