import { describe, expect, it } from 'vitest';
import { createPageAnchors, type KeyedList, type ListKey } from './page-anchors';

/** A list of ids, newest first, read by key like the real ones, counting what it is asked. */
function fakeList(ids: number[]) {
  const calls = { keys: 0, after: 0 };
  const from = (key: ListKey | null) => (key ? ids.indexOf(key[0]) + 1 : 0);
  const list: KeyedList<number> = {
    keyAfter: async (key, skip) => {
      calls.keys++;
      const at = from(key) + skip;
      return at < ids.length ? [ids[at]] : undefined;
    },
    after: async (key, limit, skip) => {
      calls.after++;
      const at = from(key) + skip;
      return ids.slice(at, at + limit);
    },
  };
  return { list, calls };
}

const descending = (n: number) => Array.from({ length: n }, (_, i) => 10 * (n - i));

describe('page anchors', () => {
  it('trust a version only once seen twice, then serve every deep page from the nearest anchor', async () => {
    const ids = descending(1000);
    const { list, calls } = fakeList(ids);
    const anchors = createPageAnchors();
    const state = { n: ids.length, version: 7 };
    expect(await anchors.page('l', state, 500, 10, list)).toBeUndefined(); // first sighting: caller reads by offset
    expect(calls).toEqual({ keys: 0, after: 0 });
    expect(await anchors.page('l', state, 500, 10, list)).toEqual(ids.slice(500, 510));
    expect(calls.keys).toBe(5); // anchors at 99, 199, ..., 499
    for (const offset of [100, 101, 199, 250, 499, 990, 995]) {
      expect(await anchors.page('l', state, offset, 10, list), `offset ${offset}`).toEqual(
        ids.slice(offset, offset + 10),
      );
    }
    expect(calls.keys).toBe(9); // read once each, up to the one above offset 995
    expect(await anchors.page('l', state, 50, 10, list)).toBeUndefined(); // near the top: no anchor needed
    expect(await anchors.page('l', state, 1000, 10, list)).toBeUndefined(); // past the end
  });

  it('drop the anchors when the version changes', async () => {
    const before = descending(400);
    const after = [5000, ...before.slice(0, 150), ...before.slice(151)]; // one added on top, one removed
    const anchors = createPageAnchors();
    const a = fakeList(before);
    await anchors.page('l', { n: 400, version: 1 }, 300, 10, a.list);
    expect(await anchors.page('l', { n: 400, version: 1 }, 300, 10, a.list)).toEqual(before.slice(300, 310));
    const b = fakeList(after);
    expect(await anchors.page('l', { n: 400, version: 2 }, 300, 10, b.list)).toBeUndefined();
    expect(await anchors.page('l', { n: 400, version: 2 }, 300, 10, b.list)).toEqual(after.slice(300, 310));
  });

  it('read at most 50 new anchors per request and never twice the same one when requests overlap', async () => {
    const ids = descending(20_000);
    const { list, calls } = fakeList(ids);
    const anchors = createPageAnchors();
    const state = { n: ids.length, version: 1 };
    await anchors.page('l', state, 19_000, 10, list);
    expect(await anchors.page('l', state, 19_000, 10, list)).toBeUndefined(); // 190 anchors needed, 50 read
    expect(calls.keys).toBe(50);
    // Three at once, each needing the same 40 more: every page right, the chain right for what follows.
    const pages = await Promise.all([1, 2, 3].map(() => anchors.page('l', state, 9_000, 10, list)));
    expect(pages).toEqual([1, 2, 3].map(() => ids.slice(9_000, 9_010)));
    expect(calls.keys).toBe(90); // the 40 missing anchors were read once, not by each of the three
    for (let offset = 100; offset < 9_000; offset += 777)
      expect(await anchors.page('l', state, offset, 10, list)).toEqual(ids.slice(offset, offset + 10));
    expect(await anchors.page('l', state, 19_000, 10, list)).toBeUndefined(); // 100 more needed: 50 now...
    expect(await anchors.page('l', state, 19_000, 10, list)).toEqual(ids.slice(19_000, 19_010)); // ...and 50 more
  });

  it('let fifty cold requests for one deep page share one reading of its anchors', async () => {
    const ids = descending(10_000);
    const { list, calls } = fakeList(ids);
    const anchors = createPageAnchors();
    const state = { n: ids.length, version: 3 };
    await anchors.page('l', state, 4_990, 10, list); // first sighting
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => anchors.page('l', state, 4_990, 10, list)),
    );
    expect(pages).toEqual(pages.map(() => ids.slice(4_990, 5_000)));
    expect(calls.keys).toBe(49);
  });

  it('keep at most maxLists lists', async () => {
    const anchors = createPageAnchors(3);
    const { list } = fakeList(descending(300));
    for (let u = 0; u < 10; u++) await anchors.page(`l${u}`, { n: 300, version: 1 }, 200, 10, list);
    expect(anchors.size).toBe(3);
  });
});
