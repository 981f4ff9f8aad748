import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../test/build-test-app';
import { serverProcess } from '../test/server-process';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');

async function waitUp(base: string) {
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

/**
 * Scale-out (DESIGN §7): two server processes on one PostgreSQL and one file store behave as one site —
 * a session made on one works on the other, and writes through one are read through the other.
 */
describe('two instances on one PostgreSQL (runs in the PostgreSQL project only)', () => {
  const schema = `mi_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-mi-'));
  const ports = [7600 + Math.floor(Math.random() * 300), 7950 + Math.floor(Math.random() * 40)];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const procs: ChildProcess[] = [];

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    // Start one, let it migrate, then the second (as a rolling deploy would).
    for (const port of ports) {
      const child = spawn(...serverProcess('main'), {
        cwd: serverRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: PG_URL,
          PG_SCHEMA: schema,
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent',
        },
        stdio: 'ignore',
      });
      procs.push(child);
      await waitUp(`http://127.0.0.1:${port}`);
    }
  }, 200_000);

  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    base: string,
    url: string,
    init: RequestInit & { token?: string } = {},
  ): Promise<{ status: number; body: { success: boolean; data: { token: string } } }> => {
    const res = await fetch(base + url, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: { token: string } } };
  };

  it('a session made on one instance works on the other, and logout on one ends it on both', async () => {
    const reg = await call(bases[0], '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: `mi${Date.now() % 1e6}`, password: 'secret123' }),
    });
    expect(reg.body.success).toBe(true);
    const token = reg.body.data.token;
    expect((await call(bases[1], '/api/user/select_vsqx_data', { token })).status).toBe(200);
    await call(bases[1], '/api/auth/logout', { method: 'POST', token });
    expect((await call(bases[0], '/api/user/select_vsqx_data', { token })).status).toBe(401);
  });

  it('a name registered through one instance is taken on the other', async () => {
    const username = `mj${Date.now() % 1e6}`;
    await call(bases[1], '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'secret123' }),
    });
    const again = await call(bases[0], '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'secret123' }),
    });
    expect(again.status).toBe(409);
    const login = await call(bases[0], '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'secret123' }),
    });
    expect(login.body.success).toBe(true);
  });
});
