import { describe, expect, it } from 'vitest';
import { as, buildMidi, buildProject, registerUser, type TestUser } from '../../test/factories';
import { SITE_INDEX as INDEX, useSiteApp } from '../../test/web-dist';

interface Block {
  type: 'v' | 'm';
  id: number;
  data: Record<string, unknown> & { click_num: number; score: number };
}

/** The page's data block, parsed; undefined when the HTML has none. */
function blockOf(html: string): Block | undefined {
  const m = /<script type="application\/json" id="project-data">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as Block) : undefined;
}

/** A page's answer without the view counter, which the API's own call moves and the HTML's never does. */
const uncounted = (d: Record<string, unknown>) => ({ ...d, click_num: 0, score: 0 });

describe("issue 19: a project page's HTML carries its public data", () => {
  const t = useSiteApp();

  const page = (url: string, user: TestUser | null = null) => as(t.app, user).get(url);
  const api = async (url: string) => (await as(t.app, null).get(url)).json<{ data: Block['data'] }>().data;

  it("embeds a public project's anonymous API answer, counting no view of its own", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: '千年之约', click_num: 5 });
    const res = await page(`/project/vn${p.music_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const block = blockOf(res.body.slice(0, res.body.indexOf('</head>')));
    expect(block).toMatchObject({ type: 'v', id: p.music_id });
    const answer = await api(`/api/app/project/${p.music_id}`);
    expect(uncounted(block!.data)).toEqual(uncounted(answer));
    // The API's call is this visitor's first counted view: the HTML's did not count one.
    expect(block!.data.click_num).toBe(5);
    expect(answer.click_num).toBe(6);
    // The app's script stays the only one that runs.
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it("embeds a MIDI project's and an unlisted project's, which anyone with the link may open", async () => {
    const m = await buildMidi(t.app, { owner: t.owner.uid, midi_name: 'Tell Your World' });
    const midi = blockOf((await page(`/project/mn${m.midi_id}`)).body);
    expect(midi).toMatchObject({ type: 'm', id: m.midi_id, data: { midi_name: 'Tell Your World' } });
    expect(uncounted(midi!.data)).toEqual(uncounted(await api(`/api/app/midi/${m.midi_id}`)));
    const u = await buildProject(t.app, { owner: t.owner.uid, music_name: '不公开', visibility: 'unlisted' });
    expect(blockOf((await page(`/project/vn${u.music_id}`)).body)?.data).toMatchObject({
      music_name: '不公开',
    });
  });

  it('embeds nothing of a private item, whoever asks: the HTML is the same for everyone', async () => {
    const p = await buildProject(t.app, {
      owner: t.owner.uid,
      music_name: '私密工程',
      visibility: 'private',
    });
    const m = await buildMidi(t.app, { owner: t.owner.uid, midi_name: '私密MIDI', visibility: 'private' });
    const other = await registerUser(t.app);
    for (const [url, user] of [
      [`/project/vn${p.music_id}`, null],
      [`/project/vn${p.music_id}`, other],
      // Even its owner's request: the HTML never reads a session, so a cached copy cannot carry it either.
      [`/project/vn${p.music_id}`, t.owner],
      [`/project/mn${m.midi_id}`, other],
    ] as const) {
      const res = await page(url, user);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    // The owner's own API call still answers it: the rule is the anonymous answer's, not a missing item's.
    expect((await as(t.app, t.owner).get(`/api/app/project/${p.music_id}`)).statusCode).toBe(200);
  });

  it("carries no logged-in visitor's own state, even to that visitor", async () => {
    const p = await buildProject(t.app, { owner: t.owner.uid });
    const fan = await registerUser(t.app);
    expect((await as(t.app, fan).post(`/api/app/zan/${p.music_id}?type=v`)).statusCode).toBe(200);
    const block = blockOf((await page(`/project/vn${p.music_id}`, fan)).body);
    expect(block?.data).toMatchObject({ zan: 1, my_zan: false, my_fav: false });
  });

  it('escapes `<` so no name can close the block or open a script', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const p = await buildProject(t.app, { owner: t.owner.uid, music_name: name });
    await t.app.ctx.db
      .updateTable('vsqx_projects')
      .set({ music_desc: '<img src=x onerror=alert(2)>' })
      .where('music_id', '=', p.music_id)
      .execute();
    const res = await page(`/project/vn${p.music_id}`);
    const raw = /id="project-data">(.*?)<\/script>/s.exec(res.body)![1];
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003c/script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(blockOf(res.body)?.data).toMatchObject({
      music_name: name,
      music_desc: '<img src=x onerror=alert(2)>',
    });
  });

  it('embeds nothing for a missing project or another page', async () => {
    for (const url of [
      '/project/vn999999999',
      '/project/mn999999999',
      '/project/vn9999999999999999',
      '/square',
    ])
      expect(blockOf((await page(url)).body), url).toBeUndefined();
  });
});
