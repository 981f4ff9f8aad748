import fs from 'node:fs';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, multipart, registerUser, type TestUser } from '../test/factories';
import { createProject } from '../test/project-uploads';
import { fakeWebDist } from '../test/web-dist';
import { CREATOR_ROUTE_SCRIPT_CSP } from './creator-first-screen';
import { AFTER_PAINT_SCRIPT_CSP } from './scripts-after-paint';
import { securityHeaders } from './security-headers';

/** The policy's directives by name, each with its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The headers every answer carries, whatever it is (issue 18 "HTTP": clickjacking and sniffing). */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  // Files of this origin, and the creator centre's first-paint script by its hash (creator-first-screen.ts).
  expect(policy.get('script-src'), what).toEqual([
    "'self'",
    CREATOR_ROUTE_SCRIPT_CSP,
    AFTER_PAINT_SCRIPT_CSP,
  ]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(String(res.headers['content-security-policy']), what).not.toMatch(
    /unsafe-eval|'unsafe-inline'.*script|nonce-/,
  );
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('issue 18 HTTP: security headers on every page, API answer and file', () => {
  let t: TestApp;
  let web: string;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    web = fakeWebDist();
    t = await buildTestApp({ webDist: web });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('HTML pages of the site and the creator centre, an unknown page and a hashed asset', async () => {
    for (const url of ['/', '/project/vn1', '/creator/', '/no/such/page', '/assets/app-1a2b.js']) {
      const res = await as(t.app, null).get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(res, url);
    }
  });

  it('API answers: public, without a token (401), another user and the owner, unknown path (404)', async () => {
    expectSecurityHeaders(await as(t.app, null).get('/api/app/feedback_info'), 'public');
    const anonymous = await as(t.app, null).get('/api/user/me');
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous, 'no token');
    for (const u of [owner, other]) {
      const res = await as(t.app, u).get('/api/user/me');
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res, `user ${u.uid}`);
    }
    const unknown = await as(t.app, null).get('/api/nothing/here');
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown, 'unknown API path');
    expectSecurityHeaders(await as(t.app, null).get('/api/docs/json'), 'OpenAPI document');
    const docsPage = await as(t.app, null).get('/api/docs/');
    expect(docsPage.statusCode).toBe(200);
    expect(docsPage.body).toContain('swagger-ui-bundle.js');
    expectSecurityHeaders(docsPage, 'swagger-ui page');
  });

  it("all of helmet's headers, computed once at start, on an answer, a refusal and an unknown path", async () => {
    const expected = securityHeaders();
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Cross-Origin-Opener-Policy',
        'X-DNS-Prefetch-Control',
        'Origin-Agent-Cluster',
      ]),
    );
    for (const url of ['/api/app/feedback_info', '/api/user/me', '/api/nothing/here']) {
      const res = await as(t.app, null).get(url);
      for (const [name, value] of expected)
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });

  it('an uploaded avatar is an inline JPEG with nosniff and the headers, for anyone', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#39f' } })
      .jpeg()
      .toBuffer();
    const body = multipart({}, { name: `${owner.uid}.jpg`, data: jpeg, type: 'image/jpeg' });
    expect(
      (await as(t.app, owner).call({ method: 'POST', url: '/api/user/upload_avatar', ...body })).statusCode,
    ).toBe(200);
    expect((await as(t.app, owner).get('/api/user/avatar_submit')).statusCode).toBe(200);
    for (const u of [null, other, owner]) {
      const res = await as(t.app, u).get(`/files/avatar/${owner.uid}.jpg?v=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBeUndefined();
      expectSecurityHeaders(res, 'avatar');
    }
  });

  it('a project file download carries the headers and is an attachment, for anyone', async () => {
    const p = await createProject(t.app, owner);
    for (const u of [null, other, owner]) {
      const res = await as(t.app, u).get(`/api/app/download/${p.music_id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
      expectSecurityHeaders(res, 'project download');
    }
  });

  it('the piano-roll SVG keeps its own stricter policy (no scripts, no loads) and nosniff', async () => {
    const p = await createProject(t.app, owner);
    const res = await as(t.app, null).get(`/api/app/preview/${p.vsqx_uid}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
