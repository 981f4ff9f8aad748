import { beforeAll, describe, expect, it } from 'vitest';
import { siteEndpoints as site, statsEndpoints as stats } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';

describe('the daily check-in', () => {
  const t = useTestApp();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  });

  it('check-in: 401 without a token; once per UTC day per user; 409 the second time, nothing added', async () => {
    expect((await as(t.app, null).request(site.checkin)).statusCode).toBe(401);
    expect((await as(t.app, null).request(site.checkinState)).statusCode).toBe(401);
    expect((await as(t.app, a).request(site.checkinState)).json().data).toEqual({
      checked_in: false,
      checkin_score: 0,
    });
    const first = await as(t.app, a).request(site.checkin);
    expect(first.json()).toMatchObject({
      success: true,
      message: '签到成功',
      data: { checked_in: true, checkin_score: 1 },
    });
    const again = await as(t.app, a).request(site.checkin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: '今天已经签到过了' });
    // Another user is not affected by a's check-in, and a's score is unchanged by the refused second call.
    expect((await as(t.app, b).request(site.checkinState)).json().data).toEqual({
      checked_in: false,
      checkin_score: 0,
    });
    expect((await as(t.app, a).request(stats.vsqxData)).json().data.checkin_score).toBe(1);
    // The next day counts again.
    await t.app.ctx.db
      .updateTable('users')
      .set({ last_checkin_day: '2000-01-01' })
      .where('id', '=', a.uid)
      .execute();
    expect((await as(t.app, a).request(site.checkin)).json().data).toEqual({
      checked_in: true,
      checkin_score: 2,
    });
  });

  it('check-in: racing calls on one day count once', async () => {
    const c = await registerUser(t.app);
    const results = await Promise.all([1, 2, 3, 4].map(() => as(t.app, c).request(site.checkin)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await as(t.app, c).request(site.checkinState)).json().data.checkin_score).toBe(1);
  });
});
