import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { eventually } from '../../test/midi-uploads';
import { vsqxBytes } from '../../test/project-uploads';
import { buildZip } from '../project-meta/fixtures/archive-fixtures';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * A connection cut in the middle of a PATCH body, over a real socket: the PATCH body goes from the Node request
 * straight into the store (tus-node-body.ts), and a cut must end it where it stopped, keeping what arrived.
 */
describe('resumable uploads: a PATCH cut mid-body', () => {
  let t: TestApp;
  let owner: TestUser;
  let port = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => t.close());

  /** One request; `send` bytes of `body` are written, and the socket is destroyed after them when `cut`. */
  function request(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Buffer,
    cut?: number,
  ) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${owner.token}`, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', () => resolve({ status: 0, headers: {}, text: '' }));
      if (!body) return void req.end();
      if (cut === undefined) return void req.end(body);
      // The first part goes out; then the connection drops as a lost network would (no end of body).
      req.write(body.subarray(0, cut), () => setTimeout(() => req.destroy(), 300));
    });
  }

  it('keeps what arrived, HEAD says where to go on, and the rest completes the exact file', async () => {
    const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
    // A project archive of about 1.2 MB (a vsqx and a stored mix), so the cut lands well inside the body.
    const data = Buffer.from(buildZip({ 'song.vsqx': vsqxBytes(), 'mix.wav': randomBytes(1_200_000) }, 0));
    const created = await request('POST', '/api/uploads/tus', {
      'upload-length': String(data.length),
      'upload-metadata': `target ${b64('vsqx_file')},uid ${b64(slot)},filename ${b64('cut.zip')}`,
    });
    expect(created.status, created.text).toBe(201);
    const loc = String(created.headers.location);
    const patchHeaders = (offset: number) => ({
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    });

    const cutAt = 512 * 1024;
    const cut = await request(
      'PATCH',
      loc,
      { ...patchHeaders(0), 'content-length': String(data.length) },
      data,
      cutAt,
    );
    expect(cut.status).toBe(0);
    // The store writes what the request had delivered, then the lock is free: HEAD answers that offset.
    const kept = await eventually(
      async () => Number((await request('HEAD', loc, {})).headers['upload-offset']),
      (n) => n > 0,
    );
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(cutAt);

    const rest = await request('PATCH', loc, patchHeaders(kept), data.subarray(kept));
    expect(rest.status, rest.text).toBe(200);
    expect(JSON.parse(rest.text)).toMatchObject({ success: true, data: { size: data.length } });
    const [row] = await t.app.ctx.db
      .selectFrom('staged_uploads')
      .selectAll()
      .where('slot_uid', '=', slot)
      .execute();
    expect(row).toMatchObject({ original_name: 'cut.zip', sha256: sha(data), size: data.length });
  });
});
