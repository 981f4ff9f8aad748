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
  const ctxOf = (t: TestApp) => ({
    db: t.app.ctx.db,
    dialect: t.app.ctx.dialect,
    config: t.config,
    live: t.app.ctx.live,
  });

  it('compares every row and every file after both moves', async () => {
    const sqlite = await app('sqlite');
    await seedDemoWorld(sqlite.app.ctx);
    const rows = await tableRows(sqlite);
    // The search index is remade by the restore's inserts: every project is found by its own title on each side.
    const searched = async (t: TestApp) =>
      Promise.all(
        rows.vsqx_projects.map(async (p) => {
          const { music_id, music_name } = p as { music_id: number; music_name: string };
          const found = (
            await t.app.inject({ url: `/api/app/search?type=project&q=${encodeURIComponent(music_name)}` })
          ).json();
          return found.data.some((r: { music_id: number }) => r.music_id === music_id);
        }),
      );
    const allFound = rows.vsqx_projects.map(() => true);
    expect(await searched(sqlite)).toEqual(allFound);
    const files = await storeFiles(sqlite.app.ctx.files);
    expect(rows.users.length).toBeGreaterThan(2);
    expect(Object.keys(files).length).toBeGreaterThan(3);

    const first = path.join(tmp, 'from-sqlite.tar.gz');
    await adminCommands.backup.run(ctxOf(sqlite), [first]);
    const pg = await app('postgres');
    await adminCommands.restore.run(ctxOf(pg), [first]);
    expect(await tableRows(pg)).toEqual(rows);
    expect(await searched(pg)).toEqual(allFound);
    expect(await storeFiles(pg.app.ctx.files)).toEqual(files);

    const second = path.join(tmp, 'from-postgres.tar.gz');
    await adminCommands.backup.run(ctxOf(pg), [second]);
    const back = await app('sqlite');
    await adminCommands.restore.run(ctxOf(back), [second]);
    expect(await tableRows(back)).toEqual(rows);
    expect(await searched(back)).toEqual(allFound);
    expect(await storeFiles(back.app.ctx.files)).toEqual(files);
  }, 180_000);
});
