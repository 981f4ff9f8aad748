import { sql } from 'kysely';
import { LIMITS, pageOffset, type ArticleCard, type MidiCard, type ProjectCard } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { hasText } from '../../db/search-match';
import {
  PROJECT_CARD_COLUMNS,
  projectSearchCards,
  projectSearchPages,
  type SearchCardRow,
  cardText,
} from './project-search-page';
import { publicOnly } from '../visibility/visibility.repository';
import { createSearchPlan, SEARCH_TOTAL } from '../search/search-plan.repository';
import { searchProbeOf } from '../../db/search-probe';

export { escapeLike } from '../../db/search-match';

const count = sql<number>`count(*)`.as('n');
const page = (p: number) => ({ limit: LIMITS.pageSize, offset: pageOffset(p, LIMITS.pageSize) });

/** Public project cards with their author (spec §2), the rows home lists answer. */
const projectCards = (db: DB) =>
  db
    .selectFrom('vsqx_projects as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([...PROJECT_CARD_COLUMNS, 'u.id as uid', 'u.username'])
    .where(publicOnly('p'));

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
  const searchPage = projectSearchPages(db, dialect);
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
    async searchProjects(q: string, p: number): Promise<{ cards: string[]; total: number }> {
      // The total first: it decides how the page is found (modules/search/search-plan.repository.ts). Each row
      // is its card's JSON text (project-search-page.ts projectSearchCards).
      const { rows, total } = await plan<SearchCardRow>({
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
          const rows = projectSearchCards(db, dialect)
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
      return { cards: rows.map(cardText), total };
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
