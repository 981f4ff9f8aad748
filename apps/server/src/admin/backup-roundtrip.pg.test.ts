import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { storeFiles, tableRows } from '../test/store-contents';
import { seedDemoWorld } from '../seed/demo-world';
import { ensureStarterDocs } from '../seed/starter-docs';
import { adminCommands } from './commands';

/*
 * Issue 18 "Data": a SQLite deployment's backup restores onto PostgreSQL, and that one's backup back onto
 * SQLite, with every row of every table and every file's bytes unchanged (on the S3 step, every file in a
 * bucket). Needs PostgreSQL itself, hence .pg.test.ts.
 */
describe('issue 18 backup round trip SQLite → PostgreSQL → SQLite', () => {
  const apps: TestApp[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-roundtrip-'));
  afterAll(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const app = async (db: 'sqlite' | 'postgres') => {
    const t = await buildTestApp({ db });
    apps.push(t);
    await ensureStarterDocs(t.app.ctx.db);
    return t;
  };
  const ctxOf = (t: TestApp) => ({ db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config });

  it('compares every row and every file after both moves', async () => {
    const sqlite = await app('sqlite');
    await seedDemoWorld(sqlite.app.ctx);
    const rows = await tableRows(sqlite);
    const files = await storeFiles(sqlite.app.ctx.files);
    expect(rows.users.length).toBeGreaterThan(2);
    expect(Object.keys(files).length).toBeGreaterThan(3);

    const first = path.join(tmp, 'from-sqlite.tar.gz');
    await adminCommands.backup.run(ctxOf(sqlite), [first]);
    const pg = await app('postgres');
    await adminCommands.restore.run(ctxOf(pg), [first]);
    expect(await tableRows(pg)).toEqual(rows);
    expect(await storeFiles(pg.app.ctx.files)).toEqual(files);

    const second = path.join(tmp, 'from-postgres.tar.gz');
    await adminCommands.backup.run(ctxOf(pg), [second]);
    const back = await app('sqlite');
    await adminCommands.restore.run(ctxOf(back), [second]);
    expect(await tableRows(back)).toEqual(rows);
    expect(await storeFiles(back.app.ctx.files)).toEqual(files);
  }, 180_000);
});
