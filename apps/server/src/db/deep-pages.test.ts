import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser, type TestUser } from '../test/factories';
import { insertProjects } from '../test/project-uploads';
import { ANCHOR_STEP } from './page-anchors';

/**
 * Deep pages start from anchors remembered per list (db/page-anchors.ts) once a list version has been seen
 * twice. Every deep page, read three times (seen, anchors read, anchors used), must equal the same slice of
 * the whole list, before and after each kind of change; a change the version missed would show a stale page.
 */
const LENGTH = 2 * ANCHOR_STEP + 37;
const SIZE = 10;
const DEEP_PAGES = Array.from(
  { length: Math.ceil((LENGTH - ANCHOR_STEP) / SIZE) + 1 },
  (_, i) => ANCHOR_STEP / SIZE + 1 + i,
);

async function expectDeepPagesMatch(
  label: string,
  whole: () => Promise<number[]>,
  page: (n: number) => Promise<{ ids: number[]; total: number }>,
) {
  const all = await whole();
  for (let round = 0; round < 3; round++) {
    for (const n of DEEP_PAGES) {
      const got = await page(n);
      expect(got.ids, `${label}: page ${n}, round ${round}`).toEqual(all.slice((n - 1) * SIZE, n * SIZE));
      expect(got.total).toBe(all.length);
    }
  }
}

describe('deep list pages through anchors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const ids = (rows: { music_id?: number; id?: number }[]) => rows.map((r) => (r.music_id ?? r.id)!);

  it('my projects, both orders, through likes, clicks, uploads and deletions', async () => {
    const a = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const made = await insertProjects(
      t.app,
      a.uid,
      Array.from({ length: LENGTH }, (_, i) => ({
        name: `q${i}`,
        counts: { click_num: (i * 37) % 11, zan: i % 4 },
      })),
    );
    const list = (q: string) => as(t.app, a).get(`/api/user/select_vsqx_project_list?${q}`);
    const check = async (label: string) => {
      for (const sort of ['time', 'hot']) {
        await expectDeepPagesMatch(
          `${label}, ${sort}`,
          async () => ids((await list(`sort=${sort}`)).json().data),
          async (n) => {
            const body = (await list(`sort=${sort}&page=${n}&page_size=${SIZE}`)).json();
            return { ids: ids(body.data), total: body.total };
          },
        );
      }
    };
    await check('fresh');
    // A like lifts the last in hot order (score 0 → 15) past the anchor at place 199.
    const last = ids((await list('sort=hot')).json().data).at(-1);
    expect((await as(t.app, fan).post(`/api/app/zan/${last}`)).json().success).toBe(true);
    await check('after a like');
    expect((await as(t.app, fan).get(`/api/app/project/${made[20]}`)).json().success).toBe(true); // a click: score + 1
    await check('after a click');
    await insertProjects(t.app, a.uid, [{ name: 'new', counts: { zan: 1 } }]);
    await check('after an upload');
    expect((await as(t.app, a).get(`/api/user/delete_project/${made[120]}`)).json().success).toBe(true);
    await check('after a deletion');
  });

  it('my favourites and my replies, through additions and removals', async () => {
    const owner = await registerUser(t.app);
    const fan: TestUser = await registerUser(t.app);
    const made = await insertProjects(
      t.app,
      owner.uid,
      Array.from({ length: LENGTH }, (_, i) => ({ name: `f${i}` })),
    );
    const db = t.app.ctx.db;
    await db
      .insertInto('favourites')
      .values(made.map((music_id, i) => ({ user_id: fan.uid, music_id, add_time: i })))
      .execute();
    const reply = {
      from_user_id: fan.uid,
      scene: 1,
      project_id: made[0],
      project_name: 'x',
      comment_type: 1,
      text: '好听',
      created_at: 1,
      to_user_id: owner.uid,
      kind: 'comment' as const,
    };
    await db
      .insertInto('messages')
      .values(made.map(() => reply))
      .execute();

    const favs = (q: string) => as(t.app, fan).get(`/api/user/select_my_fav_list?${q}`);
    const replies = async (n: number) =>
      (await as(t.app, owner).post('/api/user/select_comment_msg_v2', { pageIndex: n })).json();
    const check = async (label: string) => {
      const favPage = async (n: number) => (await favs(`page=${n}&page_size=${SIZE}`)).json();
      await expectDeepPagesMatch(
        `${label}, favourites`,
        () => everyPage(favPage),
        async (n) => {
          const body = await favPage(n);
          return { ids: ids(body.data), total: body.total };
        },
      );
      await expectDeepPagesMatch(
        `${label}, replies`,
        () => everyPage(replies),
        async (n) => {
          const body = await replies(n);
          return { ids: ids(body.data), total: body.total };
        },
      );
    };
    await check('fresh');
    expect((await as(t.app, fan).get(`/api/app/fav_cancel/${made[60]}`)).json().success).toBe(true);
    expect((await as(t.app, fan).get(`/api/app/fav_add/${made[60]}`)).json().success).toBe(true); // back on top
    expect(
      (
        await as(t.app, fan).post('/api/app/comment', { scene: 1, project_id: made[3], text: '再来一条' })
      ).json().success,
    ).toBe(true);
    await check('after a favourite moved to the top and a new reply');
    expect((await as(t.app, fan).get(`/api/app/fav_cancel/${made[200]}`)).json().success).toBe(true);
    await db
      .deleteFrom('messages')
      .where('id', '=', allIdsOf(await replies(15))[3])
      .execute();
    await check('after a favourite and a reply removed');
  });
});

describe('my favourites in popularity order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  // Near the top the rows are read directly, deeper keys first (score, favourite id): both must give the same order.
  it('every page, near the top and past it, is the slice of the projects by score, newest favourite first on ties', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const made = await insertProjects(
      t.app,
      owner.uid,
      Array.from({ length: 57 }, (_, i) => ({
        name: `h${i}`,
        counts: { click_num: (i * 37) % 11, zan: i % 4 },
      })),
    );
    const db = t.app.ctx.db;
    await db
      .insertInto('favourites')
      .values(made.map((music_id, i) => ({ user_id: fan.uid, music_id, add_time: i })))
      .execute();
    const expected = await db
      .selectFrom('favourites as f')
      .innerJoin('vsqx_projects as p', 'p.music_id', 'f.music_id')
      .select('f.music_id')
      .where('f.user_id', '=', fan.uid)
      .orderBy('p.score', 'desc')
      .orderBy('f.id', 'desc')
      .execute();
    for (let n = 1; n <= 7; n++) {
      const body = (
        await as(t.app, fan).get(`/api/user/select_my_fav_list?sort=hot&page=${n}&page_size=${SIZE}`)
      ).json();
      expect(ids(body.data), `page ${n}`).toEqual(
        expected.slice((n - 1) * SIZE, n * SIZE).map((r) => r.music_id),
      );
    }
  });
});

const ids = (rows: { music_id?: number; id?: number }[]) => rows.map((r) => (r.music_id ?? r.id)!);

const allIdsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

/** The whole list, page after page from the top (pages above ANCHOR_STEP never use anchors). */
async function everyPage(page: (n: number) => Promise<{ data: { music_id?: number; id?: number }[] }>) {
  const all: number[] = [];
  for (let n = 1; ; n++) {
    const rows = (await page(n)).data;
    if (!rows.length) return all;
    all.push(...rows.map((r) => (r.music_id ?? r.id)!));
  }
}
