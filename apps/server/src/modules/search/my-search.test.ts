import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { newVsqxRow } from '../../test/rows';
import { hasText, rowHasText, rowTestOf, textTestOf, textValue } from '../../db/search-match';
import { createProjectsRepository } from '../projects/projects.repository';
import { KEPT_TOTAL, ROW_TEST_MAX, WALK_MAX_OFFSET } from './search-plan.repository';
import { ownRowsUpTo } from './my-filters.repository';

/*
 * DESIGN §8 "Finding and managing my content" at scale: the creator-centre search plans its page as public search
 * does (modules/search/search-plan.repository.ts). With KEPT_TOTAL+ matches the first pages walk her list's index testing each
 * row's text; deeper pages, small totals and unindexed orders take the trigram index's ids. Every answer is checked
 * against the order computed here from the rows inserted, so both plans must give the same page. Rows go straight
 * into the database (triggers keep the search index); reads go through HTTP.
 */

type Kind = 'project' | 'midi' | 'article';
interface Item {
  id: number;
  name: string;
  score: number;
  agreement: number;
  visibility: 'public' | 'unlisted' | 'private';
}

const WIDE = '常见词';
const N = KEPT_TOTAL + 60;
const OTHER = 200;
const enc = encodeURIComponent;

/** Alice's rows of one kind: N hold WIDE, OTHER do not; scores repeat (the id breaks ties), licences and visibility vary. */
function rowsOf(owner: string, n: number) {
  return Array.from({ length: n + OTHER }, (_, i) => ({
    name: i < n ? `${WIDE} ${owner}${i}` : `别的 ${owner}${i}`,
    score: (i * 37) % 101,
    agreement: (i % 3) + 1,
    visibility: (i % 50 === 7 ? 'private' : i % 50 === 8 ? 'unlisted' : 'public') as Item['visibility'],
  }));
}

async function insert(
  t: TestApp,
  kind: Kind,
  userId: number,
  rows: ReturnType<typeof rowsOf>,
): Promise<Item[]> {
  const db = t.app.ctx.db;
  const out: Item[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const now = Date.now();
    let ids: number[];
    if (kind === 'project') {
      ids = (
        await db
          .insertInto('vsqx_projects')
          .values(
            chunk.map((r) =>
              newVsqxRow(userId, {
                up_time: now,
                agreement: r.agreement,
                music_name: r.name,
                score: r.score,
                visibility: r.visibility,
              }),
            ),
          )
          .returning('music_id')
          .execute()
      ).map((x) => x.music_id);
    } else if (kind === 'midi') {
      ids = (
        await db
          .insertInto('midi_projects')
          .values(
            chunk.map((r) => ({
              midi_uid: randomBytes(12).toString('hex'),
              user_id: userId,
              midi_name: r.name,
              midi_type: '1',
              agreement: r.agreement,
              midi_language: '1',
              trick_num: '1',
              midi_desc: '',
              tag: '',
              p_name: '',
              up_time: now,
              updated_at: now,
              file_extension: 'mid',
              score: r.score,
              visibility: r.visibility,
            })),
          )
          .returning('midi_id')
          .execute()
      ).map((x) => x.midi_id);
    } else {
      // Article "hot" is 15 × likes + 10 × comments + clicks: the score goes into the clicks.
      ids = (
        await db
          .insertInto('articles')
          .values(
            chunk.map((r) => ({
              user_id: userId,
              article_title: r.name,
              article_type: 1,
              article_author_type: 1,
              article_agreement: (r.agreement % 2) + 1,
              article_md: '',
              article_html: '',
              timestamp: now,
              updated_at: now,
              click_num: r.score,
              visibility: r.visibility,
            })),
          )
          .returning('article_id')
          .execute()
      ).map((x) => Number(x.article_id));
    }
    chunk.forEach((r, j) =>
      out.push({
        id: Number(ids[j]),
        ...r,
        agreement: kind === 'article' ? (r.agreement % 2) + 1 : r.agreement,
      }),
    );
  }
  return out;
}

function listUrl(kind: Kind, user: TestUser, query: string): { method: 'get' | 'post'; url: string } {
  if (kind === 'project')
    return { method: 'get', url: `/api/user/select_vsqx_project_list?page_size=10&${query}` };
  if (kind === 'midi')
    return { method: 'post', url: `/api/user/midi/select_p_midi.php?page_size=10&${query}` };
  return { method: 'get', url: `/api/article/get_article_list/${user.uid}?page_size=10&${query}` };
}

const nameOf = (r: { music_name?: string; midi_name?: string; article_title?: string }) =>
  r.music_name ?? r.midi_name ?? r.article_title;

describe('DESIGN §8 my-content search at scale (the public search plan on her own lists)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const items: Record<Kind, Item[]> = { project: [], midi: [], article: [] };
  const bobs: Record<Kind, Item[]> = { project: [], midi: [], article: [] };

  async function list(kind: Kind, user: TestUser, query: string) {
    const { method, url } = listUrl(kind, user, query);
    const res =
      method === 'get' ? await as(t.app, user).get(url) : await as(t.app, user).post(url, { uid: user.uid });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Parameters<typeof nameOf>[0][]; total: number };
    return { names: body.data.map(nameOf), total: body.total };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    carol = await registerUser(t.app);
    for (const kind of ['project', 'midi', 'article'] as Kind[]) {
      items[kind] = await insert(t, kind, alice.uid, rowsOf('A', N));
      // Bob's rows hold the same words (fewer, but still a kept total): none may show in Alice's lists.
      bobs[kind] = await insert(t, kind, bob.uid, rowsOf('B', KEPT_TOTAL + 10));
    }
  }, 120_000);
  afterAll(async () => t.close());

  /**
   * The list's order computed here: newest first, or hot (score, then newest). The search text also holds the
   * uploader's name (migration 0030), so a short text like "1" can match every row through it.
   */
  function expected(
    pool: Item[],
    q: string,
    sort: 'time' | 'hot',
    filter: (r: Item) => boolean = () => true,
  ) {
    const hits = pool.filter(
      (r) => `${r.name}\n${alice.username}`.toLowerCase().includes(q.toLowerCase()) && filter(r),
    );
    hits.sort((a, b) => (sort === 'hot' && b.score !== a.score ? b.score - a.score : b.id - a.id));
    return hits.map((r) => r.name);
  }

  // Page 1-2: walked when the total is KEPT_TOTAL+ and an index gives the order; page 25 (offset 240 > WALK_MAX_OFFSET): sorted ids.
  const pages = [1, 2, 25];
  const cases: { q: string; filter?: string; keep?: (r: Item) => boolean }[] = [
    { q: WIDE },
    { q: '见词' }, // 2 characters: row by row on both plans
    { q: `${WIDE} A10` }, // selective: A10, A100-A109, A1000-A1059
    { q: '别的' }, // small total (OTHER): always exact, never walked
    { q: WIDE, filter: 'agreement=2', keep: (r) => r.agreement === 2 },
    { q: WIDE, filter: 'visibility=private', keep: (r) => r.visibility === 'private' },
  ];

  for (const kind of ['project', 'midi', 'article'] as Kind[]) {
    for (const sort of ['time', 'hot'] as const) {
      it(`${kind}, ${sort}: every page equals the slice of the full order, with the exact total; nothing of Bob's`, async () => {
        expect(WALK_MAX_OFFSET).toBeLessThan(240);
        for (const c of cases) {
          if (kind === 'article' && c.filter?.startsWith('agreement')) c.keep = (r) => r.agreement === 2;
          const all = expected(items[kind], c.q, sort, c.keep);
          for (const page of pages) {
            const got = await list(
              kind,
              alice,
              `page=${page}&sort=${sort}&q=${enc(c.q)}${c.filter ? `&${c.filter}` : ''}`,
            );
            expect(got.total, `${c.q} ${c.filter ?? ''} p${page}`).toBe(all.length);
            expect(got.names, `${c.q} ${c.filter ?? ''} p${page}`).toEqual(
              all.slice((page - 1) * 10, page * 10),
            );
            expect(got.names.every((n) => n?.includes(' A'))).toBe(true);
          }
        }
      }, 60_000);
    }
  }

  it('a kept total belongs to its owner: Bob and Carol get their own, and her new row shows at once on the page', async () => {
    const aliceFirst = await list('project', alice, `page=1&q=${enc(WIDE)}`);
    expect(aliceFirst.total).toBe(N);
    expect((await list('project', bob, `page=1&q=${enc(WIDE)}`)).total).toBe(KEPT_TOTAL + 10);
    expect(await list('project', carol, `page=1&q=${enc(WIDE)}`)).toEqual({ names: [], total: 0 });
    // A new match of Alice's: her kept total (N ≥ KEPT_TOTAL) lags for up to 30 s, her page does not; Bob's stays his.
    const [added] = await insert(t, 'project', alice.uid, [
      { name: `${WIDE} A新`, score: 0, agreement: 1, visibility: 'public' },
    ]);
    const after = await list('project', alice, `page=1&q=${enc(WIDE)}`);
    expect(after.total).toBe(N);
    expect(after.names[0]).toBe(added.name);
    const bobAfter = await list('project', bob, `page=1&q=${enc(WIDE)}`);
    expect(bobAfter.total).toBe(KEPT_TOTAL + 10);
    expect(bobAfter.names.every((n) => n?.includes(' B'))).toBe(true);
    // Another filter is another key: counted afresh, so it includes the new row.
    expect((await list('project', alice, `page=1&q=${enc(WIDE)}&agreement=1`)).total).toBe(
      items.project.filter((r) => r.name.includes(WIDE) && r.agreement === 1).length + 1,
    );
    await t.app.ctx.db.deleteFrom('vsqx_projects').where('music_id', '=', added.id).execute();
  });

  it('a small total is exact at once: a new and a deleted match count immediately', async () => {
    const before = await list('midi', alice, `page=1&q=${enc('别的')}`);
    expect(before.total).toBe(OTHER);
    const [added] = await insert(t, 'midi', alice.uid, [
      { name: '别的 A新', score: 0, agreement: 1, visibility: 'public' },
    ]);
    expect(await list('midi', alice, `page=1&q=${enc('别的')}`)).toMatchObject({ total: OTHER + 1 });
    await t.app.ctx.db.deleteFrom('midi_projects').where('midi_id', '=', added.id).execute();
    expect(await list('midi', alice, `page=1&q=${enc('别的')}`)).toMatchObject({ total: OTHER });
    // Known small, the total rides on the page's rows (a window count); past the last page it is counted.
    expect(await list('midi', alice, `page=99&q=${enc('别的')}`)).toEqual({ names: [], total: OTHER });
    expect(await list('project', carol, `page=1&q=${enc('别的')}`)).toEqual({ names: [], total: 0 });
    expect(await list('project', carol, `page=1&q=${enc('别的')}`)).toEqual({ names: [], total: 0 });
  });

  it('a creator with few projects: each of her rows is tested (ROW_TEST_MAX), same pages and exact totals', async () => {
    // Dan's 45 rows sit among Alice's and Bob's thousands of matches of the same words (the trigram path's
    // candidates); his own list is under ROW_TEST_MAX, so the plan tests his rows one by one.
    expect(45).toBeLessThan(ROW_TEST_MAX);
    const dan = await registerUser(t.app);
    const mine = await insert(t, 'project', dan.uid, rowsOf('D', 25).slice(0, 45));
    const dans = (q: string, sort: 'time' | 'hot', keep: (r: Item) => boolean = () => true) =>
      mine
        .filter((r) => `${r.name}\n${dan.username}`.toLowerCase().includes(q.toLowerCase()) && keep(r))
        .sort((a, b) => (sort === 'hot' && b.score !== a.score ? b.score - a.score : b.id - a.id))
        .map((r) => r.name);
    for (const sort of ['time', 'hot'] as const)
      for (const [q, filter, keep] of [
        [WIDE, '', undefined],
        [`${WIDE} D1`, '', undefined],
        ['见词', '', undefined],
        [WIDE, '&agreement=2', (r: Item) => r.agreement === 2],
      ] as const)
        for (const page of [1, 2, 3]) {
          const all = dans(q, sort, keep);
          const got = await list('project', dan, `page=${page}&sort=${sort}&q=${enc(q)}${filter}`);
          expect(got, `${q}${filter} ${sort} p${page}`).toEqual({
            names: all.slice((page - 1) * 10, page * 10),
            total: all.length,
          });
        }
    // Exact at once: a deleted match leaves the total on the next call.
    await t.app.ctx.db.deleteFrom('vsqx_projects').where('music_id', '=', mine[0].id).execute();
    expect((await list('project', dan, `page=1&q=${enc(WIDE)}`)).total).toBe(24);
  });

  it('a creator with few MIDI projects or articles: her rows are tested one by one too (counted up to ROW_TEST_MAX)', async () => {
    const erin = await registerUser(t.app);
    for (const kind of ['midi', 'article'] as const) {
      const mine = await insert(t, kind, erin.uid, rowsOf('E', 25).slice(0, 45));
      expect(await ownRowsUpTo(t.app.ctx.db, kind === 'midi' ? 'midi_projects' : 'articles', erin.uid)).toBe(
        45,
      );
      for (const q of [WIDE, `${WIDE} E1`, '见词', 'e2'])
        for (const page of [1, 2, 3]) {
          const all = mine
            .filter((r) => `${r.name}\n${erin.username}`.toLowerCase().includes(q.toLowerCase()))
            .sort((a, b) => b.id - a.id)
            .map((r) => r.name);
          expect(await list(kind, erin, `page=${page}&q=${enc(q)}`), `${kind} ${q} p${page}`).toEqual({
            names: all.slice((page - 1) * 10, page * 10),
            total: all.length,
          });
        }
    }
    // Alice's lists are longer: the count stops one past the limit.
    expect(await ownRowsUpTo(t.app.ctx.db, 'midi_projects', alice.uid)).toBe(ROW_TEST_MAX + 1);
  });

  it('her private and unlisted matches stay out of the public search; Bob cannot read her list', async () => {
    const res = (
      await as(t.app, null).get(`/api/app/search?type=project&page=1&q=${enc(`${WIDE} A`)}`)
    ).json();
    const publicCount = items.project.filter(
      (r) => r.name.includes(`${WIDE} A`) && r.visibility === 'public',
    ).length;
    expect(res.total).toBe(publicCount);
    // Bob asking for Alice's MIDI or article list gets nothing of hers.
    const midi = await as(t.app, bob).post(`/api/user/midi/select_p_midi.php?page=1&q=${enc(WIDE)}`, {
      uid: alice.uid,
    });
    expect(midi.json()).toMatchObject({ data: [], total: 0 });
    expect(
      (await as(t.app, bob).get(`/api/article/get_article_list/${alice.uid}?page=1&q=${enc(WIDE)}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, null).get(`/api/user/select_vsqx_project_list?page=1&q=${enc(WIDE)}`)).statusCode,
    ).toBe(401);
  });

  it('property: for random texts, filters and pages, the walked page equals the index page', async () => {
    const repo = createProjectsRepository(t.app.ctx.db);
    const dialect = t.app.ctx.dialect;
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
    const names = items.project.map((r) => r.name);
    let plainless = 0;
    for (let i = 0; i < 40; i++) {
      const name = names[Math.floor(rnd() * names.length)];
      const from = Math.floor(rnd() * (name.length - 1));
      const q = name.slice(from, from + 1 + Math.floor(rnd() * 5)).trim() || WIDE;
      const sort = rnd() < 0.5 ? 'time' : 'hot';
      const offset = Math.floor(rnd() * 30) * 10;
      const walk = await repo.filteredPage(
        alice.uid,
        rowHasText(dialect, 'search_v', 'p.music_id', q),
        sort,
        10,
        offset,
      );
      const ids = await repo.filteredPage(
        alice.uid,
        hasText(dialect, 'search_v', 'p.music_id', q),
        sort,
        10,
        offset,
      );
      expect(walk, `${q} ${sort} ${offset}`).toEqual(ids);
      // The prepared forms (planned once for any value): the same rows, by index and row by row.
      const test = textTestOf(q);
      const prepared = (t: typeof test, withTotal = false) =>
        repo.searchedPage(
          dialect,
          alice.uid,
          { test: t, value: textValue(dialect, t, q), withTotal },
          sort,
          10,
          offset,
        );
      expect(await prepared(test), `prepared ${q} ${sort} ${offset}`).toEqual(ids);
      expect(await prepared('row'), `prepared walk ${q} ${sort} ${offset}`).toEqual(ids);
      // A text with no case to fold is also found unfolded (what rowHasText then uses).
      if (rowTestOf(q) === 'plain')
        expect(await prepared('plain'), `prepared plain walk ${q} ${sort} ${offset}`).toEqual(ids);
      else plainless++;
      const windowed = await prepared(test, true);
      expect(windowed.map((r) => r.card)).toEqual(ids.map((r) => r.card));
      if (windowed.length)
        expect(Number((windowed[0] as { search_total?: number }).search_total)).toBe(
          expected(items.project, q, sort).length,
        );
      expect(walk.map((c) => JSON.parse(c.card).music_name)).toEqual(
        expected(items.project, q, sort).slice(offset, offset + 10),
      );
    }
    // Both kinds of text came up: ones with capitals (folded) and ones without (found as they are).
    expect([plainless > 0, plainless < 40]).toEqual([true, true]);
  });
});
