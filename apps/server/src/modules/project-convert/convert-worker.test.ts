import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkerJob } from '../project-meta/extract-project-meta';
import { buildVsqx, MIKU_VOICE, vsqxNotes } from '../project-meta/fixtures/xml-fixtures';
import { buildS5p } from '../project-meta/fixtures/archive-fixtures';
import { READ_BACK } from './testing/independent-readers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const SOURCE = { url: 'https://example.test/project/vn1', title: 't', author: 'a', licence: 'l' };

function job(name: string, bytes: string | Uint8Array, target = 'svp') {
  const filePath = path.join(dir, name);
  fs.writeFileSync(filePath, bytes);
  return {
    kind: 'convert',
    filePath,
    extension: path.extname(name).slice(1),
    target,
    options: { source: SOURCE },
    outPath: `${filePath}.out`,
  };
}

/** Conversion runs in the metadata worker pool, under the same clock and heap limits as reading uploads. */
describe('conversion jobs in the worker pool', () => {
  it('writes the converted file itself and answers its extension and size', async () => {
    const j = job(
      'a.vsqx',
      buildVsqx({
        version: 4,
        bpm: 120,
        tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(8, 'ら') }],
      }),
    );
    const answer = await runWorkerJob(j);
    expect(answer).toMatchObject({ ok: true, ext: 'svp', size: fs.statSync(j.outPath).size });
    expect(READ_BACK.svp(fs.readFileSync(j.outPath)).tracks[0].notes).toHaveLength(8);
  });

  it('answers why it could not: unreadable, no notes, past the note cap, past the clock, out of memory', async () => {
    expect(await runWorkerJob(job('b.vsqx', 'not xml'))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(
      await runWorkerJob(
        job('c.vsqx', buildVsqx({ version: 4, tracks: [{ name: 'x', voice: MIKU_VOICE, notes: [] }] })),
      ),
    ).toMatchObject({ ok: false, reason: 'no-notes' });
    const notes = Array.from({ length: 200_001 }, (_, i) => ({ tick: i * 10, dur: 10, key: 60, lyric: 'a' }));
    const capped = job('d.s5p', buildS5p({ bpm: 120, tracks: [{ name: 'a', dbName: 'x', notes }] }));
    expect(await runWorkerJob(capped)).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await runWorkerJob(capped, { timeoutMs: 50 })).toMatchObject({ ok: false, reason: 'timeout' });
    expect(await runWorkerJob(capped, { maxHeapMb: 16 })).toMatchObject({ ok: false, reason: 'crashed' });
  });
});
