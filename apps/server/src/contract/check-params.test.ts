import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { documentedRoutes, type DocRoute } from './openapi-routes';

/**
 * PeerTube's check-params habit, driven by the OpenAPI document so every route a feature registers is
 * covered the moment it exists: every private route refuses a missing or bad token with 401 and the
 * envelope, before it looks at anything else.
 */
describe('every private route refuses calls without a valid token', () => {
  let t: TestApp;
  let routes: DocRoute[];
  beforeAll(async () => {
    t = await buildTestApp();
    routes = await documentedRoutes(t.app);
  });
  afterAll(async () => t.close());

  it('documents the private routes as secured', () => {
    const secured = routes.filter((r) => r.secured).map((r) => `${r.method} ${r.template}`);
    expect(secured).toContain('GET /api/user/select_vsqx_data');
    expect(secured.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 with the envelope for no token and for a bad token', async () => {
    const u = await registerUser(t.app);
    for (const r of routes.filter((x) => x.secured)) {
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Bearer ${u.token}x` },
      ]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${r.method} ${r.template}`).toBe(401);
        expect(res.json(), `${r.method} ${r.template}`).toMatchObject({ success: false });
      }
    }
  });

  it('never answers a 5xx to an empty call from a logged-in user', async () => {
    const u = await registerUser(t.app);
    for (const r of routes) {
      const res = await as(t.app, u).call({
        method: r.method as 'GET',
        url: r.url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.template}`).toBeLessThan(500);
    }
  });
});
