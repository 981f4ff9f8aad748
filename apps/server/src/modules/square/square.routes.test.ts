import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, siteEndpoints as site } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { inbox } from '../../test/rows';

describe('the square', () => {
  const t = useTestApp();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  });

  it('square: public list newest first, posting needs a token and text, mentions notify with scene 3', async () => {
    expect((await as(t.app, null).request(site.squarePost, { body: { text: 'hi' } })).statusCode).toBe(401);
    const empty = await as(t.app, a).request(site.squarePost, { body: { text: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请输入动态内容');
    expect(
      (await as(t.app, a).request(site.squarePost, { body: { text: 'x'.repeat(LIMITS.postMax + 1) } })).json()
        .message,
    ).toBe('动态最长1000个字');
    const first = (await as(t.app, a).request(site.squarePost, { body: { text: 'first post' } })).json().data;
    const second = (
      await as(t.app, a).request(site.squarePost, { body: { text: `hello @${b.username}!` } })
    ).json().data;
    expect(second).toMatchObject({ uid: a.uid, username: a.username, comment_num: 0 });
    const list = (await as(t.app, null).request(site.square)).json();
    expect(list.total).toBe(2);
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(
      (await as(t.app, null).request(site.squareOne, { params: { id: first.id } })).json().data.text,
    ).toBe('first post');
    expect((await as(t.app, null).request(site.squareOne, { params: { id: 999999 } })).statusCode).toBe(404);
    const at = await inbox(t.app, b.uid, 'at');
    expect(at).toHaveLength(1);
    expect(at[0]).toMatchObject({ scene: 3, project_id: second.id, from_user_id: a.uid });
  });
});
