import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { insertProjects } from '../test/project-uploads';
import { ANCHOR_STEP } from './page-anchors';

// PostgreSQL only (*.pg.test.ts): how many prepared statements a list call sends (db/paged-list.ts). Each is a
// round trip to the database; a page read with its list's state in one statement is what a list call costs.
describe('statements per list call on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('a top page is one statement; a deep page is one once its anchor is known, more when the list has moved', async () => {
    const a = await registerUser(t.app);
    const length = ANCHOR_STEP + 25;
    await insertProjects(
      t.app,
      a.uid,
      Array.from({ length }, (_, i) => ({ name: `s${i}` })),
    );
    // The prepared reads' connections are the pipelined ones (pipelined-reads.ts); Kysely's pool is not.
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const call = async (page: number) => {
      sent.mockClear();
      const body = (
        await as(t.app, a).get(`/api/user/select_vsqx_project_list?sort=time&page=${page}&page_size=10`)
      ).json();
      const ids: number[] = body.data.map((c: { music_id: number }) => c.music_id);
      const statements = sent.mock.contexts.filter((c) => (c as pg.Client).pipeline).length;
      return { statements, ids, total: body.total as number };
    };
    try {
      expect(await call(1)).toMatchObject({ statements: 1, total: length });
      const deep = ANCHOR_STEP / 10 + 2; // offset 110: below the first anchor
      const first = await call(deep); // the version seen once: the state, then the page by offset
      expect(first.statements).toBe(2);
      expect((await call(deep)).statements).toBeGreaterThan(2); // seen twice: the state, the anchor, the page
      expect(await call(deep)).toEqual({ statements: 1, ids: first.ids, total: length }); // the known anchor, state beside
      await insertProjects(t.app, a.uid, [{ name: 'new' }]); // a new version: the known anchor is not trusted
      const moved = await call(deep);
      expect(moved.statements).toBeGreaterThan(1);
      expect(moved.total).toBe(length + 1);
      expect(moved.ids.slice(1)).toEqual(first.ids.slice(0, 9)); // the newest came on top: one place down
    } finally {
      sent.mockRestore();
    }
  });
});
