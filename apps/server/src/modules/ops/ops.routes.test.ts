import { opsEndpoints } from '@vsqx/domain';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { PG_URL, TEST_DB } from '../../test/build-test-app';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';

describe('DESIGN §8 Operations: GET /api/health and GET /api/ready', () => {
  const t = useTestApp();
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(t.app);
  });

  const noSecrets = (body: string) => {
    for (const secret of [t.config.dataDir, PG_URL, 'ECONNREFUSED', 'ENOENT', 'Error', 'stack'])
      expect(body).not.toContain(secret);
  };

  it('health: 200 without a token and with one, not cached', async () => {
    for (const who of [null, user]) {
      const res = await as(t.app, who).request(opsEndpoints.health);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '', data: { status: 'ok' } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('ready: 200 when the database and the file store answer, without a token and with one', async () => {
    for (const who of [null, user]) {
      const res = await as(t.app, who).request(opsEndpoints.ready);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '', data: { database: 'ok', file_store: 'ok' } });
    }
  });

  it('ready: 503 naming the file store while its folder is gone, 200 once it is back; health stays 200', async () => {
    const staging = path.join(t.config.dataDir, 'files', '.staging');
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      const res = await as(t.app, null).request(opsEndpoints.ready);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'not ready',
        data: { database: 'ok', file_store: 'down' },
      });
      noSecrets(res.body);
      expect((await as(t.app, null).request(opsEndpoints.health)).statusCode).toBe(200);
    } finally {
      fs.mkdirSync(staging, { recursive: true });
    }
    expect((await as(t.app, null).request(opsEndpoints.ready)).statusCode).toBe(200);
  });

  it('ready: 503 naming the database while it does not answer, 200 once it does', async () => {
    const live = t.app.ctx.db;
    // A database that does not answer (PostgreSQL on a closed port) or is not ours (an empty SQLite file).
    const dead = createDatabase({
      dataDir: path.join(t.config.dataDir, 'dead'),
      databaseUrl: TEST_DB === 'postgres' ? 'postgres://root@127.0.0.1:1/none' : '',
    });
    t.app.ctx.db = dead.db;
    try {
      const res = await as(t.app, null).request(opsEndpoints.ready);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'not ready',
        data: { database: 'down', file_store: 'ok' },
      });
      noSecrets(res.body);
    } finally {
      t.app.ctx.db = live;
      await dead.close();
    }
    expect((await as(t.app, null).request(opsEndpoints.ready)).statusCode).toBe(200);
  });
});
