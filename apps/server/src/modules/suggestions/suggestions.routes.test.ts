import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { suggestionEndpoints } from '@vsqx/domain';
import { as, makeManager, registerUser, type TestUser } from '../../test/factories';
import { ensureStarterDocs } from '../../seed/starter-docs';

describe('tutorial docs and suggestions', () => {
  let t: TestApp;
  let docId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await ensureStarterDocs(t.app.ctx.db);
    docId = (await as(t.app, null).request(suggestionEndpoints.docs)).json().data[0].id;
  });
  afterAll(async () => t.close());

  const submit = (u: TestUser | null, body: object) =>
    as(t.app, u).post('/api/v-course/submit_suggest', body);

  it('401 without a token (the docs are public)', async () => {
    const anon = as(t.app, null);
    expect((await anon.get('/api/v-course/get_submit_suggest_list')).statusCode).toBe(401);
    expect(
      (
        await anon.post('/api/v-course/set_new_suggestStatus', {
          id: 1,
          suggest_status: 2,
          manager_comment: '',
        })
      ).statusCode,
    ).toBe(401);
    expect((await anon.get('/api/v-course/my_suggestions')).statusCode).toBe(401);
    expect(
      (await submit(null, { docs_id: docId, easy_desc: 'x', suggest_text: '<p>x</p>' })).statusCode,
    ).toBe(401);
    expect((await anon.get('/api/v-course/docs')).statusCode).toBe(200);
  });

  it('docs: the starter set in order, each with its HTML; unknown id 404', async () => {
    const list = (await as(t.app, null).request(suggestionEndpoints.docs)).json();
    expect(list.data.length).toBeGreaterThanOrEqual(5);
    expect(list.data[0]).toEqual({
      id: docId,
      slug: 'parameters',
      title: 'VOCALOID 参数总览',
      updated_at: expect.any(Number),
    });
    const doc = (await as(t.app, null).request(suggestionEndpoints.doc, { params: { id: docId } })).json();
    expect(doc.data.content_html).toContain('<h2>为什么要调参数</h2>');
    expect(
      (await as(t.app, null).request(suggestionEndpoints.doc, { params: { id: 99999 } })).statusCode,
    ).toBe(404);
    expect((await as(t.app, null).get('/api/v-course/docs/abc')).statusCode).toBe(400);
  });

  it('submit: validates with the shared messages and sanitises the HTML', async () => {
    const u = await registerUser(t.app);
    const bad = async (body: object, status: number, message?: string) => {
      const res = await submit(u, { docs_id: docId, easy_desc: 'ok', suggest_text: '<p>ok</p>', ...body });
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    };
    await bad({ easy_desc: ' ' }, 400, '请填写简要说明');
    await bad({ easy_desc: 'x'.repeat(101) }, 400, '简要说明最长100个字');
    await bad({ suggest_text: '' }, 400, '请填写建议内容');
    await bad({ suggest_text: '<script>alert(1)</script><p> </p>' }, 400, '请填写建议内容');
    await bad({ suggest_text: `<p>${'x'.repeat(50_001)}</p>` }, 400, '建议内容过长');
    await bad({ docs_id: 99999 }, 404);

    const res = await submit(u, {
      docs_id: docId,
      easy_desc: '  补充颤音  ',
      suggest_text:
        '<p onclick="x()">深度 <strong>20</strong><script>alert(1)</script><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p>',
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: '建议已提交，感谢你的贡献！',
      data: { id: expect.any(Number) },
    });
    const row = await t.app.ctx.db
      .selectFrom('suggestions')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ easy_desc: '补充颤音', suggest_status: 1, user_id: u.uid, manager_name: '' });
    expect(row.suggest_text).toBe('<p>深度 <strong>20</strong><a rel="noopener nofollow">link</a></p>');

    const mine = (await as(t.app, u).request(suggestionEndpoints.mine)).json();
    expect(mine).toMatchObject({
      success: true,
      total: 1,
      data: [{ id: row.id, docs_title: 'VOCALOID 参数总览', suggest_status: 1 }],
    });
  });

  it('non-managers get success:false (HTTP 200) and change nothing', async () => {
    const u = await registerUser(t.app);
    const id = (await submit(u, { docs_id: docId, easy_desc: 'd', suggest_text: '<p>t</p>' })).json().data.id;
    const list = await as(t.app, u).request(suggestionEndpoints.list);
    expect([list.statusCode, list.json()]).toEqual([200, { success: false, message: '仅教程管理员可用' }]);
    const set = await as(t.app, u).post('/api/v-course/set_new_suggestStatus', {
      id,
      suggest_status: 2,
      manager_comment: 'x'.repeat(60),
    });
    expect([set.statusCode, set.json().success, set.json().message]).toEqual([
      200,
      false,
      '仅教程管理员可用',
    ]);
    expect(
      (
        await t.app.ctx.db
          .selectFrom('suggestions')
          .select('suggest_status')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.suggest_status,
    ).toBe(1);
  });

  it('managers list every suggestion with its fields, by status and by page', async () => {
    const m = await registerUser(t.app);
    await makeManager(t.app, m.uid);
    const u = await registerUser(t.app);
    const id = (await submit(u, { docs_id: docId, easy_desc: 'list me', suggest_text: '<p>body</p>' })).json()
      .data.id;
    const all = (await as(t.app, m).request(suggestionEndpoints.list)).json();
    expect(all.success).toBe(true);
    expect(all.data[0]).toEqual({
      id,
      docs_id: docId,
      docs_title: 'VOCALOID 参数总览',
      submit_time: expect.any(Number),
      submit_uid: u.uid,
      submit_username: u.username,
      easy_desc: 'list me',
      suggest_text: '<p>body</p>',
      suggest_status: 1,
      manager_comment: '',
      manager_name: '',
    });
    expect(all.total).toBe(all.data.length);
    const pending = (
      await as(t.app, m).request(suggestionEndpoints.list, { query: { status: 'replying' } })
    ).json();
    expect(pending.data.every((s: { suggest_status: number }) => s.suggest_status === 1)).toBe(true);
    expect(
      (await as(t.app, m).request(suggestionEndpoints.list, { query: { status: 'merging' } })).json().data,
    ).toEqual([]);
    const page = (
      await as(t.app, m).request(suggestionEndpoints.list, { query: { page: 1, page_size: 1 } })
    ).json();
    expect([page.data.length, page.total]).toEqual([1, all.total]);
    expect((await as(t.app, m).get('/api/v-course/get_submit_suggest_list?status=nope')).statusCode).toBe(
      400,
    );
  });
});
