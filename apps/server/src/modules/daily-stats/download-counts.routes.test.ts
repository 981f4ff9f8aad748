import { beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../files/file-store';
import { as, buildMidi, buildProject, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { dailyRows } from '../../test/rows';

/**
 * Issue 18 "Counters that feed the ranking": one user or one address downloading the same project or MIDI
 * again within the hour counts once, as views do (spec §4 download counts feed the popularity score).
 */
describe('issue 18 downloads count once per downloader and hour', () => {
  const t = useTestApp();
  let owner: TestUser;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [owner, a, b] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  });

  async function putFile(key: string) {
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('file bytes'));
    await t.app.ctx.files.commit(stagedKey, key);
  }
  const download = (url: string, from: { ip: string; user?: TestUser; spoof?: string }) =>
    as(t.app, from.user ?? null).call({
      method: 'GET',
      url,
      remoteAddress: from.ip,
      headers: from.spoof ? { 'x-forwarded-for': from.spoof } : {},
    });

  const cases = [
    {
      kind: 'project',
      async make() {
        const p = await buildProject(t.app, { owner: owner.uid });
        await putFile(fileKeys.projectFile(p.vsqx_uid, 'vsqx'));
        return { url: `/api/app/download/${p.music_id}`, type: 'v' as const, id: p.music_id };
      },
      row: (id: number) =>
        t.app.ctx.db
          .selectFrom('vsqx_projects')
          .select(['download_num', 'score'])
          .where('music_id', '=', id)
          .executeTakeFirstOrThrow(),
    },
    {
      kind: 'MIDI',
      async make() {
        const m = await buildMidi(t.app, { owner: owner.uid });
        await putFile(fileKeys.midi(m.midi_uid));
        return { url: `/api/app/download_midi/${m.midi_id}`, type: 'm' as const, id: m.midi_id };
      },
      row: (id: number) =>
        t.app.ctx.db
          .selectFrom('midi_projects')
          .select(['download_num', 'score'])
          .where('midi_id', '=', id)
          .executeTakeFirstOrThrow(),
    },
  ];

  for (const c of cases) {
    it(`${c.kind}: repeats by one address or one user count once; others count; score and the day's figure follow`, async () => {
      const { url, type, id } = await c.make();
      const counted: number[] = [];
      const step = async (from: Parameters<typeof download>[1]) => {
        const res = await download(url, from);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.toString()).toBe('file bytes');
        counted.push((await c.row(id)).download_num);
      };
      await step({ ip: '203.0.113.1' });
      await step({ ip: '203.0.113.1' });
      await step({ ip: '203.0.113.1', spoof: '198.51.100.9' }); // a forged header is not a new address
      await step({ ip: '203.0.113.2' });
      await step({ ip: '203.0.113.3', user: a });
      await step({ ip: '203.0.113.4', user: a }); // the same user from elsewhere
      await step({ ip: '203.0.113.3', user: b });
      expect(counted).toEqual([1, 1, 1, 2, 3, 3, 4]);
      const row = await c.row(id);
      expect(row.score).toBe(4 * 15);
      expect((await dailyRows(t.app, type, id))[0]).toMatchObject({ downloads: 4 });
    });

    it(`${c.kind}: the next hour counts again`, async () => {
      const { url, id } = await c.make();
      await download(url, { ip: '203.0.113.50' });
      await download(url, { ip: '203.0.113.50' });
      expect((await c.row(id)).download_num).toBe(1);
      // As if the hour had passed: the mark belongs to the previous hour.
      await t.app.ctx.db
        .updateTable('view_marks')
        .set((eb) => ({ hour: eb('hour', '-', 1) }))
        .where('target_id', '=', id)
        .where('target_type', 'in', ['dv', 'dm'])
        .execute();
      await download(url, { ip: '203.0.113.50' });
      expect((await c.row(id)).download_num).toBe(2);
    });

    it(`${c.kind}: racing repeats by one downloader count once`, async () => {
      const { url, id } = await c.make();
      const codes = await Promise.all(
        Array.from({ length: 6 }, () => download(url, { ip: '203.0.113.77' }).then((r) => r.statusCode)),
      );
      expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await c.row(id)).download_num).toBe(1);
    });
  }
});
