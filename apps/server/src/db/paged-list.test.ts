import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { ANCHOR_STEP } from './page-anchors';
import { hotList, readPage, type Dir } from './paged-list';
import { SHALLOW_OFFSET } from './prepared-query';
import type { DB } from './types';

/** Users whose name starts with a prefix, newest first: a hot list over the users table, reading every path the helper has. */
const users = (mirror: boolean, anchors: boolean, shallow: boolean) =>
  hotList({
    name: `test.users.${mirror}.${anchors}.${shallow}`,
    scope: ['prefix'],
    key: ['id'],
    keys: (db: DB, [prefix]: readonly [string], dir: Dir, below?: readonly number[]) => {
      let q = db.selectFrom('users').select('id').where('username', 'like', prefix);
      if (below) q = q.where('id', '<', below[0]);
      return q.orderBy('id', dir);
    },
    keyOf: (r: { id: number }) => [r.id],
    rows: (db, page, dir) =>
      db
        .selectFrom(page.as('k'))
        .innerJoin('users as u', 'u.id', 'k.id')
        .select(['u.id', 'u.username'])
        .orderBy('k.id', dir),
    shallow: shallow
      ? (db, [prefix], limit, offset) =>
          db
            .selectFrom('users')
            .select(['id', 'username'])
            .where('username', 'like', prefix)
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
      : undefined,
    anchors,
    mirror,
  });

describe('readPage: one hot list read through every path', () => {
  let t: TestApp;
  const LENGTH = 2 * ANCHOR_STEP + 53;
  beforeAll(async () => {
    t = await buildTestApp();
    const names = Array.from({ length: LENGTH }, (_, i) => ({
      username: `pl_${String(i).padStart(4, '0')}`,
      password_hash: 'x',
      created_at: 1,
    }));
    await t.app.ctx.db.insertInto('users').values(names).execute();
  });
  afterAll(async () => t.close());

  it('answers the slice of the whole list at every offset: shallow, keys first, from anchors, from the far end', async () => {
    const db = t.app.ctx.db;
    const all = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'pl_%')
      .orderBy('id', 'desc')
      .execute();
    const state = { n: all.length, version: 42 };
    const offsets = [
      0,
      SHALLOW_OFFSET - 1,
      SHALLOW_OFFSET,
      ANCHOR_STEP - 1,
      ANCHOR_STEP,
      ANCHOR_STEP + 7,
      Math.floor(LENGTH / 2) + 3,
      LENGTH - 10,
      LENGTH - 3,
      LENGTH,
      LENGTH + 5,
    ];
    for (const [mirror, anchors, shallow] of [
      [true, true, false],
      [false, true, true],
      [false, false, true],
      [true, false, false],
    ]) {
      const list = users(mirror, anchors, shallow);
      // Three rounds: anchors are read once a version has been seen twice, and used from then on.
      for (let round = 0; round < 3; round++) {
        for (const offset of offsets) {
          const { rows: page } = await readPage(db, list, { scope: ['pl_%'], limit: 10, offset, state });
          expect(page, `${list.name} offset ${offset} round ${round}`).toEqual(
            all.slice(offset, offset + 10),
          );
        }
      }
    }
  });
});
