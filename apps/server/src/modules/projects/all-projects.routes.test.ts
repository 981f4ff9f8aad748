import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllProjectsItem, detailEndpoints, popularityScore, projectEndpoints } from '@vsqx/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { createMidiProject } from '../../test/midi-uploads';
import { LIST_COLUMNS as MIDI_COLUMNS } from '../midi/midi.repository';

/** The members of a vsqx card (select_vsqx_project_list) in the order it sends them. */
const VSQX_COLUMNS = [
  'music_id',
  'vsqx_uid',
  'music_name',
  'pic_exist',
  'pic_version',
  'music_length',
  'up_time',
  'upload_finish',
  'click_num',
  'download_num',
  'comment_num',
  'zan',
  'score',
] as const;
/** Names JSON must escape, or must not. */
const HOSTILE = [
  '引号"和\\反斜杠',
  'tab\there\nnew\rline\b\f\u0001\u001f',
  '</script><img src=x>',
  '\u2028\u2029 𝄞 🎤 初音ミク',
  '\u007f\u0080\u00ff',
];

const URL = '/api/user/select_all_project_list';

type Counts = Partial<Record<'click_num' | 'download_num' | 'comment_num' | 'zan', number>>;
interface Made {
  kind: 'v' | 'm';
  id: number;
  up_time: number;
  score: number;
}

let seq = 0;

/** A vsqx project or a MIDI project row with a chosen upload time and counts (list tests need many, ordered so). */
async function insertItem(
  app: FastifyInstance,
  userId: number,
  kind: 'v' | 'm',
  upTime: number,
  counts: Counts = {},
  name?: string,
): Promise<Made> {
  const c = { click_num: 0, download_num: 0, comment_num: 0, zan: 0, ...counts };
  const score = popularityScore(c);
  const uid = `all${Date.now().toString(36)}${(seq += 1)}`;
  const common = {
    user_id: userId,
    up_time: upTime,
    updated_at: upTime,
    agreement: 1,
    tag: '古风',
    ...c,
    score,
  };
  const id =
    kind === 'v'
      ? (
          await app.ctx.db
            .insertInto('vsqx_projects')
            .values({
              ...common,
              vsqx_uid: uid,
              music_name: name ?? `v${seq}`,
              music_type: 1,
              p_name: '',
              music_language: '1',
              music_level: 1,
              music_desc: 'd',
              synthesizer_type: 1,
              file_extension: 'vsqx',
            })
            .returning('music_id')
            .executeTakeFirstOrThrow()
        ).music_id
      : (
          await app.ctx.db
            .insertInto('midi_projects')
            .values({
              ...common,
              midi_uid: uid,
              midi_name: name ?? `m${seq}`,
              midi_type: '1',
              midi_language: '2',
              trick_num: '1',
              p_name: '',
              midi_desc: '',
              file_extension: 'mid',
            })
            .returning('midi_id')
            .executeTakeFirstOrThrow()
        ).midi_id;
  return { kind, id, up_time: upTime, score };
}

const KIND_ORDER = { m: 2, v: 1 } as const; // ties: MIDI before vsqx (project_items.kind, descending)
const byTime = (a: Made, b: Made) =>
  b.up_time - a.up_time || KIND_ORDER[b.kind] - KIND_ORDER[a.kind] || b.id - a.id;
const byHot = (a: Made, b: Made) => b.score - a.score || byTime(a, b);
const ref = (m: { kind: 'v' | 'm'; id: number }) => `${m.kind}${m.id}`;
const refOf = (item: AllProjectsItem) => (item.kind === 'v' ? `v${item.music_id}` : `m${item.midi_id}`);

async function page(app: FastifyInstance, user: TestUser | null, query: string) {
  const res = await as(app, user).get(`${URL}?${query}`);
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; data: AllProjectsItem[]; total: number },
  };
}

/** Every page of the list in turn, as item refs. */
async function walk(app: FastifyInstance, user: TestUser, sort: 'time' | 'hot', size: number, total: number) {
  const seen: string[] = [];
  for (let p = 1; p <= Math.ceil(total / size) + 1; p++) {
    const { body } = await page(app, user, `page=${p}&page_size=${size}&sort=${sort}`);
    expect(body.total).toBe(total);
    seen.push(...body.data.map(refOf));
  }
  return seen;
}

describe('spec §2 one project list: projects and MIDI projects in one order with one total (select_all_project_list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('401 without a token', async () => {
    const { status, body } = await page(t.app, null, 'page=1');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, message: '请先登录' });
  });

  it('orders both kinds by upload time, and by popularity, as one list; each item says its kind and carries its own list fields', async () => {
    const a = await registerUser(t.app);
    const t0 = Date.now() - 1_000_000;
    const made = [
      await insertItem(t.app, a.uid, 'v', t0 + 10, { zan: 2 }), // 30
      await insertItem(t.app, a.uid, 'm', t0 + 20, { click_num: 5 }), // 5
      await insertItem(t.app, a.uid, 'v', t0 + 30, { click_num: 30 }), // 30: ties the first, newer
      await insertItem(t.app, a.uid, 'm', t0 + 40, { download_num: 3 }), // 45
      await insertItem(t.app, a.uid, 'v', t0 + 40), // same time as the MIDI above: MIDI first
      await insertItem(t.app, a.uid, 'm', t0 + 5, { comment_num: 1 }), // 10
    ];
    const time = await page(t.app, a, 'page=1&sort=time');
    expect(time.body.total).toBe(6);
    expect(time.body.data.map(refOf)).toEqual([...made].sort(byTime).map(ref));
    expect(time.body.data.map(refOf)).toEqual(
      ['m', 'v', 'v', 'm', 'v', 'm'].map(
        (k, i) => k + [made[3], made[4], made[2], made[1], made[0], made[5]][i].id,
      ),
    );
    const hot = await page(t.app, a, 'page=1&sort=hot');
    expect(hot.body.data.map(refOf)).toEqual([made[3], made[2], made[0], made[5], made[1], made[4]].map(ref));

    const v = time.body.data.find((i) => i.kind === 'v')!;
    const m = time.body.data.find((i) => i.kind === 'm')!;
    expect(Object.keys(v).sort()).toEqual(
      [
        'kind',
        'click_num',
        'comment_num',
        'download_num',
        'music_id',
        'music_length',
        'music_name',
        'pic_exist',
        'pic_version',
        'score',
        'up_time',
        'upload_finish',
        'vsqx_uid',
        'zan',
        'visibility',
        'publish_at',
      ].sort(),
    );
    expect(Object.keys(m).sort()).toEqual(
      [
        'kind',
        'midi_id',
        'midi_uid',
        'midi_name',
        'midi_type',
        'music_length',
        'up_time',
        'click_num',
        'download_num',
        'comment_num',
        'zan',
        'score',
        'pic_exist',
        'pic_version',
        'upload_finish',
        'tag',
        'agreement',
        'visibility',
        'publish_at',
      ].sort(),
    );
    // Without paging parameters: the first page of the time order.
    expect((await page(t.app, a, '')).body.data.map(refOf)).toEqual(time.body.data.map(refOf));
  });

  it('sends each item as the very bytes JSON.stringify makes of its row with kind first (stored cards), hostile names included, and follows card changes', async () => {
    const a = await registerUser(t.app);
    const t0 = Date.now() - 5_000_000;
    const made: Made[] = [];
    for (const [i, name] of HOSTILE.entries())
      made.push(await insertItem(t.app, a.uid, i % 2 ? 'm' : 'v', t0 + i, { click_num: i }, name));
    const db = t.app.ctx.db;
    await db
      .updateTable('midi_projects')
      .set({ music_length: '3:0"1\\', tag: '古风,"引号"', pic_exist: 1, pic_version: 3 })
      .where('user_id', '=', a.uid)
      .execute();
    await db
      .updateTable('vsqx_projects')
      .set({ music_name: '改名"了', upload_finish: 2 })
      .where('music_id', '=', made[0].id)
      .execute();
    // The owner's list appends who sees each item (modules/visibility/publication-states.repository.ts).
    const PUBLICATION = { visibility: 'public', publish_at: null };
    const expected = async () => {
      const out: string[] = [];
      for (const m of [...made].sort(byTime)) {
        if (m.kind === 'v') {
          const r = await db
            .selectFrom('vsqx_projects')
            .select(VSQX_COLUMNS)
            .where('music_id', '=', m.id)
            .executeTakeFirstOrThrow();
          out.push(
            JSON.stringify({
              kind: 'v',
              ...Object.fromEntries(VSQX_COLUMNS.map((c) => [c, c === 'up_time' ? Number(r[c]) : r[c]])),
              ...PUBLICATION,
            }),
          );
        } else {
          const r = await db
            .selectFrom('midi_projects')
            .select(MIDI_COLUMNS)
            .where('midi_id', '=', m.id)
            .executeTakeFirstOrThrow();
          out.push(
            JSON.stringify({
              kind: 'm',
              ...Object.fromEntries(MIDI_COLUMNS.map((c) => [c, c === 'up_time' ? Number(r[c]) : r[c]])),
              ...PUBLICATION,
            }),
          );
        }
      }
      return `{"success":true,"message":"","data":[${out.join(',')}],"total":${made.length}}`;
    };
    expect((await as(t.app, a).get(`${URL}?page=1&sort=time`)).body).toBe(await expected());
  });

  it('pages with no duplicate and no gap, deep pages included (anchors and the far end), in both orders', async () => {
    const a = await registerUser(t.app);
    const t0 = Date.now() - 10_000_000;
    const made: Made[] = [];
    // 260 items: past two anchor steps (100), times colliding across kinds every fifth item, scores colliding often.
    for (let i = 0; i < 260; i++)
      made.push(
        await insertItem(
          t.app,
          a.uid,
          i % 3 === 0 ? 'm' : 'v',
          t0 + Math.floor(i / 5) * 1000 + (i % 5 === 4 ? 0 : i % 5),
          { click_num: (i * 7) % 13 },
        ),
      );
    for (const sort of ['time', 'hot'] as const) {
      const expected = [...made].sort(sort === 'time' ? byTime : byHot).map(ref);
      // Read twice: the second walk may start deep pages from anchors (trusted once a list version was seen twice).
      for (let round = 0; round < 2; round++) expect(await walk(t.app, a, sort, 10, 260)).toEqual(expected);
      expect(await walk(t.app, a, sort, 7, 260)).toEqual(expected);
    }
  });

  it('shows only my own items: another user sees none of mine, and an empty list answers total 0', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const mine = [await insertItem(t.app, a.uid, 'v', 1000), await insertItem(t.app, a.uid, 'm', 2000)];
    await insertItem(t.app, b.uid, 'm', 1500);
    const forA = await page(t.app, a, 'page=1');
    expect(forA.body.total).toBe(2);
    expect(forA.body.data.map(refOf)).toEqual([mine[1], mine[0]].map(ref));
    const forB = await page(t.app, b, 'page=1');
    expect(forB.body.total).toBe(1);
    expect(forB.body.data.map(refOf)).not.toContain(ref(mine[0]));
    const c = await registerUser(t.app);
    expect((await page(t.app, c, 'page=1&sort=hot')).body).toMatchObject({
      success: true,
      data: [],
      total: 0,
    });
  });

  it('follows the API: a new MIDI project joins at the top, a like reorders by popularity, deletions lower the one total', async () => {
    const a = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const old = await insertItem(t.app, a.uid, 'v', Date.now() - 60_000, { click_num: 3 });
    await insertItem(t.app, a.uid, 'v', Date.now() - 50_000, { click_num: 1 });
    const { midiId } = await createMidiProject(t.app, a);
    let list = await page(t.app, a, 'page=1&sort=time');
    expect(list.body.total).toBe(3);
    expect(refOf(list.body.data[0])).toBe(`m${midiId}`);
    expect(list.body.data.at(-1)!.kind).toBe('v');

    expect(refOf((await page(t.app, a, 'page=1&sort=hot')).body.data[0])).toBe(ref(old));
    expect(
      (
        await as(t.app, fan).request(detailEndpoints.like, { params: { id: midiId }, query: { type: 'm' } })
      ).json().success,
    ).toBe(true);
    expect(refOf((await page(t.app, a, 'page=1&sort=hot')).body.data[0])).toBe(`m${midiId}`);

    expect((await as(t.app, a).get(`/api/user/midi/delete_project/${midiId}`)).json().success).toBe(true);
    expect(
      (await as(t.app, a).request(projectEndpoints.remove, { params: { music_id: old.id } })).json().success,
    ).toBe(true);
    list = await page(t.app, a, 'page=1&sort=time');
    expect(list.body.total).toBe(1);
    expect(list.body.data.map(refOf)).not.toContain(`m${midiId}`);
  });

  it('answers the spec message for bad paging input and changes nothing', async () => {
    const a = await registerUser(t.app);
    for (const q of ['page=0', 'page_size=1000', 'sort=new']) {
      const { status, body } = await page(t.app, a, q);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
    }
  });
});
