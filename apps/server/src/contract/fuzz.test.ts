import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app';
import { as, multipart, registerUser, type TestUser } from '../test/factories';
import { documentedRoutes, type DocRoute } from './openapi-routes';
import { documentedCalls } from './documented-calls';

const SECRET = 'ZZSECRETB';
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
/** Calls per operation whose path, query and body the document allows. */
const VALID_RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 12);

/** Values that break naive handlers: wrong types, huge and odd strings, markup, numbers in strings. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    'a'.repeat(5000),
    '\u202e\u0000',
  ),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

function bodyFor(route: DocRoute) {
  const keys = route.bodyProps.length > 0 ? route.bodyProps : ['id', 'text', 'title'];
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), nasty, {
    maxKeys: keys.length + 2,
  });
}

/**
 * Property-based fuzzing over every documented route: thousands of generated bodies, query strings, path
 * ids and file names per run. No 5xx, no stack trace, nothing of another user ever answered, and the
 * database is intact afterwards.
 */
describe('fuzzing every route', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let routes: DocRoute[];
  let before: string;

  async function snapshotOfB() {
    const db = t.app.ctx.db;
    const rows = await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', b.uid).execute(),
      db.selectFrom('messages').selectAll().where('to_user_id', '=', b.uid).orderBy('id').execute(),
      db.selectFrom('licence_requests').selectAll().where('applicant_id', '=', b.uid).orderBy('id').execute(),
      db.selectFrom('vsqx_projects').selectAll().where('user_id', '=', b.uid).orderBy('music_id').execute(),
    ]);
    return JSON.stringify(rows);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    a = await registerUser(t.app);
    b = await registerUser(t.app);
    const db = t.app.ctx.db;
    const now = Date.now();
    // Private fields only: the website and intro are public on the space page by design.
    await db.updateTable('users').set({ default_upload_desc: SECRET }).where('id', '=', b.uid).execute();
    // One insert per row: rows with different column sets would fill the gaps with NULL on SQLite.
    for (const m of [
      { kind: 'system', title: SECRET, text: SECRET },
      { kind: 'comment', from_user_id: a.uid, scene: 1, project_id: 1, comment_type: 1, text: SECRET },
      { kind: 'at', from_user_id: a.uid, scene: 3, project_id: 1, text: SECRET },
    ]) {
      await db
        .insertInto('messages')
        .values({ to_user_id: b.uid, created_at: now, ...m })
        .execute();
    }
    const ids = ['1', '2', '3', String(b.uid), String(a.uid), '0', '-1', 'abc', '99999999999'];
    // The live message stream never ends, so an in-process call to it never answers: its auth and answers are
    // tested over a socket (modules/live/live.routes.test.ts).
    routes = (await documentedRoutes(t.app, () => ids[Math.floor(Math.random() * ids.length)])).filter(
      (r) => !/logout/.test(r.template) && !/\/api\/user\/events$/.test(r.template),
    );
    before = await snapshotOfB();
  });
  afterAll(async () => t.close());

  it(`answers ${RUNS} generated calls without a 5xx, a stack trace or another user's data`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.nat(),
        fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 64 }),
        async (route, pick, query, filename, bytes) => {
          const body = fc.sample(bodyFor(route), { numRuns: 1, seed: pick })[0];
          const qs = new URLSearchParams(query).toString();
          const url = route.url + (qs ? `${route.url.includes('?') ? '&' : '?'}${qs}` : '');
          let res;
          if (route.method === 'GET') res = await as(t.app, a).get(url);
          else if (!route.hasBody && pick % 2 === 0) {
            const m = multipart(
              { vsqx_uid: String(pick), midi_uid: String(pick), page_url: '/x' },
              { name: filename || 'f.bin', data: Buffer.from(bytes) },
            );
            res = await as(t.app, a).call({
              method: route.method as 'POST',
              url,
              payload: m.payload,
              headers: m.headers,
            });
          } else if (pick % 3 === 0) {
            res = await as(t.app, a).form(
              url,
              Object.fromEntries(
                Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
              ),
            );
          } else res = await as(t.app, a).post(url, body);
          const where = `${route.method} ${url}`;
          expect(res.statusCode, where).toBeLessThan(500);
          expect(res.body, where).not.toContain(SECRET);
          expect(res.body, where).not.toMatch(/\bat [^\s]+\.(ts|js):\d+:\d+/);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshotOfB()).toBe(before);
    if (TEST_DB === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.app.ctx.db);
      expect(check.rows[0].integrity_check).toBe('ok');
      const fk = await sql`pragma foreign_key_check`.execute(t.app.ctx.db);
      expect(fk.rows).toEqual([]);
    }
  }, 300_000);

  /*
   * Schemathesis-style positive cases: per operation, calls whose path, query and body are generated from the
   * served document's own schemas. What the document allows, the server's schemas must accept: a refused field
   * ('请求参数错误：<field>') is the document and the server disagreeing. The answers are checked against the
   * document as every test's are (status, content type, schema: test/response-conformance.ts).
   */
  it(`accepts what the document allows: ${VALID_RUNS} generated valid calls per operation`, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = documentedCalls(doc).filter(
      (c) => !/logout|\/api\/user\/events$|\/api\/uploads\/tus/.test(c.template),
    );
    expect(calls.length).toBeGreaterThan(80);
    // The refusals are seen: a value the document forbids (days is 7, 30 or 90) is one, named by its field.
    const known = t.refusals.length;
    await as(t.app, a).get('/api/user/analytics?days=5');
    expect(t.refusals.slice(known)).toMatchObject([{ field: 'days', acrossFields: false }]);

    let user = a;
    const disagreements: string[] = [];
    let seen = t.refusals.length;
    for (const c of calls) {
      for (const [i, input] of fc.sample(c.input, { numRuns: VALID_RUNS, seed: 7 }).entries()) {
        const req = c.request(input);
        let res = await as(t.app, user).call(req);
        // An operation that ended the session (a password change) is called again as a new user.
        if (res.statusCode === 401 && c.secured) {
          user = await registerUser(t.app);
          res = await as(t.app, user).call(req);
        }
        const where = `${req.method} ${req.url} #${i} ${JSON.stringify(req.payload ?? '').slice(0, 300)}`;
        // A rule across fields is stated by the handler's message, not by the document (domain ACROSS_FIELDS).
        const refused = t.refusals.slice(seen).find((r) => !r.acrossFields);
        seen = t.refusals.length;
        if (res.statusCode >= 500 || refused) {
          disagreements.push(`${where} → ${res.statusCode} ${JSON.stringify(refused ?? res.body)}`);
          break;
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 300_000);
});
