import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as } from '../test/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';

/*
 * Issue 18: Redis is shared state that may be lost. A Redis that goes away under a running instance must
 * not turn limited routes into 500s (they let requests through); one that is unreachable at start stops the
 * start with a message, like any other bad configuration, instead of serving without shared limits.
 */
describe('issue 18 Redis outage', () => {
  it('an unreachable REDIS_URL at start stops buildApp with an error naming Redis', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-redis-down-'));
    const config = loadConfig({
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    await expect(buildApp(config, { logger: false })).rejects.toThrow(
      /^REDIS_URL: Redis did not answer at start/,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('Redis gone while running', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisPrefix: `vsqx-test-out-${Date.now()}:`,
      });
    });
    afterAll(async () => t.close());

    it('limited routes answer as usual (no 500) when the Redis connection is cut', async () => {
      expect((await as(t.app, null).get('/api/app/search?kind=vsqx&q=a')).statusCode).toBe(200);
      t.app.ctx.redis!.disconnect(false);
      const res = await as(t.app, null).get('/api/app/search?kind=vsqx&q=a');
      expect(res.statusCode).toBe(200);
      const login = await as(t.app, null).post('/api/auth/login', {
        username: 'nobody_q',
        password: 'wrongpass',
      });
      expect(login.statusCode).toBe(400);
    });
  });
});
