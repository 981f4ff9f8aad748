import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import { POPULARITY_WEIGHTS, UPLOAD_TRANSFERRING } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/types';
import { listState } from '../../db/list-counts';
import { SEARCH_TOTAL } from '../search/search-plan.repository';
import { readPage } from '../../db/paged-list';
import {
  order,
  OWNER_CARD,
  ownerCard,
  PROJECT_LISTS,
  searchedPage,
  type OwnerRow,
  type SearchedText,
  type Sort,
} from './project-lists';
import type { Database, VsqxProjectsTable } from '../../db/tables';
import type { Insertable, Updateable } from 'kysely';

type Exec = DB | Transaction<Database>;

/** Columns of a list card (spec §2 "Project list"). */
const LIST_COLUMNS = [
  'music_id',
  'vsqx_uid',
  'music_name',
  'pic_exist',
  'pic_version',
  'music_length',
  'up_time',
  'upload_finish',
  'click_num',
  'download_num',
  'comment_num',
  'zan',
  'score',
] as const;

/** Everything the edit page reads (spec §3 "Project"). */
const EDIT_COLUMNS = [
  ...LIST_COLUMNS,
  'music_type',
  'p_name',
  'p_desc',
  'b_av',
  'b_type',
  'agreement',
  'music_language',
  'tag',
  'music_level',
  'lyric',
  'music_desc',
  'synthesizer_type',
  'synthesizer_name',
  'music_exist',
  'file_extension',
  'file_name',
  'file_size',
  'visibility',
  'publish_at',
] as const;

export function createProjectsRepository(db: DB) {
  const projects = () => db.selectFrom('vsqx_projects as p');
  /** Cards are the stored JSON text of each list card (migration 0012), found on the list's index. */
  const cards = () =>
    projects().innerJoin('project_cards as c', 'c.music_id', 'p.music_id').select(OWNER_CARD);

  return {
    /**
     * One page of a creator's project cards (JSON texts, spec §2 "Project list"), in list order, with her project
     * count (list_counts, kept by triggers: read in the page's statement, db/paged-list.ts).
     */
    page: async (p: { userId: number; sort: Sort; limit: number; offset: number }) => {
      const { rows, state } = await readPage(db, PROJECT_LISTS[p.sort], {
        scope: [p.userId],
        limit: p.limit,
        offset: p.offset,
      });
      return { cards: rows.map(ownerCard), total: state.n };
    },

    /** The whole list (spec §7: no page asked), in the same order. */
    whole: async (userId: number, sort: Sort): Promise<string[]> =>
      (await order(sort, cards().where('p.user_id', '=', userId)).execute()).map(ownerCard),

    /**
     * A filtered or searched page of a creator's cards (DESIGN §8), in list order on her (user_id, …) index; the
     * conditions and the total come from planMyList (modules/search/my-filters.repository.ts). The unfiltered
     * lists keep the stored-card path above.
     */
    async filteredPage(
      userId: number,
      where: Expression<SqlBool>,
      sort: Sort,
      limit: number | null,
      offset: number,
      withTotal = false,
    ): Promise<OwnerRow[]> {
      let rows = order(sort, cards().where('p.user_id', '=', userId).where(where));
      if (limit !== null) rows = rows.limit(limit).offset(offset);
      return (withTotal ? rows.select(SEARCH_TOTAL) : rows).execute();
    },

    /**
     * `filteredPage` when the search text is the only condition, as a prepared statement per order, test and
     * window (modules/search/search-plan.repository.ts `prepared`).
     */
    searchedPage: (
      dialect: Dialect,
      userId: number,
      text: SearchedText,
      sort: Sort,
      limit: number,
      offset: number,
    ) => searchedPage(db, dialect, userId, text, sort, limit, offset),

    /** How many of her projects pass `where`. */
    filteredCount: async (userId: number, where: Expression<SqlBool>) =>
      Number(
        (
          await projects()
            .select(sql<number>`count(*)`.as('n'))
            .where('p.user_id', '=', userId)
            .where(where)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Length and version, kept by triggers (migrations 0010, 0011): counting 10k index entries cost more than the page. */
    state: (userId: number) => listState(db, userId, 'vsqx'),

    findOwnedById: (userId: number, musicId: number) =>
      db
        .selectFrom('vsqx_projects')
        .select(EDIT_COLUMNS)
        .where('music_id', '=', musicId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    findOwnedByUid: (userId: number, vsqxUid: string) =>
      db
        .selectFrom('vsqx_projects')
        .select(EDIT_COLUMNS)
        .where('vsqx_uid', '=', vsqxUid)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Who owns a project and who may see it (modules/visibility). */
    visibilityOf: (musicId: number) =>
      db
        .selectFrom('vsqx_projects')
        .select(['user_id as ownerId', 'visibility'])
        .where('music_id', '=', musicId)
        .executeTakeFirst(),

    existsId: async (musicId: number) =>
      !!(await db
        .selectFrom('vsqx_projects')
        .select('music_id')
        .where('music_id', '=', musicId)
        .executeTakeFirst()),

    existsUid: async (vsqxUid: string) =>
      !!(await db
        .selectFrom('vsqx_projects')
        .select('music_id')
        .where('vsqx_uid', '=', vsqxUid)
        .executeTakeFirst()),

    /** The public download: what to stream and under which name. */
    findForDownload: (musicId: number) =>
      db
        .selectFrom('vsqx_projects')
        .select([
          'music_id',
          'vsqx_uid',
          'user_id',
          'music_name',
          'file_extension',
          'file_name',
          'upload_finish',
          'file_key',
          'visibility',
        ])
        .where('music_id', '=', musicId)
        .executeTakeFirst(),

    insert: (trx: Exec, row: Insertable<VsqxProjectsTable>) =>
      trx.insertInto('vsqx_projects').values(row).returning('music_id').executeTakeFirstOrThrow(),

    update: (trx: Exec, musicId: number, set: Updateable<VsqxProjectsTable>) =>
      trx.updateTable('vsqx_projects').set(set).where('music_id', '=', musicId).execute(),

    bumpPicVersion: (trx: Exec, musicId: number) =>
      trx
        .updateTable('vsqx_projects')
        .set({ pic_exist: 1, pic_version: sql`pic_version + 1` })
        .where('music_id', '=', musicId)
        .execute(),

    /** Sets the transfer state only if no transfer is running: answers false when one is. */
    startTransfer: async (trx: Exec, musicId: number) => {
      const r = await trx
        .updateTable('vsqx_projects')
        .set({ upload_finish: UPLOAD_TRANSFERRING })
        .where('music_id', '=', musicId)
        .where('upload_finish', '<>', UPLOAD_TRANSFERRING)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** A download: the counter and the popularity score move in one statement (spec §3 weights). */
    countDownload: (trx: Exec, musicId: number) =>
      trx
        .updateTable('vsqx_projects')
        .set({ download_num: sql`download_num + 1`, score: sql`score + ${POPULARITY_WEIGHTS.download}` })
        .where('music_id', '=', musicId)
        .execute(),

    /** Removes a project and what hangs on it by id (favourites go by foreign key). */
    deleteWithDependents: async (trx: Exec, musicId: number) => {
      await trx.deleteFrom('likes').where('target_type', '=', 'v').where('target_id', '=', musicId).execute();
      await trx.deleteFrom('comments').where('scene', '=', 1).where('project_id', '=', musicId).execute();
      await trx
        .deleteFrom('licence_requests')
        .where('project_type', '=', 'v')
        .where('project_id', '=', musicId)
        .execute();
      await trx
        .deleteFrom('daily_stats')
        .where('project_type', '=', 'v')
        .where('project_id', '=', musicId)
        .execute();
      await trx.deleteFrom('vsqx_projects').where('music_id', '=', musicId).execute();
    },
  };
}
