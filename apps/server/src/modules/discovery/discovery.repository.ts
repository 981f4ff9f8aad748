import { sql } from 'kysely';
import { LIMITS, pageOffset, type ArticleCard, type MidiCard, type ProjectCard } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { hasText, textTest, type TextTest } from '../../db/search-match';
import { publicOnly } from '../visibility/visibility.repository';
import { createSearchPlan, SEARCH_TOTAL } from '../search/search-plan.repository';
import { searchProbeOf } from '../../db/search-probe';

export { escapeLike } from '../../db/search-match';

const count = sql<number>`count(*)`.as('n');
const page = (p: number) => ({ limit: LIMITS.pageSize, offset: pageOffset(p, LIMITS.pageSize) });

/** A public project card's own columns (spec §2); its author's id and name come beside them. */
const PROJECT_CARD_COLUMNS = [
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

/** Public project cards with their author (spec §2), the rows home lists answer. */
const projectCards = (db: DB) =>
  db
    .selectFrom('vsqx_projects as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([...PROJECT_CARD_COLUMNS, 'u.id as uid', 'u.username'])
    .where(publicOnly('p'));

/**
 * The same cards as search pages read them: the author's name looked up for each row the page keeps (every
 * project has its author: user_id references users). As a join, PostgreSQL's plan made once for any list of
 * ids (the `ids` test) hashed all the users for the page's ten rows: 0.17 of the statement's 0.25 ms at 1,000
 * users, and more as users grow (docs/performance.md "Search and tail latency, session 35").
 */
const projectSearchCards = (db: DB) =>
  db
    .selectFrom('vsqx_projects as p')
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
    .where(publicOnly('p'));

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
  const rows = projectSearchCards(db)
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
  Map<string, (value: string, limit: number, offset: number) => Promise<ProjectCard[]>>
>();

/** A table's highest id: an upper bound of its public rows read from the primary key's last entry (search-plan `listRows`). */
async function highestId(db: DB, table: 'vsqx_projects' | 'midi_projects', id: 'music_id' | 'midi_id') {
  const { n } = await db
    .selectFrom(table)
    .select(sql<number | string | null>`max(${sql.ref(id)})`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n ?? 0);
}

export function createDiscoveryRepository(db: DB, dialect: Dialect) {
  const plan = createSearchPlan(dialect, searchProbeOf(db, dialect));
  const searchPage = (test: TextTest, withTotal: boolean) => {
    let pages = searchPages.get(db);
    if (!pages) searchPages.set(db, (pages = new Map()));
    const key = `${test}:${withTotal}`;
    let read = pages.get(key);
    if (!read) {
      read = preparedQuery(db, (value: string, limit: number, offset: number) =>
        projectSearchPageQuery(db, dialect, test, withTotal, value, limit, offset),
      ) as (value: string, limit: number, offset: number) => Promise<ProjectCard[]>;
      pages.set(key, read);
    }
    return read;
  };
  const projects = () => projectCards(db);
  const midis = () =>
    db
      .selectFrom('midi_projects as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.midi_id',
        'm.midi_uid',
        'm.midi_name',
        'm.pic_exist',
        'm.pic_version',
        'm.up_time',
        'm.click_num',
        'm.download_num',
        'm.comment_num',
        'm.zan',
        'm.tag',
        'u.id as uid',
        'u.username',
      ])
      .where(publicOnly('m'));
  const articles = () =>
    db
      .selectFrom('articles as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.article_id',
        'a.article_title',
        'a.article_type',
        'a.article_cover',
        'a.timestamp',
        'a.click_num',
        'a.comment_num',
        'u.id as uid',
        'u.username',
      ])
      .where(publicOnly('a'));

  return {
    newestProjects: (n: number): Promise<ProjectCard[]> =>
      projects().orderBy('p.music_id', 'desc').limit(n).execute(),
    popularProjects: (n: number): Promise<ProjectCard[]> =>
      projects().orderBy('p.score', 'desc').orderBy('p.music_id', 'desc').limit(n).execute(),
    newestArticles: (n: number): Promise<ArticleCard[]> =>
      articles().orderBy('a.article_id', 'desc').limit(n).execute(),

    /**
     * Projects whose search text (title, tags, intro, lyrics, author and uploader names; migration 0030) holds
     * `q`; most popular first. The index gives the ids, the page reads their rows.
     */
    async searchProjects(q: string, p: number): Promise<{ rows: ProjectCard[]; total: number }> {
      // The total first: it decides how the page is found (modules/search/search-plan.repository.ts).
      return plan({
        key: `v:${q}`,
        listRows: { key: 'v#rows', read: () => highestId(db, 'vsqx_projects', 'music_id') },
        index: 'search_v',
        id: 'p.music_id',
        q,
        offset: page(p).offset,
        indexedOrder: true,
        count: async (match) =>
          Number(
            (
              await db
                .selectFrom('vsqx_projects as p')
                .select(count)
                .where(publicOnly('p'))
                .where(match)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        page: (text, withTotal) => {
          const rows = projectSearchCards(db)
            .where(text)
            .orderBy('p.score', 'desc')
            .orderBy('p.music_id', 'desc')
            .limit(page(p).limit)
            .offset(page(p).offset);
          return (withTotal ? rows.select(SEARCH_TOTAL) : rows).execute();
        },
        prepared: (test, value, withTotal) =>
          searchPage(test, withTotal)(value, page(p).limit, page(p).offset),
      });
    },

    async searchMidi(q: string, p: number): Promise<{ rows: MidiCard[]; total: number }> {
      return plan({
        key: `m:${q}`,
        listRows: { key: 'm#rows', read: () => highestId(db, 'midi_projects', 'midi_id') },
        index: 'search_m',
        id: 'm.midi_id',
        q,
        offset: page(p).offset,
        indexedOrder: true,
        count: async (match) =>
          Number(
            (
              await db
                .selectFrom('midi_projects as m')
                .select(count)
                .where(publicOnly('m'))
                .where(match)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        page: (text, withTotal) => {
          const rows = midis()
            .where(text)
            .orderBy('m.score', 'desc')
            .orderBy('m.midi_id', 'desc')
            .limit(page(p).limit)
            .offset(page(p).offset);
          return (withTotal ? rows.select(SEARCH_TOTAL) : rows).execute();
        },
      });
    },

    async searchArticles(q: string, p: number): Promise<{ rows: ArticleCard[]; total: number }> {
      const match = q ? hasText(dialect, 'search_a', 'a.article_id', q) : sql<boolean>`true`;
      const [rows, total] = await Promise.all([
        articles()
          .where(match)
          .orderBy('a.article_id', 'desc')
          .limit(page(p).limit)
          .offset(page(p).offset)
          .execute(),
        db
          .selectFrom('articles as a')
          .select(count)
          .where(publicOnly('a'))
          .where(match)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** A user's public lists, newest first. */
    async spaceProjects(uid: number, p: number) {
      const [rows, total] = await Promise.all([
        projects()
          .where('p.user_id', '=', uid)
          .orderBy('p.music_id', 'desc')
          .limit(page(p).limit)
          .offset(page(p).offset)
          .execute(),
        db
          .selectFrom('vsqx_projects as p')
          .select(count)
          .where('p.user_id', '=', uid)
          .where(publicOnly('p'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as ProjectCard[], total: Number(total.n) };
    },
    async spaceMidi(uid: number, p: number) {
      const [rows, total] = await Promise.all([
        midis()
          .where('m.user_id', '=', uid)
          .orderBy('m.midi_id', 'desc')
          .limit(page(p).limit)
          .offset(page(p).offset)
          .execute(),
        db
          .selectFrom('midi_projects as m')
          .select(count)
          .where('m.user_id', '=', uid)
          .where(publicOnly('m'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as MidiCard[], total: Number(total.n) };
    },
    async spaceArticles(uid: number, p: number) {
      const [rows, total] = await Promise.all([
        articles()
          .where('a.user_id', '=', uid)
          .orderBy('a.article_id', 'desc')
          .limit(page(p).limit)
          .offset(page(p).offset)
          .execute(),
        db
          .selectFrom('articles as a')
          .select(count)
          .where('a.user_id', '=', uid)
          .where(publicOnly('a'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as ArticleCard[], total: Number(total.n) };
    },
  };
}
