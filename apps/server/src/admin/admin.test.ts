import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';
import { seedDemoWorld } from '../seed/demo-world';
import { ensureStarterDocs } from '../seed/starter-docs';
import { adminCommands } from './commands';
import { backup } from './backup';
import { storeFiles, tableRows } from '../test/store-contents';

describe('admin commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  const ctx = () => ({
    db: t.app.ctx.db,
    dialect: t.app.ctx.dialect,
    config: t.config,
    live: t.app.ctx.live,
  });

  it('grant-manager makes a course manager; unknown names are an error', async () => {
    const u = await registerUser(t.app);
    await adminCommands['grant-manager'].run(ctx(), [u.username]);
    const login = (
      await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password })
    ).json();
    expect(login.data.isAdmin).toBe(true);
    await expect(adminCommands['grant-manager'].run(ctx(), ['nobody_here'])).rejects.toThrow(/no user/);
  });

  it('system-message reaches one user or everyone', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await adminCommands['system-message'].run(ctx(), [a.username, '维护通知', '今晚维护']);
    await adminCommands['system-message'].run(ctx(), ['--all', '全体', '大家好']);
    const rows = await t.app.ctx.db
      .selectFrom('messages')
      .select(['to_user_id', 'title'])
      .where('kind', '=', 'system')
      .where('to_user_id', 'in', [a.uid, b.uid])
      .execute();
    expect(
      rows
        .filter((r) => r.to_user_id === a.uid)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['全体', '维护通知']);
    expect(rows.filter((r) => r.to_user_id === b.uid).map((r) => r.title)).toEqual(['全体']);
  });

  it('disable ends the sessions and refuses further use', async () => {
    const u = await registerUser(t.app);
    await adminCommands.disable.run(ctx(), [u.username]);
    expect((await as(t.app, u).get('/api/user/select_vsqx_data')).statusCode).toBe(401);
    expect(
      (await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password }))
        .statusCode,
    ).toBe(403);
    await adminCommands.enable.run(ctx(), [u.username]);
    expect(
      (await as(t.app, null).post('/api/auth/login', { username: u.username, password: u.password }))
        .statusCode,
    ).toBe(200);
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
    const ctxOf = (t: TestApp) => ({
      db: t.app.ctx.db,
      dialect: t.app.ctx.dialect,
      config: t.config,
      live: t.app.ctx.live,
    });
    await adminCommands.backup.run(ctxOf(source), [file]);
    await ensureStarterDocs(target.app.ctx.db);
    await adminCommands.restore.run(ctxOf(target), [file]);
    expect(await tableRows(target)).toEqual(await tableRows(source));
    // Read through each app's FileStore: on the S3 step the files live in a bucket, not in the data folder.
    const files = await storeFiles(source.app.ctx.files);
    expect(Object.keys(files).length).toBeGreaterThan(3);
    expect(await storeFiles(target.app.ctx.files)).toEqual(files);
    // The restored world works: a demo login and new rows get fresh ids.
    const login = await as(target.app, null).post('/api/auth/login', {
      username: 'miku_p',
      password: 'demo1234',
    });
    expect(login.json().success).toBe(true);
    const fresh = await registerUser(target.app);
    expect(fresh.uid).toBeGreaterThan(4);
    await expect(adminCommands.restore.run(ctxOf(target), [file])).rejects.toThrow(/not empty/);
  }, 120_000);
});

/** Every SELECT a backup sends, as Kysely builds it, and the rows each answered. */
function recordSelects() {
  const seen: { table: string; limit: unknown; offset: boolean; ordered: boolean; rows?: number }[] = [];
  const ids = new Map<unknown, (typeof seen)[number]>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (SelectQueryNode.is(node)) {
        const from = node.from?.froms[0] as { table?: { identifier?: { name?: string } } } | undefined;
        const entry = {
          table: from?.table?.identifier?.name ?? '?',
          limit: (node.limit?.limit as { value?: unknown } | undefined)?.value,
          offset: !!node.offset,
          ordered: !!node.orderBy,
        };
        seen.push(entry);
        ids.set(queryId, entry);
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      const entry = ids.get(queryId);
      if (entry) entry.rows = result.rows.length;
      return result;
    },
  };
  return { plugin, seen };
}

describe('issue 18 backup reads tables in primary-key order by keyset pages', () => {
  let t: TestApp;
  const file = path.join(os.tmpdir(), `vsqx-keyset-${process.pid}-${Date.now()}.tar.gz`);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(file, { force: true });
  });

  it('pages of at most pageRows rows, never OFFSET, every row once and in key order', async () => {
    for (let i = 0; i < 7; i++) await registerUser(t.app);
    const { plugin, seen } = recordSelects();
    const db = t.app.ctx.db.withPlugin(plugin);
    const m = await backup(db, t.app.ctx.dialect, t.app.ctx.files, file, { pageRows: 3 });
    expect(m.tables.users).toBe(7);
    const users = seen.filter((s) => s.table === 'users');
    // 7 rows in pages of 3: 3 + 3 + 1, each read ordered, limited and without OFFSET.
    expect(users.map((s) => s.rows)).toEqual([3, 3, 1]);
    expect(seen.length).toBeGreaterThan(10);
    for (const s of seen) {
      expect(s, s.table).toMatchObject({ limit: 3, offset: false, ordered: true });
      expect(s.rows!, s.table).toBeLessThanOrEqual(3);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-keyset-'));
    try {
      await tar.x({ file, cwd: dir });
      const ids = fs
        .readFileSync(path.join(dir, 'db.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { t: string; r: { id: number } })
        .filter((e) => e.t === 'users')
        .map((e) => Number(e.r.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(7);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
