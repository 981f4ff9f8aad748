import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, waitUp, type SpawnedServer } from '../test/spawn-server';

async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * Issue 18 "Leftovers": a partial upload cut by a crash is swept when the server starts, not ~14 minutes
 * later by the periodic sweep. The real server process starts on a data folder a crash left behind.
 */
describe('staging left by a crash is swept at start-up', () => {
  let s: SpawnedServer;
  const stale = randomUUID();
  const justBefore = randomUUID();
  const live = randomUUID();
  const staged = (key: string) => path.join(s.dataDir, 'files', '.staging', key);
  beforeAll(async () => {
    s = await spawnServer({ STAGING_STARTUP_ORPHAN_MS: '4000' }, (dataDir) => {
      const dir = path.join(dataDir, 'files', '.staging');
      fs.mkdirSync(dir, { recursive: true });
      // Half an upload, last written two minutes ago, when the process died.
      fs.writeFileSync(path.join(dir, stale), Buffer.alloc(64 * 1024, 1));
      const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
      fs.utimesSync(path.join(dir, stale), twoMinutesAgo, twoMinutesAgo);
      // Half an upload written the moment before the crash.
      fs.writeFileSync(path.join(dir, justBefore), 'cut off');
    });
    // Still being written while the server starts: another instance's live upload, which must stay.
    const append = () => fs.appendFileSync(staged(live), 'still arriving');
    append();
    const writing = setInterval(append, 300);
    try {
      await waitUp(s);
    } finally {
      clearInterval(writing);
    }
  }, 120_000);
  afterAll(async () => s?.stop());

  it('removes the stale staged file once the server is up', async () => {
    expect(await until(() => !fs.existsSync(staged(stale)), 5000)).toBe(true);
  });

  it('keeps a file that was still being written', () => {
    expect(fs.existsSync(staged(live))).toBe(true);
  });

  it('removes what was written just before the crash one start-up delay later', async () => {
    expect(await until(() => !fs.existsSync(staged(justBefore)), 15_000)).toBe(true);
  });
});
