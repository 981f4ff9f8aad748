import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser } from '../../test/factories';
import { newVsqxRow } from '../../test/rows';
import {
  KEPT_TOTAL,
  OWN_ROWS_TTL_MS,
  createOwnRows,
  createSearchTotals,
  walkIsCheaper,
} from './search-plan.repository';

describe('search totals (modules/search/search-plan.repository.ts)', () => {
  it('keeps a large total for 30 s, counts a small one every time, and shares one count between callers', async () => {
    let clock = 0;
    const total = createSearchTotals(() => clock);
    let counts = 0;
    const big = async () => (counts++, KEPT_TOTAL + 5);
    const [a, b] = await Promise.all([total('v:x', big), total('v:x', big)]);
    expect([a, b, counts]).toEqual([KEPT_TOTAL + 5, KEPT_TOTAL + 5, 1]);
    clock = 29_000;
    expect([await total('v:x', big), counts]).toEqual([KEPT_TOTAL + 5, 1]);
    clock = 31_000;
    expect([await total('v:x', big), counts]).toEqual([KEPT_TOTAL + 5, 2]);
    let small = 3;
    expect(await total('v:y', async () => small)).toBe(3);
    small = 4;
    expect(await total('v:y', async () => small)).toBe(4);
  });
});

describe("a creator's list length as the plan reads it (createOwnRows)", () => {
  it('reads it once per creator for OWN_ROWS_TTL_MS, then again; each creator her own', async () => {
    let clock = 0;
    const ownRows = createOwnRows(() => clock);
    const reads: string[] = [];
    let n = 40;
    const read = (who: string) => async () => (reads.push(who), n);
    expect(await ownRows('7', read('7'))).toBe(40);
    n = 600;
    clock = OWN_ROWS_TTL_MS - 1;
    expect(await ownRows('7', read('7'))).toBe(40);
    expect(await ownRows('8', read('8'))).toBe(600);
    expect(reads).toEqual(['7', '8']);
    clock = OWN_ROWS_TTL_MS;
    expect(await ownRows('7', read('7'))).toBe(600);
    expect(reads).toEqual(['7', '8', '7']);
  });
});

describe('walk or sorted ids for a large total (walkIsCheaper)', () => {
  it('walks a dense text, sorts the ids of a sparse one, and walks when the list length is unknown', () => {
    expect(walkIsCheaper(12_500, 0, 100_000)).toBe(true); // a common word: 1 row in 8
    expect(walkIsCheaper(2_500, 0, 10_000)).toBe(true); // her common word
    expect(walkIsCheaper(1_389, 0, 1_000_000)).toBe(false); // "夜に駆ける 97" at 1M: ~7,200 rows walked
    expect(walkIsCheaper(1_389, 0, undefined)).toBe(true);
  });
});

describe('public search pages: the dense walk and the sorted ids give the same list', () => {
  let t: TestApp;
  const n = KEPT_TOTAL + 60;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await registerUser(t.app);
    const rows = Array.from({ length: n + 200 }, (_, i) =>
      newVsqxRow(owner.uid, {
        up_time: i,
        // n rows hold the word, 200 do not; scores repeat so the id breaks ties; one match is private.
        music_name: i < n ? `常见词 ${i}` : `别的 ${i}`,
        score: (i * 37) % 101,
        visibility: i === 5 ? 'private' : 'public',
      }),
    );
    for (let i = 0; i < rows.length; i += 200)
      await t.app.ctx.db
        .insertInto('vsqx_projects')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  afterAll(async () => t.close());

  it('page 1 (walked) and page 30 (sorted ids) are the slices of the full order; the total counts public matches', async () => {
    const expected = (
      await t.app.ctx.db
        .selectFrom('vsqx_projects')
        .select('music_name')
        .where('music_name', 'like', '常见词%')
        .where('visibility', '=', 'public')
        .orderBy('score', 'desc')
        .orderBy('music_id', 'desc')
        .execute()
    ).map((r) => r.music_name);
    expect(expected).toHaveLength(n - 1);
    for (const page of [1, 2, 30]) {
      const res = (
        await as(t.app, null).get(
          `/api/app/search?type=project&page=${page}&q=${encodeURIComponent('常见词')}`,
        )
      ).json();
      expect(res.total).toBe(n - 1);
      expect(res.data.map((r: { music_name: string }) => r.music_name)).toEqual(
        expected.slice((page - 1) * 10, page * 10),
      );
    }
    // A small total stays exact: counted first, then read with the page (a window count), or counted past its end.
    const few = async (page: number) =>
      (
        await as(t.app, null).get(
          `/api/app/search?type=project&page=${page}&q=${encodeURIComponent('别的 12')}`,
        )
      ).json();
    expect([(await few(1)).total, (await few(1)).total, (await few(7)).total, (await few(7)).data]).toEqual([
      60,
      60,
      60,
      [],
    ]);
    const owner = (await t.app.ctx.db.selectFrom('vsqx_projects').select('user_id').executeTakeFirstOrThrow())
      .user_id;
    await t.app.ctx.db
      .insertInto('vsqx_projects')
      .values(newVsqxRow(owner, { music_name: '别的 12 新', score: 1000 }))
      .execute();
    const after = await few(1);
    expect([after.total, after.data[0].music_name]).toEqual([61, '别的 12 新']);
    const short = (
      await as(t.app, null).get(`/api/app/search?type=project&page=1&q=${encodeURIComponent('见词')}`)
    ).json();
    expect(short.data.map((r: { music_name: string }) => r.music_name)).toEqual(expected.slice(0, 10));
  });
});
