import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, route } from '../lib/route';
import { RESPONSE_COMPONENTS } from '../lib/route-doc';
import { documentResponses } from '../plugins/openapi-responses';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { checkResponsesAgainstDocument } from '../test/response-conformance';

type Op = {
  requestBody?: {
    content: Record<
      string,
      {
        schema: {
          properties?: Record<
            string,
            { type?: string; format?: string; enum?: unknown[]; description?: string }
          >;
        };
      }
    >;
  };
  parameters?: { name: string; in: string; schema: { enum?: unknown[] } }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
};

/** Issue 20: the served document is valid OpenAPI and says what the server does. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Op>> };
  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => t.close());
  const op = (path: string, method = 'post') => doc.paths[path][method];

  it('validates as OpenAPI 3.0 (an outside fuzzer reads it)', async () => {
    const res = await new Validator().validate(doc as never);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(doc.openapi).toBe('3.0.3');
  });

  it('documents the answers of every operation: 200, the error envelope, 401 and 429 where they apply', () => {
    const ops = Object.entries(doc.paths).filter(
      ([p]) => p.startsWith('/api/') && !p.startsWith('/api/docs'),
    );
    expect(ops.length).toBeGreaterThan(80);
    for (const [path, methods] of ops) {
      for (const o of Object.values(methods)) {
        expect(Object.keys(o.responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
        expect(o.responses['400'].content, path).toHaveProperty('application/json');
      }
    }
    expect(op('/api/auth/login').responses).toHaveProperty('429');
    expect(op('/api/user/select_vsqx_data', 'get').responses['200'].content).toHaveProperty(
      'application/json',
    );
    expect(op('/api/user/midi/update_upload_submit_midi.php').responses['200'].content).toEqual({
      'text/plain': expect.anything(),
    });
    expect(Object.keys(op('/api/user/midi/select_midi_project.php').responses['200'].content!)).toEqual([
      'application/json',
      'text/plain',
    ]);
    expect(op('/api/app/download/{music_id}', 'get').responses).toHaveProperty('416');
  });

  it('documents the multipart uploads and the .php form bodies', () => {
    for (const path of [
      '/api/upload/vsqx_file',
      '/api/upload/mp3',
      '/api/app/upload_vsqx_cover',
      '/api/article/upload_image',
      '/api/user/upload_avatar',
      '/api/user/midi/update_project.php',
    ]) {
      const body = op(path).requestBody!.content['multipart/form-data'];
      expect(body.schema.properties!.file, path).toMatchObject({ type: 'string', format: 'binary' });
      expect(op(path).responses, path).toHaveProperty('413');
    }
    expect(
      op('/api/upload/vsqx_file').requestBody!.content['multipart/form-data'].schema.properties,
    ).toHaveProperty('vsqx_uid');
    expect(
      op('/api/user/midi/select_midi_project.php').requestBody!.content['application/x-www-form-urlencoded']
        .schema.properties,
    ).toHaveProperty('midi_id');
  });

  it('lists only values the server accepts: comment scenes, the read-only nickname', () => {
    expect(
      op('/api/app/comment').requestBody!.content['application/json'].schema.properties!.scene.enum,
    ).toEqual([1, 2, 3, 4]);
    expect(op('/api/app/comments', 'get').parameters!.find((p) => p.name === 'scene')!.schema.enum).toEqual([
      1, 2, 3, 4,
    ]);
    expect(
      op('/api/user/change_user_info').requestBody!.content['application/json'].schema.properties!.nickname
        .description,
    ).toMatch(/own username/);
  });

  it('refuses a query parameter the document does not list, naming it', async () => {
    const res = await as(t.app, null).get('/api/app/comments?scene=1&project_id=1&pgae=2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: '请求参数错误：pgae' });
    const en = await as(t.app, null).call({
      method: 'GET',
      url: '/api/app/comments?scene=1&project_id=1&pgae=2',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Invalid request: pgae');
    // Spelt right, the same call passes the parameter check and finds no project 1 in this empty world.
    expect((await as(t.app, null).get('/api/app/comments?scene=1&project_id=1&page=2')).statusCode).toBe(404);
  });

  it('still answers a route without query parameters when a cache-buster is added', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, u).get('/api/user/select_vsqx_data?_=1700000000')).statusCode).toBe(200);
  });
});

/** The check every test's answers go through can fail: an answer the document does not describe is caught. */
describe('the response check of the test apps', () => {
  it('reports a JSON answer that is not the documented envelope, an undocumented status and a wrong type', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    await app.register(swagger, {
      openapi: { info: { title: 't', version: '1' }, components: { schemas: RESPONSE_COMPONENTS } },
      transform: documentResponses,
    });
    route(app, { method: 'GET', url: '/api/good', summary: 'g', tags: [], auth: 'none' }, () => ok({ a: 1 }));
    route(app, { method: 'GET', url: '/api/bare', summary: 'b', tags: [], auth: 'none' }, () => ({ a: 1 }));
    route(app, { method: 'GET', url: '/api/teapot', summary: 't', tags: [], auth: 'none' }, ({ reply }) =>
      reply.status(418).send(ok()),
    );
    route(app, { method: 'GET', url: '/api/text', summary: 't', tags: [], auth: 'none' }, ({ reply }) =>
      reply.type('text/plain').send('success'),
    );
    const check = checkResponsesAgainstDocument(app);
    await app.ready();
    for (const url of ['/api/good', '/api/bare', '/api/teapot', '/api/text'])
      await app.inject({ method: 'GET', url });
    await app.close();
    expect(check.violations).toEqual([
      expect.stringMatching(/^GET \/api\/bare → 200: .*must have required property 'success'/),
      expect.stringMatching(/^GET \/api\/teapot → 418: status not documented/),
      'GET /api/text → 200: content type text/plain not among application/json',
    ]);
    expect(() => check.assertNone()).toThrow(/not described by \/api\/docs/);
  });
});
