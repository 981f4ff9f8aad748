import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractProjectMeta } from './extract-project-meta';
import { buildVsqx, MIKU_VOICE, TIANYI_VOICE, vsqxNotes, vsqxParts } from './fixtures/xml-fixtures';
import { buildS5p } from './fixtures/archive-fixtures';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meta-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Uint8Array | string): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, bytes);
  return p;
}

describe('extractProjectMeta (worker thread)', () => {
  it('reads a project off the request thread', async () => {
    const p = file(
      'a.vsqx',
      buildVsqx({
        version: 4,
        bpm: 120,
        tracks: [
          { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(8, 'ら') },
          { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(4, '天') },
        ],
      }),
    );
    const meta = await extractProjectMeta(p, 'vsqx');
    expect(meta).toMatchObject({ format: 'vsqx4', durationSec: 4 });
    expect(meta?.tracks.filter((t) => t.kind === 'vocal').map((t) => t.noteCount)).toEqual([8, 4]);
  });
  it('does not keep the process alive once the read is done (the kept worker waits unreferenced)', () => {
    const p = file(
      'alive.vsqx',
      buildVsqx({
        version: 4,
        bpm: 120,
        tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(2, 'ら') }],
      }),
    );
    const script = `const { extractProjectMeta } = await import(${JSON.stringify(new URL('./extract-project-meta.ts', import.meta.url).href)});
      console.log(JSON.stringify((await extractProjectMeta(${JSON.stringify(p)}, 'vsqx'))?.format));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.signal).toBeNull();
    expect(r.stdout.trim()).toBe('"vsqx4"');
  });
  it('a worker started ahead (warmWorker, twice) serves the next read and keeps nothing alive', () => {
    const p = file(
      'warm.vsqx',
      buildVsqx({
        version: 4,
        bpm: 120,
        tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(3, 'ら') }],
      }),
    );
    const script = `const m = await import(${JSON.stringify(new URL('./extract-project-meta.ts', import.meta.url).href)});
      m.warmWorker(); m.warmWorker();
      const { execSync } = await import('node:child_process');
      const children = () => execSync('ps --ppid ' + process.pid + ' -o comm=', { encoding: 'utf8' }).split('\\n').filter((c) => c.trim() === 'node').length;
      const before = children();
      const meta = await m.extractProjectMeta(${JSON.stringify(p)}, 'vsqx');
      console.log(JSON.stringify([before, children(), meta?.tracks[0]?.noteCount]));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.signal, r.stderr).toBeNull();
    // One worker was started ahead and the read used it: still one child after it.
    expect(JSON.parse(r.stdout.trim())).toEqual([1, 1, 3]);
  });
  it('answers null for what it cannot read, or cannot find', async () => {
    expect(await extractProjectMeta(file('b.vsqx', 'not xml at all'), 'vsqx')).toBeNull();
    expect(await extractProjectMeta(file('c.lua', 'print(1)'), 'lua')).toBeNull();
    expect(await extractProjectMeta(path.join(dir, 'missing.vsqx'), 'vsqx')).toBeNull();
  });
  it('terminates a worker past its time limit', async () => {
    const p = path.join(dir, 'big.vsqx');
    fs.writeFileSync(
      p,
      [
        ...vsqxParts({
          version: 4,
          tracks: [{ name: 'a', voice: MIKU_VOICE, notes: vsqxNotes(20_000, 'a') }],
          curvesPerNote: 5,
        }),
      ].join(''),
    );
    const t0 = performance.now();
    expect(await extractProjectMeta(p, 'vsqx', { timeoutMs: 50 })).toBeNull();
    expect(performance.now() - t0).toBeLessThan(2000);
  });
  it('a worker out of memory answers null and the server lives on', async () => {
    const notes = Array.from({ length: 150_000 }, (_, i) => ({ tick: i * 10, dur: 10, key: 60, lyric: 'a' }));
    const p = file('huge.s5p', buildS5p({ bpm: 120, tracks: [{ name: 'a', dbName: 'x', notes }] }));
    // Out of memory inside JSON.parse aborted the whole process when the worker was a thread; in a
    // worker process it ends only the worker. Several rounds: the thread's abort came within a few.
    for (let round = 0; round < 4; round += 1) {
      expect(await extractProjectMeta(p, 's5p', { maxHeapMb: 16 })).toBeNull();
    }
    expect(await extractProjectMeta(p, 's5p')).toMatchObject({ format: 's5p' });
    // Each round starts a new worker process (its TypeScript loader under test) and fills 16 MB: 5-7 s a
    // round on a loaded two-core CI machine, past the 30 s default once (stop 34).
  }, 120_000);
});
