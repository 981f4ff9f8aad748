import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/build-test-app';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { newVsqxRow } from '../../test/rows';
import { indexShape, mergeIndex, parseStructure } from './index-merge.repository';
import { runSearchMerge, stopSearchMerge } from './merge-schedule';

/*
 * The search index kept merged (docs/decisions.md "The search index kept merged"): rows go straight into the
 * database, each batch its own transaction, so the FTS5 index gains a segment per batch as a live site's does
 * per write; searches go through HTTP and must answer the same rows before and after a merge.
 */

const WORD = '合并测试';
const LYRIC = '歌词'.repeat(300); // a few KB a row: the index spans many leaf pages, so a 1-page step leaves work

describe('the search index kept merged (SQLite FTS5; a no-op on PostgreSQL)', () => {
  const t = useTestApp();
  let alice: TestUser;
  let batch = 0;

  /** One transaction of `n` projects: one new segment. */
  async function writeBatch(n = 20) {
    batch += 1;
    await t.app.ctx.db
      .insertInto('vsqx_projects')
      .values(
        Array.from({ length: n }, (_, i) => ({
          ...newVsqxRow(alice.uid, { music_name: `${WORD} ${batch}-${i}` }),
          lyric: `${LYRIC}${batch}-${i}`,
        })),
      )
      .execute();
  }

  /** Both searches' answers for `q`: public search's page and total, her own list's page and total. */
  async function searched(q: string) {
    const pub = (await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent(q)}`)).json();
    const own = (
      await as(t.app, alice).get(
        `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${encodeURIComponent(q)}`,
      )
    ).json();
    const names = (b: { data: { music_name: string }[] }) => b.data.map((r) => r.music_name);
    return { pub: names(pub), pubTotal: pub.total, own: names(own), ownTotal: own.total };
  }

  /** Segments as the `_idx` table holds them (a row per segment's leaf page that starts a term range). */
  const idxSegments = async () =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(distinct segid) as n from search_v_idx`.execute(t.app.ctx.db)
      ).rows[0].n,
    );

  it('many writes leave many segments; a merge in 1-page steps makes one, and search answers the same', async () => {
    alice = await registerUser(t.app);
    for (let i = 0; i < 8; i++) await writeBatch();
    const queries = [WORD, `${WORD} 3-1`, '试 5', '并测'];
    const before = await Promise.all(queries.map(searched));
    expect(before[0].pubTotal).toBe(160);
    if (TEST_DB === 'postgres') {
      expect(await runSearchMerge(t.app.ctx, { gapMs: 0 })).toEqual([]);
      return;
    }
    const shape = await indexShape(t.app.ctx.db, 'search_v');
    expect(shape.segments).toBeGreaterThanOrEqual(4);
    expect(shape.segments).toBe(await idxSegments());
    const [run] = (await runSearchMerge(t.app.ctx, { gapMs: 0, pages: 1 })).filter(
      (r) => r.index === 'search_v',
    );
    expect(run.steps).toBeGreaterThan(3);
    expect(run.after).toMatchObject({ segments: 1, merging: false });
    expect(await idxSegments()).toBe(1);
    expect(await Promise.all(queries.map(searched))).toEqual(before);
    expect(
      (await sql`insert into search_v(search_v) values ('integrity-check')`.execute(t.app.ctx.db)).rows,
    ).toEqual([]);
  });

  // FTS5's segments only: on PostgreSQL these are not defined (the first test checks the merge is a no-op there).
  if (TEST_DB === 'sqlite') {
    it('a merge stopped midway is kept in the index; the next run continues it past a new write, to one segment', async () => {
      for (let i = 0; i < 6; i++) await writeBatch();
      let steps = 0;
      const part = await mergeIndex(t.app.ctx.db, 'sqlite', 'search_v', {
        pages: 1,
        stopped: () => steps++ >= 2,
      });
      expect(part.steps).toBe(2);
      expect(part.after.merging).toBe(true);
      await writeBatch(); // a segment written while the merge is under way
      const before = await searched(WORD);
      expect(before.pubTotal).toBe(160 + 7 * 20);
      const [run] = await runSearchMerge(t.app.ctx, { gapMs: 0, pages: 4 });
      expect(run.before.merging).toBe(true);
      expect(run.after).toMatchObject({ segments: 1, merging: false });
      expect(await searched(WORD)).toEqual(before);
    });

    it('one merge per index per gap; runs never overlap; after stop no step runs', async () => {
      await writeBatch();
      await writeBatch();
      const written = await indexShape(t.app.ctx.db, 'search_v');
      expect(written.segments).toBeGreaterThan(1);
      // search_v was merged by the test above: within the gap it waits (the other indexes have one segment).
      expect(await runSearchMerge(t.app.ctx, { gapMs: 60_000 })).toEqual([]);
      // Two calls at once share one run: one merge, not two interleaved.
      const gate: (() => void)[] = [];
      const pause = () => new Promise<void>((r) => gate.push(r));
      const a = runSearchMerge(t.app.ctx, { gapMs: 0, pages: 1, pause });
      const b = runSearchMerge(t.app.ctx, { gapMs: 0, pages: 1, pause });
      expect(b).toBe(a);
      while (!gate.length) await new Promise((r) => setTimeout(r, 5));
      // Stopped between steps: the step in flight has ended, none follows, and later runs do nothing.
      const stopping = stopSearchMerge(t.app.ctx);
      gate.shift()!();
      await stopping;
      const [run] = await a;
      expect(run.steps).toBe(1);
      const left = await indexShape(t.app.ctx.db, 'search_v');
      expect(left.merging || left.segments > 1).toBe(true);
      expect(await runSearchMerge(t.app.ctx, { gapMs: 0 })).toEqual([]);
      expect(await indexShape(t.app.ctx.db, 'search_v')).toEqual(left);
    });
  }
});

describe('the structure record', () => {
  it('reads levels, segments, pages and a merge in progress (version 1 and 2 records)', () => {
    // cookie; 2 levels, 3 segments, 9 leaves written; level 0: no merge, 1 segment (id 3, pages 1-2);
    // level 1: 2 inputs merging, 2 segments (id 1, pages 5-9; id 2, pages 1-130: a 2-byte varint).
    const v1 = [0, 0, 0, 1, 2, 3, 9, 0, 1, 3, 1, 2, 2, 2, 1, 5, 9, 2, 1, 0x81, 0x02];
    expect(parseStructure(Uint8Array.from(v1))).toEqual({ segments: 3, merging: true, pages: 137 });
    // Version 2: a mark after the cookie and five more varints per segment.
    const v2 = [0, 0, 0, 1, 0xff, 0, 0, 1, 1, 1, 4, 0, 1, 7, 1, 3, 0, 0, 0, 0, 0];
    expect(parseStructure(Uint8Array.from(v2))).toEqual({ segments: 1, merging: false, pages: 3 });
  });
});
