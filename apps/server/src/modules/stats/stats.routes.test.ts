import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { statsEndpoints as stats } from '@vsqx/domain';
import { as, registerUser } from '../../test/factories';

describe('stats overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  async function addVsqx(
    userId: number,
    counts: { click_num: number; download_num: number; comment_num: number; zan: number },
  ) {
    await t.app.ctx.db
      .insertInto('vsqx_projects')
      .values({
        vsqx_uid: `u${Math.random().toString(16).slice(2)}`,
        user_id: userId,
        music_name: 'x',
        up_time: 1,
        updated_at: 1,
        music_type: 1,
        p_name: '',
        agreement: 1,
        music_language: '1',
        tag: 'a',
        music_level: 1,
        music_desc: 'd',
        synthesizer_type: 1,
        file_extension: 'vsqx',
        ...counts,
      })
      .execute();
  }

  it('401 without a token', async () => {
    expect((await as(t.app, null).request(stats.vsqxData)).statusCode).toBe(401);
    expect((await as(t.app, null).request(stats.midiData)).statusCode).toBe(401);
  });

  it("sums only the caller's own rows, per kind", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await addVsqx(a.uid, { click_num: 10, download_num: 2, comment_num: 3, zan: 4 });
    await addVsqx(a.uid, { click_num: 5, download_num: 1, comment_num: 0, zan: 1 });
    await addVsqx(b.uid, { click_num: 1000, download_num: 1000, comment_num: 1000, zan: 1000 });
    await t.app.ctx.db
      .updateTable('users')
      .set({ vcourse_score: 7, checkin_score: 9 })
      .where('id', '=', a.uid)
      .execute();
    const res = (await as(t.app, a).request(stats.vsqxData)).json();
    expect(res).toEqual({
      success: true,
      message: '',
      data: {
        all_project_num: 2,
        all_click_num: 15,
        all_download_num: 3,
        all_comment_num: 3,
        all_zan_num: 5,
        vcourse_score: 7,
        checkin_score: 9,
      },
    });
    const midi = (await as(t.app, a).request(stats.midiData)).json();
    expect(midi.data).toMatchObject({ all_project_num: 0, all_click_num: 0, vcourse_score: 7 });
  });
});
