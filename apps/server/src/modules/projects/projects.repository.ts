import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import { POPULARITY_WEIGHTS, UPLOAD_TRANSFERRING } from '@vsqx/domain';
import type { DB } from '../../db/database';
import { listState, type ListState } from '../../db/list-counts';
import { ANCHOR_STEP, createPageAnchors, type KeyedList, type ListKey } from '../../db/page-anchors';
import type { Database, VsqxProjectsTable } from '../../db/tables';
import type { Insertable, Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';

type Exec = DB | Transaction<Database>;

/** Columns of a list card (spec §2 "Project list"). */
const LIST_COLUMNS = [
  'music_id', 'vsqx_uid', 'music_name', 'pic_exist', 'pic_version', 'music_length', 'up_time', 'upload_finish',
  'click_num', 'download_num', 'comment_num', 'zan', 'score',
] as const;

/** Everything the edit page reads (spec §3 "Project"). */
const EDIT_COLUMNS = [
  ...LIST_COLUMNS, 'music_type', 'p_name', 'p_desc', 'b_av', 'b_type', 'agreement', 'music_language', 'tag', 'music_level',
  'lyric', 'music_desc', 'synthesizer_type', 'synthesizer_name', 'music_exist', 'file_extension', 'file_name', 'file_size',
  'visibility', 'publish_at',
] as const;

type Dir = 'desc' | 'asc';

/**
 * Newest first by id, or by the maintained score (ties newest first); an index on (user_id, …) serves both.
 * 'asc' is the exact mirror, for reading a page from the far end. `t` names the table or subquery.
 */
function order<Q extends { orderBy(c: `${'p' | 'k'}.${'score' | 'music_id'}`, d: Dir): Q }>(sort: 'time' | 'hot', q: Q, dir: Dir = 'desc', t: 'p' | 'k' = 'p'): Q {
  return sort === 'hot' ? q.orderBy(`${t}.score`, dir).orderBy(`${t}.music_id`, dir) : q.orderBy(`${t}.music_id`, dir);
}

/** The sort key of a list item: its id, or its score then id (see `order`). */
const keyOf = (sort: 'time' | 'hot', r: { music_id: number; score: number }): ListKey => (sort === 'hot' ? [r.score, r.music_id] : [r.music_id]);

export function createProjectsRepository(db: DB) {
  const projects = () => db.selectFrom('vsqx_projects as p');
  /** A creator's projects' keys in list order, optionally below a key ([music_id] or [score, music_id]). */
  const keys = (sort: 'time' | 'hot', dir: Dir, userId: number, key?: number[]) => {
    let q = projects().select(['p.music_id', 'p.score']).where('p.user_id', '=', userId);
    if (key) q = q.where((eb) => (sort === 'hot' ? eb(eb.refTuple('p.score', 'p.music_id'), '<', eb.tuple(key[0], key[1])) : eb('p.music_id', '<', key[0])));
    return order(sort, q, dir);
  };
  /** Cards are the stored JSON text of each list card (migration 0012), found on the list's index. */
  const cards = () => projects().innerJoin('project_cards as c', 'c.music_id', 'p.music_id').select('c.card');
  /** The cards of the keys a page of `keys` selects, in the same order. */
  const cardsOf = (sort: 'time' | 'hot', dir: Dir, page: ReturnType<typeof keys>) =>
    order(sort, db.selectFrom(page.as('k')).innerJoin('project_cards as c', 'c.music_id', 'k.music_id').select('c.card'), dir, 'k');
  // A page's keys are read on the index first, then only their cards: a skipped item costs an index step, not a
  // card lookup, and PostgreSQL runs this form in half the time of the plain join even for the first page.
  const page = (sort: 'time' | 'hot', dir: Dir) =>
    preparedQuery(db, (userId: number, limit: number, offset: number) => cardsOf(sort, dir, keys(sort, dir, userId).limit(limit).offset(offset)));
  const pages = { time: page('time', 'desc'), hot: page('hot', 'desc') };
  const fromEnd = { time: page('time', 'asc'), hot: page('hot', 'asc') };
  const wholeList = (sort: 'time' | 'hot') => preparedQuery(db, (userId: number) => order(sort, cards().where('p.user_id', '=', userId)));
  const whole = { time: wholeList('time'), hot: wholeList('hot') };

  /** A creator's list read by key, for its anchors (prepared once per order, bound to a creator per request). */
  const keyed = (sort: 'time' | 'hot') => {
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

  /** The rows of one page (see listPage), each holding its card. */
  async function pageRows(userId: number, sort: 'time' | 'hot', limit: number | null, offset: number, state?: ListState): Promise<{ card: string }[]> {
    if (limit === null) return whole[sort](userId);
    if (!state || offset < ANCHOR_STEP) return pages[sort](userId, limit, offset);
    const anchored = await anchors.page(`${sort}:${userId}`, state, offset, limit, keyedLists[sort](userId));
    if (anchored) return anchored;
    const total = state.n;
    if (offset * 2 <= total) return pages[sort](userId, limit, offset);
    // Past the middle the offset walk is shorter from the other end: read the mirrored page, turn it round.
    const take = Math.min(limit, total - offset);
    return take > 0 ? (await fromEnd[sort](userId, take, total - offset - take)).reverse() : [];
  }

  return {
    /**
     * One page of a creator's project cards (JSON texts, spec §2 "Project list"), ordered in the database:
     * newest first by id, or by the maintained score (ties newest first); the whole list when `limit` is
     * null. With the list's state, a deep page starts from the nearest anchor (db/page-anchors.ts) or, before
     * anchors can be trusted, is read from the nearer end.
     */
    listPage: async (userId: number, sort: 'time' | 'hot', limit: number | null, offset: number, state?: ListState): Promise<string[]> =>
      (await pageRows(userId, sort, limit, offset, state)).map((r) => r.card),

    /**
     * A filtered or searched page of a creator's cards (DESIGN §8): the search path, on the search index and the
     * owner's rows, with its own count; the unfiltered lists keep the stored-card path above.
     */
    async filteredPage(userId: number, where: Expression<SqlBool>, sort: 'time' | 'hot', limit: number | null, offset: number) {
      let rows = order(sort, cards().where('p.user_id', '=', userId).where(where));
      if (limit !== null) rows = rows.limit(limit).offset(offset);
      const [list, total] = await Promise.all([
        rows.execute(),
        projects().select(sql<number>`count(*)`.as('n')).where('p.user_id', '=', userId).where(where).executeTakeFirstOrThrow(),
      ]);
      return { cards: list.map((r) => r.card), total: Number(total.n) };
    },

    /** Length and version, kept by triggers (migrations 0010, 0011): counting 10k index entries cost more than the page. */
    state: (userId: number) => listState(db, userId, 'vsqx'),

    findOwnedById: (userId: number, musicId: number) =>
      db.selectFrom('vsqx_projects').select(EDIT_COLUMNS).where('music_id', '=', musicId).where('user_id', '=', userId).executeTakeFirst(),

    findOwnedByUid: (userId: number, vsqxUid: string) =>
      db.selectFrom('vsqx_projects').select(EDIT_COLUMNS).where('vsqx_uid', '=', vsqxUid).where('user_id', '=', userId).executeTakeFirst(),

    /** Who owns a project and who may see it (modules/visibility). */
    visibilityOf: (musicId: number) =>
      db.selectFrom('vsqx_projects').select(['user_id as ownerId', 'visibility']).where('music_id', '=', musicId).executeTakeFirst(),

    existsId: async (musicId: number) =>
      !!(await db.selectFrom('vsqx_projects').select('music_id').where('music_id', '=', musicId).executeTakeFirst()),

    existsUid: async (vsqxUid: string) =>
      !!(await db.selectFrom('vsqx_projects').select('music_id').where('vsqx_uid', '=', vsqxUid).executeTakeFirst()),

    /** The public download: what to stream and under which name. */
    findForDownload: (musicId: number) =>
      db
        .selectFrom('vsqx_projects')
        .select(['music_id', 'vsqx_uid', 'user_id', 'music_name', 'file_extension', 'file_name', 'upload_finish', 'file_key', 'visibility'])
        .where('music_id', '=', musicId)
        .executeTakeFirst(),

    insert: (trx: Exec, row: Insertable<VsqxProjectsTable>) =>
      trx.insertInto('vsqx_projects').values(row).returning('music_id').executeTakeFirstOrThrow(),

    update: (trx: Exec, musicId: number, set: Updateable<VsqxProjectsTable>) =>
      trx.updateTable('vsqx_projects').set(set).where('music_id', '=', musicId).execute(),

    bumpPicVersion: (trx: Exec, musicId: number) =>
      trx.updateTable('vsqx_projects').set({ pic_exist: 1, pic_version: sql`pic_version + 1` }).where('music_id', '=', musicId).execute(),

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
      await trx.deleteFrom('licence_requests').where('project_type', '=', 'v').where('project_id', '=', musicId).execute();
      await trx.deleteFrom('daily_stats').where('project_type', '=', 'v').where('project_id', '=', musicId).execute();
      await trx.deleteFrom('vsqx_projects').where('music_id', '=', musicId).execute();
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
