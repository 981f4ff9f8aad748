import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { listState, type ListState } from '../../db/list-counts';
import { ANCHOR_STEP, createPageAnchors, type KeyedList } from '../../db/page-anchors';
import { pageQuery, preparedQuery } from '../../db/prepared-query';

/** Kysely only: favourites joined with their (live) projects; deleted projects take their rows along (FK cascade). */
export function createFavouritesRepository(db: DB) {
  const cards = () =>
    db
      .selectFrom('favourites as f')
      .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select((eb) => [
        'p.music_id', 'p.music_name', 'p.music_length', 'p.pic_exist', 'p.pic_version', 'p.vsqx_uid', 'f.add_time',
        'p.zan', 'p.download_num', 'p.comment_num', 'p.click_num',
        // A repost names its original author; an original is credited to the uploader's username.
        eb.case().when('p.music_type', '=', 2).then(eb.ref('p.p_name')).else(eb.ref('u.username')).end().as('p_name'),
      ]);
  // Built and compiled once (preparedQuery): building this joined select was a quarter of the call's CPU.
  const byScore = preparedQuery(db, (userId: number, limit: number, offset: number) =>
    cards().where('f.user_id', '=', userId).orderBy('p.score', 'desc').orderBy('f.id', 'desc').limit(limit).offset(offset));
  // Time order, deep down, pages the favourites alone, on their (user_id, id) index, and joins only the page:
  // the foreign keys guarantee every favourite has its project and uploader, so the joins drop no row, and a
  // deep page no longer joins every skipped row (5 ms → 0.1 ms at offset 5,000).
  const byTime = pageQuery(db, (deep) => (userId: number, limit: number, offset: number) =>
    deep
      ? cards()
          .where('f.id', 'in', db.selectFrom('favourites').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset))
          .orderBy('f.id', 'desc')
      : cards().where('f.user_id', '=', userId).orderBy('f.id', 'desc').limit(limit).offset(offset));

  // Deep pages in time order start from the nearest anchor (db/page-anchors.ts), keyed by the favourite's id.
  const firstId = preparedQuery(db, (userId: number, skip: number) =>
    db.selectFrom('favourites').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).offset(skip));
  const nextId = preparedQuery(db, (userId: number, below: number, skip: number) =>
    db.selectFrom('favourites').select('id').where('user_id', '=', userId).where('id', '<', below).orderBy('id', 'desc').limit(1).offset(skip));
  const after = preparedQuery(db, (userId: number, below: number, limit: number, skip: number) =>
    cards().where('f.user_id', '=', userId).where('f.id', '<', below).orderBy('f.id', 'desc').limit(limit).offset(skip));
  const keyed = (userId: number): KeyedList<Awaited<ReturnType<typeof after>>[number]> => ({
    next: async (key) => {
      const [r] = key ? await nextId(userId, key[0], ANCHOR_STEP - 1) : await firstId(userId, ANCHOR_STEP - 1);
      return r && [r.id];
    },
    after: (key, limit, skip) => after(userId, key[0], limit, skip),
  });
  const anchors = createPageAnchors();

  return {
    /** Length and version, kept by triggers (migrations 0010, 0011), not counted per request. */
    state: (userId: number) => listState(db, userId, 'fav'),

    /** time: newest favourite first (id descending); hot: the project's maintained popularity score. */
    list: async (userId: number, sort: 'time' | 'hot', page: { offset: number; limit: number }, state: ListState) => {
      if (sort === 'hot') return byScore(userId, page.limit, page.offset);
      return (await anchors.page(String(userId), state, page.offset, page.limit, keyed(userId))) ?? byTime(userId, page.limit, page.offset);
    },

    projectExists: async (musicId: number) =>
      !!(await db.selectFrom('vsqx_projects').select('music_id').where('music_id', '=', musicId).executeTakeFirst()),

    /** Idempotent: a second add keeps the first row (and its add time). */
    add: (userId: number, musicId: number, now: number) =>
      db
        .insertInto('favourites')
        .values({ user_id: userId, music_id: musicId, add_time: now })
        .onConflict((oc) => oc.columns(['user_id', 'music_id']).doNothing())
        .execute(),

    remove: (userId: number, musicId: number) =>
      db.deleteFrom('favourites').where('user_id', '=', userId).where('music_id', '=', musicId).execute(),

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
