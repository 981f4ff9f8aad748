import { sql } from 'kysely';
import { hotList, readPage, type Dir } from '../../db/paged-list';
import type { DB } from '../../db/types';

/** A favourites card: fav_head + the favourite's add_time + fav_tail (migration 0012, db/cards.ts FAVOURITE_CARD). */
const card = sql<string>`${sql.ref('c.fav_head')} || ${sql.ref('f.add_time')} || ${sql.ref('c.fav_tail')}`.as(
  'card',
);

/**
 * How many of `userId`'s favourites are of another creator's private project. Driven from the partial index of
 * private projects (migration 0045), each probing the favourite's unique (user_id, music_id): a few lookups,
 * however many favourites the user has. Read beside every favourites page with the list's state (`hidden`).
 */
const hiddenCountQuery = (db: DB, userId: number) =>
  db
    .selectFrom('vsqx_projects as p')
    .select(sql<number>`count(*)`.as('n'))
    .where('p.visibility', '=', sql.lit('private')) // a literal: a bound value cannot select a partial index
    .where('p.user_id', '<>', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('favourites as f')
          .select('f.id')
          .where('f.user_id', '=', userId)
          .whereRef('f.music_id', '=', 'p.music_id'),
      ),
    );

/**
 * "My favourites" newest first (favourite id descending), a hot list (db/paged-list.ts): near the top the
 * cards directly; deeper the favourites alone on their (user_id, id) index, then only the page's cards (the
 * foreign keys guarantee every favourite has its project and card, so the join drops no row, and a skipped
 * row costs an index step, not a card lookup); deep pages from anchors.
 */
const byTime = hotList({
  name: 'favourites.mine.time',
  scope: ['user_id'],
  key: ['id'],
  keys: (db: DB, [userId]: readonly [number], dir: Dir, below?: readonly number[]) => {
    let q = db.selectFrom('favourites').select('id').where('user_id', '=', userId);
    if (below) q = q.where('id', '<', below[0]);
    return q.orderBy('id', dir);
  },
  keyOf: (r: { id: number }) => [r.id],
  rows: (db, page, dir) =>
    db
      .selectFrom(page.as('k'))
      .innerJoin('favourites as f', 'f.id', 'k.id')
      .innerJoin('project_cards as c', 'c.music_id', 'f.music_id')
      .select(card)
      .orderBy('k.id', dir),
  shallow: (db, [userId], limit, offset) =>
    db
      .selectFrom('favourites as f')
      .innerJoin('project_cards as c', 'c.music_id', 'f.music_id')
      .select(card)
      .where('f.user_id', '=', userId)
      .orderBy('f.id', 'desc')
      .limit(limit)
      .offset(offset),
  anchors: true,
  mirror: false,
  counted: 'fav',
  hidden: (db, [userId]) => hiddenCountQuery(db, userId),
});

/**
 * "My favourites" by the projects' maintained popularity score (ties: newest favourite first): read directly by
 * offset. Other people's likes reorder it without touching the list's version, so no anchors.
 */
const byScore = hotList({
  name: 'favourites.mine.hot',
  scope: ['user_id'],
  key: ['score', 'id'],
  keys: (db: DB, [userId]: readonly [number], dir: Dir) =>
    db
      .selectFrom('favourites as f')
      .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
      .select(['f.id', 'p.score'])
      .where('f.user_id', '=', userId)
      .orderBy('p.score', dir)
      .orderBy('f.id', dir),
  keyOf: (r: { id: number; score: number }) => [r.score, r.id],
  rows: (db, page, dir) =>
    db
      .selectFrom(page.as('k'))
      .innerJoin('favourites as f', 'f.id', 'k.id')
      .innerJoin('project_cards as c', 'c.music_id', 'f.music_id')
      .select(card)
      .orderBy('k.score', dir)
      .orderBy('k.id', dir),
  // Built and compiled once (a prepared statement): building this joined select was a quarter of the call's CPU.
  shallow: (db, [userId], limit, offset) =>
    db
      .selectFrom('favourites as f')
      .innerJoin('project_cards as c', 'c.music_id', 'f.music_id')
      .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
      .select(card)
      .where('f.user_id', '=', userId)
      .orderBy('p.score', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .offset(offset),
  anchors: false,
  mirror: false,
  counted: 'fav',
  hidden: (db, [userId]) => hiddenCountQuery(db, userId),
});

export const FAVOURITE_LISTS = { time: byTime, hot: byScore };

/** Favourites with their projects' stored cards. Deleted projects take their favourites and cards along (FK cascade). */
export function createFavouritesRepository(db: DB) {
  return {
    /**
     * time: newest favourite first (id descending); hot: the project's maintained popularity score. With the
     * list's length and how many of its favourites are of another creator's private project (those leave the
     * list, DESIGN §8; an unlisted one stays, the user has its link), read in the page's statement.
     */
    page: async (p: { userId: number; sort: 'time' | 'hot'; limit: number; offset: number }) => {
      const request = { scope: [p.userId] as const, limit: p.limit, offset: p.offset };
      const { rows, state, hidden } =
        p.sort === 'hot' ? await readPage(db, byScore, request) : await readPage(db, byTime, request);
      return { cards: rows.map((r) => r.card), total: state.n, hidden };
    },

    /** The list without those favourites: the rare path, when `hidden` is not zero (not prepared, no anchors). */
    listVisible: async (
      userId: number,
      sort: 'time' | 'hot',
      page: { offset: number; limit: number },
    ): Promise<string[]> => {
      let q = db
        .selectFrom('favourites as f')
        .innerJoin('project_cards as c', 'c.music_id', 'f.music_id')
        .select(card)
        .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
        .where('f.user_id', '=', userId)
        .where((eb) => eb.or([eb('p.visibility', '<>', 'private'), eb('p.user_id', '=', userId)]));
      q = sort === 'hot' ? q.orderBy('p.score', 'desc').orderBy('f.id', 'desc') : q.orderBy('f.id', 'desc');
      return (await q.limit(page.limit).offset(page.offset).execute()).map((r) => r.card);
    },

    /** Whether a project exists and who may see it (a private one is "not found" to everyone but its owner). */
    visibilityOf: (musicId: number) =>
      db
        .selectFrom('vsqx_projects')
        .select(['user_id as ownerId', 'visibility'])
        .where('music_id', '=', musicId)
        .executeTakeFirst(),

    /** Idempotent: a second add keeps the first row (and its add time). Answers whether a row was added. */
    add: async (userId: number, musicId: number, now: number) => {
      const res = await db
        .insertInto('favourites')
        .values({ user_id: userId, music_id: musicId, add_time: now })
        .onConflict((oc) => oc.columns(['user_id', 'music_id']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Answers when the removed favourite was added (null when there was none). */
    remove: async (userId: number, musicId: number) => {
      const row = await db
        .deleteFrom('favourites')
        .where('user_id', '=', userId)
        .where('music_id', '=', musicId)
        .returning('add_time')
        .executeTakeFirst();
      return row ? Number(row.add_time) : null;
    },

    status: async (userId: number | null, musicId: number) => {
      const r = await db
        .selectFrom('favourites')
        .select([
          sql<number>`count(*)`.as('n'),
          sql<number>`coalesce(sum(case when user_id = ${userId ?? 0} then 1 else 0 end), 0)`.as('mine'),
        ])
        .where('music_id', '=', musicId)
        .executeTakeFirstOrThrow();
      return { favourite: Number(r.mine) > 0, count: Number(r.n) };
    },
  };
}
