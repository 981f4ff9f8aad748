import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { loadConfig } from '../../config/config';
import { articleForm, createArticle } from '../../test/article-forms';
import { cardText, projectSearchPages, type SearchCardRow } from '../discovery/project-search-page';

/*
 * DESIGN §8 "Finding and managing my content" and "Public search": any substring of title, tags, intro and
 * lyrics (Chinese, Japanese, English; 2-character queries too), filters, the owner's items only, the index
 * following edits and deletes, throttling. Fixture rows go straight into the database (their triggers keep
 * the index); reads, edits and deletes go through HTTP.
 */

type Row = Record<string, string | number>;

async function addProject(app: FastifyInstance, userId: number, over: Row = {}) {
  return app.ctx.db
    .insertInto('vsqx_projects')
    .values({
      vsqx_uid: randomBytes(12).toString('hex'),
      user_id: userId,
      music_name: 'song',
      up_time: Date.now(),
      updated_at: Date.now(),
      music_type: 1,
      p_name: '',
      agreement: 1,
      music_language: '1',
      tag: '古风',
      music_level: 2,
      music_desc: 'desc',
      synthesizer_type: 1,
      file_extension: 'vsqx',
      ...over,
    })
    .returning('music_id')
    .executeTakeFirstOrThrow();
}

async function addMidi(app: FastifyInstance, userId: number, over: Row = {}) {
  return app.ctx.db
    .insertInto('midi_projects')
    .values({
      midi_uid: randomBytes(12).toString('hex'),
      user_id: userId,
      midi_name: 'midi',
      midi_type: '1',
      agreement: 2,
      midi_language: '1',
      trick_num: '1',
      midi_desc: 'desc',
      tag: '流行曲',
      p_name: '',
      up_time: Date.now(),
      updated_at: Date.now(),
      file_extension: 'mid',
      ...over,
    })
    .returning('midi_id')
    .executeTakeFirstOrThrow();
}

const names = (body: { data: { music_name?: string; midi_name?: string; article_title?: string }[] }) =>
  body.data.map((r) => r.music_name ?? r.midi_name ?? r.article_title).sort();

describe('DESIGN §8 searching my projects, MIDI projects and articles', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const mine = (q: string) =>
    as(t.app, alice).get(`/api/user/select_vsqx_project_list?page=1&page_size=50&${q}`);
  const mineMidi = (q: string) =>
    as(t.app, alice).post(`/api/user/midi/select_p_midi.php?page=1&${q}`, { uid: alice.uid });
  const mineArticles = (q: string) =>
    as(t.app, alice).get(`/api/article/get_article_list/${alice.uid}?page=1&${q}`);

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    await addProject(t.app, alice.uid, {
      music_name: '初音未来的消失',
      tag: '古风,V家',
      synthesizer_type: 1,
    });
    await addProject(t.app, alice.uid, {
      music_name: 'ハッピーシンセサイザ',
      tag: 'J-POP',
      music_desc: '巡音ルカとのデュエット',
      synthesizer_type: 2,
      synthesizer_name: 'Synthesizer V',
      agreement: 3,
    });
    await addProject(t.app, alice.uid, {
      music_name: 'Tell Your World',
      tag: 'EDM',
      lyric: '伝えたいことがあるんだ',
      music_type: 2,
      p_name: 'livetune',
    });
    await addProject(t.app, alice.uid, {
      music_name: 'plain',
      tag: 'misc',
      music_desc: 'an intro about tuning',
      synthesizer_type: 2,
      synthesizer_name: 'MyOwnEngine',
    });
    // Bob's items hold every word Alice searches for: none may appear in her lists.
    await addProject(t.app, bob.uid, {
      music_name: '初音未来 bob',
      tag: '古风',
      music_desc: '巡音 tuning',
      lyric: '伝えたい',
    });
    await addMidi(t.app, alice.uid, {
      midi_name: '千本桜 MIDI',
      tag: '古风',
      lyric: '大胆不敌にハイカラ革命',
      midi_type: '2',
    });
    await addMidi(t.app, alice.uid, { midi_name: 'melody', tag: '流行曲', midi_desc: '洛天依 demo' });
    await addMidi(t.app, bob.uid, { midi_name: '千本桜 bob' });
    await createArticle(t.app, alice, { article_title: '调教入门：呼吸声', article_author_type: 1 });
    await createArticle(t.app, alice, {
      article_title: 'Repost: tuning notes',
      article_author_type: 2,
      article_author_name: '某大佬',
      article_link: 'https://example.com/a',
    });
    await createArticle(t.app, bob, { article_title: '调教入门 bob' });
  });
  afterAll(async () => t.close());

  it('finds any substring of title, tags, intro and lyrics in Chinese, Japanese and English, 2-character queries included', async () => {
    expect(names((await mine('q=未来的消')).json())).toEqual(['初音未来的消失']);
    expect(names((await mine('q=初音')).json())).toEqual(['初音未来的消失']);
    expect(names((await mine('q=古风')).json())).toEqual(['初音未来的消失']);
    expect(names((await mine('q=シンセ')).json())).toEqual(['ハッピーシンセサイザ']);
    expect(names((await mine('q=巡音')).json())).toEqual(['ハッピーシンセサイザ']);
    expect(names((await mine('q=伝えたい')).json())).toEqual(['Tell Your World']);
    expect(names((await mine('q=YOUR')).json())).toEqual(['Tell Your World']);
    expect(names((await mine('q=livetune')).json())).toEqual(['Tell Your World']);
    expect(names((await mine('q=tuning')).json())).toEqual(['plain']);
    expect(names((await mine('q=ed')).json())).toEqual(['Tell Your World']);
    const none = (await mine('q=nothing-here')).json();
    expect([none.data, none.total]).toEqual([[], 0]);
  });

  it('filters by engine, licence and original/repost, alone and with a search', async () => {
    expect(names((await mine('engine=vocaloid')).json())).toEqual(['Tell Your World', '初音未来的消失']);
    expect(names((await mine('engine=synthv')).json())).toEqual(['ハッピーシンセサイザ']);
    expect(names((await mine('engine=other')).json())).toEqual(['plain']);
    expect(names((await mine('agreement=3')).json())).toEqual(['ハッピーシンセサイザ']);
    expect(names((await mine('type=2')).json())).toEqual(['Tell Your World']);
    const both = (await mine('type=1&engine=vocaloid&q=初音')).json();
    expect([names(both), both.total]).toEqual([['初音未来的消失'], 1]);
    expect((await mine('type=2&q=初音')).json().total).toBe(0);
  });

  it('pages a filtered list with its own total, in the list order', async () => {
    const first = (
      await as(t.app, alice).get('/api/user/select_vsqx_project_list?page=1&page_size=1&engine=vocaloid')
    ).json();
    const second = (
      await as(t.app, alice).get('/api/user/select_vsqx_project_list?page=2&page_size=1&engine=vocaloid')
    ).json();
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([first.data[0].music_name, second.data[0].music_name]).toEqual([
      'Tell Your World',
      '初音未来的消失',
    ]);
    // Without page, the whole filtered list (the spec's unpaged answer, filtered).
    const whole = (await as(t.app, alice).get('/api/user/select_vsqx_project_list?q=初音')).json();
    expect(whole.data.map((p: { music_name: string }) => p.music_name)).toEqual(['初音未来的消失']);
  });

  it('searches and filters MIDI projects and articles', async () => {
    expect(names((await mineMidi('q=千本')).json())).toEqual(['千本桜 MIDI']);
    expect(names((await mineMidi('q=ハイカラ')).json())).toEqual(['千本桜 MIDI']);
    expect(names((await mineMidi('q=洛天依')).json())).toEqual(['melody']);
    expect(names((await mineMidi('type=2')).json())).toEqual(['千本桜 MIDI']);
    expect((await mineMidi('engine=synthv')).json().total).toBe(0);
    expect(names((await mineArticles('q=入门')).json())).toEqual(['调教入门：呼吸声']);
    expect(names((await mineArticles('q=大佬')).json())).toEqual(['Repost: tuning notes']);
    expect(names((await mineArticles('type=2')).json())).toEqual(['Repost: tuning notes']);
    expect(names((await mineArticles('type=1')).json())).toEqual(['调教入门：呼吸声']);
  });

  it('the merged list (all my projects) takes the same search and filters across both kinds', async () => {
    const all = async (q: string) =>
      (await as(t.app, alice).get(`/api/user/select_all_project_list?page=1&page_size=50&${q}`)).json();
    expect(names(await all('q=古风'))).toEqual(['初音未来的消失', '千本桜 MIDI']);
    const reposts = await all('type=2');
    expect([names(reposts), reposts.total]).toEqual([['Tell Your World', '千本桜 MIDI'], 2]);
    expect(reposts.data.map((r: { kind: string }) => r.kind).sort()).toEqual(['m', 'v']);
    expect(names(await all('engine=synthv'))).toEqual(['ハッピーシンセサイザ']);
    expect(JSON.stringify(await all('q=bob'))).not.toContain('bob');
  });

  it("never shows another user's items, and a bad filter is refused with a message, not a 500", async () => {
    for (const q of ['q=bob', 'q=初音未来', 'q=伝えたい']) {
      expect(JSON.stringify((await mine(q)).json())).not.toContain('bob');
    }
    expect(JSON.stringify((await mineMidi('q=千本桜')).json())).not.toContain('bob');
    expect(JSON.stringify((await mineArticles('q=调教入门')).json())).not.toContain('bob');
    // Bob's own search of the same words finds only his.
    expect(
      names((await as(t.app, bob).get('/api/user/select_vsqx_project_list?page=1&q=初音')).json()),
    ).toEqual(['初音未来 bob']);
    expect((await as(t.app, null).get('/api/user/select_vsqx_project_list?page=1&q=初音')).statusCode).toBe(
      401,
    );
    for (const bad of ['engine=nope', 'agreement=9', 'type=3', `q=${'x'.repeat(51)}`]) {
      const res = await mine(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('the index follows edits and deletes', async () => {
    const id = await createArticle(t.app, alice, { article_title: '旧标题的文章' });
    expect(names((await mineArticles('q=旧标题')).json())).toEqual(['旧标题的文章']);
    const edited = await as(t.app, alice).post(
      '/api/article/update_article',
      articleForm({ article_id: id, article_title: '新标题の記事' }),
    );
    expect(edited.json().success).toBe(true);
    expect((await mineArticles('q=旧标题')).json().total).toBe(0);
    expect(names((await mineArticles('q=の記')).json())).toEqual(['新标题の記事']);
    expect((await as(t.app, alice).get(`/api/article/delete/${id}`)).json().success).toBe(true);
    expect((await mineArticles('q=新标题')).json().total).toBe(0);

    const p = await addProject(t.app, alice.uid, { music_name: '将被删除的工程' });
    expect((await mine('q=被删除')).json().total).toBe(1);
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ lyric: '改过的歌词' })
      .where('music_id', '=', p.music_id)
      .execute();
    expect((await mine('q=改过')).json().total).toBe(1);
    expect((await as(t.app, alice).get(`/api/user/delete_project/${p.music_id}`)).json().success).toBe(true);
    expect((await mine('q=被删除')).json().total).toBe(0);
    expect(
      (await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent('改过')}`)).json()
        .total,
    ).toBe(0);
  });

  it("public search: type=project|midi|article, one page with total, 2-character queries, everyone's items", async () => {
    const search = async (q: string, type: string) =>
      (await as(t.app, null).get(`/api/app/search?type=${type}&q=${encodeURIComponent(q)}`)).json();
    expect(names(await search('初音未来', 'project'))).toEqual(['初音未来 bob', '初音未来的消失']);
    expect((await search('初音', 'project')).total).toBe(2);
    // Each card names its author (read per row of the page, discovery.repository.ts projectSearchCards):
    // through the probe's ids (3+ characters) and row by row (2).
    const authors = (body: { data: { music_name: string; uid: number; username: string }[] }) =>
      body.data.map((r) => [r.music_name, r.uid, r.username]).sort();
    const both = [
      ['初音未来 bob', bob.uid, bob.username],
      ['初音未来的消失', alice.uid, alice.username],
    ];
    expect(authors(await search('初音未来', 'project'))).toEqual(both);
    expect(authors(await search('初音', 'project'))).toEqual(both);
    expect(names(await search('伝え', 'project'))).toEqual(['Tell Your World', '初音未来 bob']);
    expect(names(await search('千本桜', 'midi'))).toEqual(['千本桜 MIDI', '千本桜 bob']);
    expect(names(await search('入门', 'article'))).toEqual(['调教入门 bob', '调教入门：呼吸声']);
    expect((await as(t.app, null).get('/api/app/search?type=nope&q=a')).statusCode).toBe(400);
  });
});

describe('DESIGN §8 public search is throttled per IP', () => {
  it('SEARCH_RATE_MAX sets the limit; past it 429 with the site message and Retry-After', async () => {
    expect(loadConfig({ SEARCH_RATE_MAX: '5' }).rateLimits.search.max).toBe(5);
    expect(loadConfig({ SEARCH_RATE_MAX: '5', RATE_SEARCH_MAX: '7' }).rateLimits.search.max).toBe(7);
    const t = await buildTestApp({ rateLimits: { search: { max: 2, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await as(t.app, null).get('/api/app/search?type=project&q=初音')).statusCode).toBe(200);
      const refused = await as(t.app, null).get('/api/app/search?type=midi&q=初音');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: '操作过于频繁，请稍后再试' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('DESIGN §8 public project search: each card is the JSON text the database builds', () => {
  it('the same bytes JSON.stringify makes of the card, through every way a page is found', async () => {
    const t = await buildTestApp();
    try {
      const carol = await registerUser(t.app);
      // Text that JSON must escape: quotes, a backslash, a line break, a tab, a control character; and
      // characters it must not (CJK, an emoji, `</`, U+2028).
      const tricky = [
        '夜に駆ける 761 "quoted" \\ back',
        '夜に駆ける 762\nline\ttab\u0001 🎵',
        '夜に駆ける 763 </script>\u2028 Éclair',
      ];
      for (const [i, music_name] of tricky.entries())
        await addProject(t.app, carol.uid, { music_name, tag: `标签 "${i}"\\`, zan: 10 - i, score: 10 - i });
      const rows = await t.app.ctx.db
        .selectFrom('vsqx_projects as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.music_id',
          'p.vsqx_uid',
          'p.music_name',
          'p.pic_exist',
          'p.pic_version',
          'p.music_length',
          'p.up_time',
          'p.click_num',
          'p.download_num',
          'p.comment_num',
          'p.zan',
          'p.tag',
          'u.id as uid',
          'u.username',
        ])
        .where('p.user_id', '=', carol.uid)
        .orderBy('p.score', 'desc')
        .orderBy('p.music_id', 'desc')
        .execute();
      // As JSON.stringify makes it from the wire type's members, in their order (numbers as numbers).
      const expected = (names: string[]) =>
        JSON.stringify({
          success: true,
          message: '',
          data: rows
            .filter((r) => names.includes(r.music_name))
            .map((r) => ({ ...r, up_time: Number(r.up_time), uid: Number(r.uid) })),
          total: names.length,
        });
      const search = async (q: string) => {
        const res = await as(t.app, null).get(`/api/app/search?type=project&q=${encodeURIComponent(q)}`);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        return res.body;
      };
      // 3+ characters with rare pieces: the probe's lookup inside the page; a capital outside ASCII on SQLite:
      // the phrase lookup (search-probe.ts probePieces); 2 characters: row by row.
      expect(await search('"quoted" \\')).toBe(expected([tricky[0]]));
      expect(await search('夜に駆ける 76')).toBe(expected(tricky));
      expect(await search('Éclair')).toBe(expected([tricky[2]]));
      expect(await search('夜に')).toBe(expected(tricky));
      expect(await search('🎵')).toBe(expected([tricky[1]]));
      // SQLite's page statement answers the card's text and the total, nothing else to turn into objects;
      // PostgreSQL's the card's columns, serialised in Node (project-search-page.ts projectSearchCards).
      const page = await projectSearchPages(t.app.ctx.db, t.app.ctx.dialect)('plain', true)('夜に', 10, 0);
      if (t.app.ctx.dialect === 'sqlite')
        expect(page.map((r) => Object.keys(r).sort())).toEqual(tricky.map(() => ['card', 'search_total']));
      const cards = page.map(({ search_total: _, ...r }: SearchCardRow & { search_total?: unknown }) =>
        cardText(r as SearchCardRow),
      );
      expect(`[${cards.join(',')}]`).toBe(JSON.stringify(JSON.parse(expected(tricky)).data));
    } finally {
      await t.close();
    }
  });
});
