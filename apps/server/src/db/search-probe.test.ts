import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { newVsqxRow } from '../test/rows';
import {
  COUNT_TTL_MS,
  createSearchProbe,
  narrowerStretch,
  probePieces,
  probeWindow,
  PROBE_MAX,
} from './search-probe';
import { probeValue, textTest } from './search-match';

describe('the pieces a probe may use', () => {
  it('SQLite takes every 3-character piece; PostgreSQL only letters and digits; a capital outside ASCII keeps the phrase', () => {
    expect(probePieces('sqlite', '夜に駆ける 761')).toEqual([
      '夜に駆',
      'に駆け',
      '駆ける',
      'ける ',
      'る 7',
      ' 76',
      '761',
    ]);
    expect(probePieces('postgres', '夜に駆ける 761')).toEqual(['夜に駆', 'に駆け', '駆ける', '761']);
    expect(probePieces('sqlite', 'World Is')).toContain('wor');
    expect(probePieces('sqlite', 'Ärger 12')).toEqual([]);
    expect(probePieces('postgres', 'Ärger 12')).toEqual(['ärg', 'rge', 'ger']);
    expect(probePieces('sqlite', '初音')).toEqual([]);
  });
});

describe('the stretch a PostgreSQL probe reads', () => {
  it('holds the rarest piece and the nearest of the next rarest; null when it is the whole text', () => {
    const counted = [
      { p: '761', n: 390 },
      { p: '夜に駆', n: 12500 },
      { p: 'に駆け', n: 12500 },
      { p: '駆ける', n: 12500 },
    ];
    expect(probeWindow('夜に駆ける 761', counted)).toBe('駆ける 761');
    expect(
      probeWindow('World Is Mine 761', [
        { p: '761', n: 390 },
        { p: 'wor', n: 9000 },
        { p: 'min', n: 12500 },
      ]),
    ).toBeNull();
    expect(
      probeWindow('World Is Mine 761', [
        { p: '761', n: 390 },
        { p: 'min', n: 9000 },
        { p: 'wor', n: 12500 },
      ]),
    ).toBe('Mine 761');
    // Pieces are matched as probePieces cut them: a final sigma folds differently alone and in a word.
    const greek = 'ΟΔΟΣ 761 ΑΒ';
    const pieces = probePieces('postgres', greek).map((p, i) => ({ p, n: i === 0 ? 5 : 50 }));
    const window = probeWindow(greek, pieces);
    expect(window === null || greek.includes(window)).toBe(true);
  });
});

describe('the value a PostgreSQL probe binds', () => {
  it('holds the stretch and the text as ILIKE patterns, and the text itself when it has no case (strpos)', () => {
    expect(probeValue('ける 761', '夜に駆ける 761')).toBe(
      '{"%ける 761%","%夜に駆ける 761%","夜に駆ける 761"}',
    );
    expect(probeValue('0% 夜', '100% 夜_"\\')).toBe(
      '{"%0\\\\% 夜%","%100\\\\% 夜\\\\_\\"\\\\\\\\%","100% 夜_\\"\\\\"}',
    );
    // A text with case is checked by ILIKE, which folds both sides.
    expect(probeValue('INE 761', 'MINE 761')).toBe('{"%INE 761%","%MINE 761%"}');
  });
});

describe('the narrower stretch a PostgreSQL probe tries', () => {
  it('drops the character at the end away from the rarest piece; null when four characters or fewer', () => {
    const counted = [
      { p: '761', n: 390 },
      { p: '駆ける', n: 12500 },
    ];
    expect(narrowerStretch('駆ける 761', counted)).toBe('ける 761');
    expect(narrowerStretch('761 駆ける', counted)).toBe('761 駆け');
    expect(
      narrowerStretch('Mine 761', [
        { p: '761', n: 390 },
        { p: 'min', n: 9000 },
      ]),
    ).toBe('ine 761');
    expect(narrowerStretch('7610', counted)).toBeNull();
  });
});

describe(`a probe finds exactly what the whole-text lookup finds (${TEST_DB})`, () => {
  let t: TestApp;
  let owner: number;
  const titles = [
    ...Array.from({ length: 300 }, (_, i) => `夜に駆ける ${i}`),
    'World Is Mine 761',
    'world is mine 7610',
    '100% 夜に駆ける',
    '夜に駆けるの 761',
    'under_score 761',
    'say "hi" \\ 8812',
  ];
  const insert = (music_name: string, score = 1) =>
    t.app.ctx.db.insertInto('vsqx_projects').values(newVsqxRow(owner, { music_name, score })).execute();
  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await registerUser(t.app)).uid;
    for (const title of titles) await insert(title);
  });
  afterAll(async () => t.close());

  const byText = async (q: string) =>
    (await t.app.ctx.db.selectFrom('vsqx_projects').select(['music_id', 'music_name']).execute())
      .filter((r) => (r.music_name ?? '').toLowerCase().includes(q.toLowerCase()))
      .map((r) => r.music_id)
      .sort((a, b) => a - b);

  it('selective texts, capitals, LIKE and FTS5 marks: the same ids as reading every title', async () => {
    const probe = createSearchProbe(t.app.ctx.db, t.app.ctx.dialect);
    for (const q of ['夜に駆ける 76', 'WORLD IS MINE 761', '100% 夜', 'score 761', '"761', 'e_s']) {
      const ids = await probe('search_v', q);
      const expected = await byText(q);
      // No probe: fewer than two pieces, or (PostgreSQL) the stretch around the rarest two is the whole text.
      if (ids === null)
        expect(probePieces(t.app.ctx.dialect, q).length < 2 || t.app.ctx.dialect === 'postgres').toBe(true);
      else expect([q, [...ids].sort((a, b) => a - b)]).toEqual([q, expected]);
    }
    expect(await probe('search_v', '夜に')).toBeNull();
  });

  it('public search through the probe (its lookup inside the page statement) answers every match and the total', async () => {
    for (const q of [
      '夜に駆ける 76',
      'WORLD IS MINE 761',
      'score 761',
      'say "hi" \\ 8812',
      '夜に駆ける 9999',
    ]) {
      const expected = await byText(q);
      const body = (
        await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent(q)}`)
      ).json() as { total: number; data: { music_id: number }[] };
      expect([q, body.total, body.data.length]).toEqual([q, expected.length, Math.min(10, expected.length)]);
      expect(body.data.every((r) => expected.includes(r.music_id))).toBe(true);
    }
    // The bound value carries quotes, backslashes and LIKE marks through the text[] literal (PostgreSQL) or the
    // JSON array (SQLite, where a text with capitals is found folded and one without is found as it is).
    const dialect = t.app.ctx.dialect;
    const probe = createSearchProbe(t.app.ctx.db, dialect);
    const texts = [
      '夜に駆ける 76',
      'say "hi" \\ 8812',
      ...(dialect === 'sqlite' ? ['WORLD IS MINE 761', 'world Is 76'] : []),
      // PostgreSQL: a text without case with LIKE marks (checked by strpos), one with capitals (by ILIKE).
      ...(dialect === 'postgres' ? ['100% 夜に駆ける', 'MINE 761'] : []),
    ];
    for (const q of texts) {
      const value = await probe.lookup('search_v', q);
      expect(value).not.toBeNull();
      const ids = await t.app.ctx.db
        .selectFrom('vsqx_projects as p')
        .select('p.music_id')
        .where(textTest(dialect, 'search_v', 'p.music_id', 'probe', value))
        .execute();
      expect([q, ids.map((r) => r.music_id).sort((a, b) => a - b)]).toEqual([q, await byText(q)]);
    }
  });

  it('PostgreSQL reads the narrower stretch only when it holds as many items', async () => {
    if (t.app.ctx.dialect !== 'postgres') return;
    const probe = createSearchProbe(t.app.ctx.db, 'postgres');
    // "駆ける 761" and "ける 761" are both in no title: the narrower one.
    expect(await probe.lookup('search_v', '夜に駆ける 761')).toBe(probeValue('ける 761', '夜に駆ける 761'));
    // "けるの 7610" is in no title, "けるの 761" in one ("夜に駆けるの 761"): the stretch stays.
    expect(await probe.lookup('search_v', '駆けるの 7610')).toBe(probeValue('けるの 7610', '駆けるの 7610'));
  });

  it('a lookup is kept only as long as the oldest count it read: then read again from fresh counts', async () => {
    let clock = 0;
    const probe = createSearchProbe(t.app.ctx.db, t.app.ctx.dialect, () => clock);
    // At 0 every piece of "xyzw 4821" is counted (none is in any title yet).
    expect(await probe.lookup('search_v', 'xyzw 4821')).not.toBeNull();
    // Half-way, "xyzw 482" is looked up from those counts (each of its pieces is one of them).
    clock = COUNT_TTL_MS / 2;
    const before = await probe.lookup('search_v', 'xyzw 482');
    for (let i = 0; i < 10; i++) await insert(`xyzw ${i}`);
    // Its answer lives as long as those counts do, not COUNT_TTL_MS from when it was made.
    clock = COUNT_TTL_MS - 1;
    expect(await probe.lookup('search_v', 'xyzw 482')).toBe(before);
    clock = COUNT_TTL_MS;
    const after = await probe.lookup('search_v', 'xyzw 482');
    // Counted again: "xyz" and "yzw" are now in ten titles, so the lookup starts from "482".
    expect(after).not.toBe(before);
    expect(after).toContain('482');
    const ids = await t.app.ctx.db
      .selectFrom('vsqx_projects as p')
      .select('p.music_id')
      .where(textTest(t.app.ctx.dialect, 'search_v', 'p.music_id', 'probe', after))
      .execute();
    expect(ids).toEqual([]);
  });

  it('a text with no rare piece is left to the whole-text lookup', async () => {
    for (let i = 0; i < PROBE_MAX + 1 - 300; i += 500)
      await t.app.ctx.db
        .insertInto('vsqx_projects')
        .values(
          Array.from({ length: Math.min(500, PROBE_MAX + 1 - 300 - i) }, (_, k) =>
            newVsqxRow(owner, { music_name: `夜に駆ける x${i + k}`, score: 0 }),
          ),
        )
        .execute();
    const probe = createSearchProbe(t.app.ctx.db, t.app.ctx.dialect);
    expect(await probe('search_v', '夜に駆ける')).toBeNull();
  });

  it('a piece counted as absent is still looked up: an item added a moment later is found at once', async () => {
    const q = '初めての曲 qzx';
    const first = (
      await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent(q)}`)
    ).json();
    expect([first.total, first.data]).toEqual([0, []]);
    await insert(`${q} 新`, 99);
    const after = (
      await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent(q)}`)
    ).json();
    expect([after.total, after.data.map((r: { music_name: string }) => r.music_name)]).toEqual([
      1,
      [`${q} 新`],
    ]);
  });
});
