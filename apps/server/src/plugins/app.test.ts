import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { fakeWebDist } from '../test/web-dist';

describe('the app frame', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fakeWebDist();
    t = await buildTestApp({ webDist: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await as(t.app, null).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect(doc.paths['/api/user/select_vsqx_data'].get.security).toEqual([{ bearer: [] }]);
    // Spec §7 text answers: the document says they are HTTP 200 whatever the marker.
    expect(doc.paths['/api/user/midi/update_upload_submit_midi.php'].post.description).toMatch(
      /Always HTTP 200.*error_user_verify1/s,
    );
    expect(doc.paths['/api/user/midi/select_midi_project.php'].post.description).toMatch(
      /200 with the text `error_user_verify`/,
    );
    expect(doc.paths['/api/user/cancel_apply.php'].get.description).toMatch(/Always HTTP 200/);
    expect((await as(t.app, null).get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await as(t.app, null).call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: '请求参数错误' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("names a malformed field in the caller's language", async () => {
    const url = '/api/user/select_vsqx_project_list?page=abc';
    const user = await registerUser(t.app);
    const zh = await as(t.app, user).get(url);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ success: false, message: '请求参数错误：page' });
    const en = await as(t.app, user).call({ method: 'GET', url, headers: { 'x-lang': 'en' } });
    expect(en.json()).toMatchObject({ success: false, message: 'Invalid request: page' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await as(t.app, null).get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: '内容不存在或无权访问' });
  });

  it('serves the site with an SPA fallback for its paths and the creator centre at /creator/', async () => {
    for (const p of [
      '/',
      '/login',
      '/project/vn12',
      '/article/an3',
      '/space/7',
      '/square/sn2',
      '/v_course',
      '/feedback',
      '/upload',
    ]) {
      const res = await as(t.app, null).get(p);
      expect(res.statusCode, p).toBe(200);
      expect(res.body).toBe('<html>site</html>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await as(t.app, null).get('/no/such/page')).statusCode).toBe(404);
    const creator = await as(t.app, null).get('/creator/');
    expect(creator.body).toBe('<html>creator</html>');
    expect((await as(t.app, null).get('/creator')).headers.location).toBe('/creator/');
    const asset = await as(t.app, null).get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  describe('issue 18 compressed assets', () => {
    it('sends the precompressed brotli or gzip copy the client accepts, the original otherwise', async () => {
      const br = await as(t.app, null).call({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const gz = await as(t.app, null).call({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
      const plain = await as(t.app, null).call({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
    });

    it('sends the page shell compressed and never cached without revalidation', async () => {
      const res = await as(t.app, null).call({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe('<html>site</html>');
    });

    it('does not serve the compressed copies under their own names', async () => {
      for (const p of ['/assets/app-1a2b.js.br', '/assets/app-1a2b.js.gz', '/index.html.gz']) {
        const res = await as(t.app, null).get(p);
        expect(res.statusCode, p).toBe(404);
        expect(res.body, p).not.toContain('<html>');
      }
    });
  });

  describe('issue 18 a missing asset is a 404, never the HTML shell', () => {
    it('answers a plain 404 for missing files and anything under assets', async () => {
      for (const p of [
        '/assets/missing-abc.js',
        '/creator/assets/x.js',
        '/assets/sub/page',
        '/favicon-old.png',
        '/project/vn1.css',
      ]) {
        const res = await as(t.app, null).get(p);
        expect(res.statusCode, p).toBe(404);
        expect(res.headers['content-type'], p).toMatch(/^text\/plain/);
        expect(res.body, p).not.toContain('<html>');
      }
      // Page paths keep their shell.
      expect((await as(t.app, null).get('/project/vn1')).body).toBe('<html>site</html>');
    });
  });

  it('serves default images with validators, 304 when unchanged', async () => {
    const res = await as(t.app, null).get('/files/avatar/999999.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await as(t.app, null).get('/files/secret/x.jpg')).statusCode).toBe(404);
    const { stagedKey } = await t.app.ctx.files.stageBuffer(Buffer.from('fake-jpeg'));
    await t.app.ctx.files.commit(stagedKey, 'avatar/5.jpg');
    const first = await as(t.app, null).get('/files/avatar/5.jpg');
    expect(first.body).toBe('fake-jpeg');
    const again = await as(t.app, null).call({
      method: 'GET',
      url: '/files/avatar/5.jpg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  // Last: it changes the build under the running app.
  it('reads the pages it fills in once, at start, as it reads the manifest their preloads come from', async () => {
    fs.writeFileSync(path.join(web, 'index.html'), '<html>next build</html>');
    fs.writeFileSync(path.join(web, 'creator', 'index.html'), '<html>next creator</html>');
    expect((await as(t.app, null).get('/creator/')).body).toBe('<html>creator</html>');
    expect((await as(t.app, null).get('/no/such/page')).body).toBe('<html>site</html>');
  });
});
