import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { seedDemoWorld } from '../seed/demo-world';
import { ensureStarterDocs } from '../seed/starter-docs';
import { adminCommands } from './commands';
import { ownTables } from './backup';

function listFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.name === '.staging') continue;
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = fs.readFileSync(p).toString('base64');
    }
  };
  walk(dir);
  return out;
}

async function dumpTables(t: TestApp) {
  const tables = (await ownTables(t.app.ctx.db)).sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(t.app.ctx.db)).rows;
  // A list's version only tells a cache the list moved (migration 0011): random by design, never the same twice.
  out.list_counts = out.list_counts.map((r) => ({ ...(r as object), version: typeof (r as { version: unknown }).version }));
  return out;
}

describe('admin commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  const ctx = () => ({ db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config });

  it('grant-manager makes a course manager; unknown names are an error', async () => {
    const u = await registerUser(t.app);
    await adminCommands['grant-manager'].run(ctx(), [u.username]);
    const login = (await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password })).json();
    expect(login.data.isAdmin).toBe(true);
    await expect(adminCommands['grant-manager'].run(ctx(), ['nobody_here'])).rejects.toThrow(/no user/);
  });

  it('system-message reaches one user or everyone', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await adminCommands['system-message'].run(ctx(), [a.username, '维护通知', '今晚维护']);
    await adminCommands['system-message'].run(ctx(), ['--all', '全体', '大家好']);
    const rows = await t.app.ctx.db.selectFrom('messages').select(['to_user_id', 'title']).where('kind', '=', 'system').where('to_user_id', 'in', [a.uid, b.uid]).execute();
    expect(rows.filter((r) => r.to_user_id === a.uid).map((r) => r.title).sort()).toEqual(['全体', '维护通知']);
    expect(rows.filter((r) => r.to_user_id === b.uid).map((r) => r.title)).toEqual(['全体']);
  });

  it('disable ends the sessions and refuses further use', async () => {
    const u = await registerUser(t.app);
    await adminCommands.disable.run(ctx(), [u.username]);
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    expect((await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password })).statusCode).toBe(403);
    await adminCommands.enable.run(ctx(), [u.username]);
    expect((await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password })).statusCode).toBe(200);
  });
});

describe('backup and restore', () => {
  let source: TestApp;
  let target: TestApp;
  const file = path.join(os.tmpdir(), `vsqx-backup-${process.pid}-${Date.now()}.tar.gz`);
  beforeAll(async () => {
    source = await buildTestApp();
    target = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await source.close();
    await target.close();
    fs.rmSync(file, { force: true });
  });

  it('restores the demo world into an empty data folder identically', async () => {
    await ensureStarterDocs(source.app.ctx.db);
    await seedDemoWorld(source.app.ctx);
    const ctxOf = (t: TestApp) => ({ db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config });
    await adminCommands.backup.run(ctxOf(source), [file]);
    await ensureStarterDocs(target.app.ctx.db);
    await adminCommands.restore.run(ctxOf(target), [file]);
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
    expect(listFiles(path.join(target.config.dataDir, 'files'))).toEqual(listFiles(path.join(source.config.dataDir, 'files')));
    // The restored world works: a demo login and new rows get fresh ids.
    const login = await as(target.app, null).post('/api/auth/login', { username: 'miku_p', password: 'demo1234' });
    expect(login.json().success).toBe(true);
    const fresh = await registerUser(target.app);
    expect(fresh.uid).toBeGreaterThan(4);
    await expect(adminCommands.restore.run(ctxOf(target), [file])).rejects.toThrow(/not empty/);
  }, 120_000);
});
