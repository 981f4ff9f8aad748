/**
 * Converted downloads: the 14 MB VSQX of bench/meta.ts (2 tracks, 24,000 notes, pitch curves) converted to
 * SVP, against reading the same file's metadata (the baseline, measured in the same run). Each reading runs
 * in a fresh child process so its memory is its own; the real path, a conversion job in the metadata worker
 * pool, is then run with a 128 MB heap limit.
 * Run: `npx tsx bench/convert.ts` (writes its section of docs/performance.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine, table, writeSection } from './lib/report';
import { medianOfChildren } from './lib/child-runs';
import {
  MIKU_VOICE,
  TIANYI_VOICE,
  vsqxNotes,
  vsqxParts,
} from '../apps/server/src/modules/project-meta/fixtures/xml-fixtures';

const TARGET_MS = 2000;
const TARGET_MB = 128;
const RUNS = 3;
const SOURCE = { url: 'https://example.test/project/vn1', title: 'bench', author: 'bench', licence: 'bench' };

interface Reading {
  ms: number;
  peakMb: number;
  outMb: number;
}

/** Child mode: one reading (`meta`) or one conversion (`svp`) in-process, printing what it cost. */
async function child(file: string, what: string, out: string) {
  const { extractFromFile } = await import('../apps/server/src/modules/project-meta/extract');
  const { convertFile } = await import('../apps/server/src/modules/project-convert/convert-file');
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  const t0 = performance.now();
  if (what === 'meta') await extractFromFile(file, 'vsqx');
  else
    await convertFile({
      filePath: file,
      extension: 'vsqx',
      target: 'svp',
      options: { source: SOURCE },
      outPath: out,
    });
  const ms = performance.now() - t0;
  const peak = process.resourceUsage().maxRSS * 1024;
  const outMb = what === 'meta' ? 0 : fs.statSync(out).size / 2 ** 20;
  console.log(JSON.stringify({ ms, peakMb: Math.max(0, peak - base) / 2 ** 20, outMb } satisfies Reading));
}

function measure(file: string, what: string, out: string): Reading {
  return medianOfChildren<Reading>('bench/convert.ts', [file, what, out], RUNS);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-convert-'));
  try {
    const file = path.join(dir, 'song.vsqx');
    const fd = fs.openSync(file, 'w');
    const tracks = [
      { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(12_000, 'ら') },
      { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(12_000, '天') },
    ];
    for (const part of vsqxParts({ version: 4, bpm: 140, tracks, curvesPerNote: 13 })) fs.writeSync(fd, part);
    fs.closeSync(fd);
    const out = path.join(dir, 'song.svp');
    const meta = measure(file, 'meta', out);
    const svp = measure(file, 'svp', out);

    const { runWorkerJob } = await import('../apps/server/src/modules/project-meta/extract-project-meta');
    const t0 = performance.now();
    const job = {
      kind: 'convert',
      filePath: file,
      extension: 'vsqx',
      target: 'svp',
      options: { source: SOURCE },
      outPath: path.join(dir, 'worker.svp'),
    };
    const answer = await runWorkerJob(job, { maxHeapMb: TARGET_MB });
    const workerMs = performance.now() - t0;
    const ok = svp.ms < TARGET_MS && svp.peakMb < TARGET_MB && answer.ok;
    const mb = (fs.statSync(file).size / 2 ** 20).toFixed(1);
    const rows = [
      ['read the metadata (baseline)', mb, meta.ms.toFixed(0), meta.peakMb.toFixed(1), '—', '1.00', '—'],
      [
        'convert to SVP',
        mb,
        svp.ms.toFixed(0),
        svp.peakMb.toFixed(1),
        svp.outMb.toFixed(1),
        (svp.ms / meta.ms).toFixed(2),
        answer.ok ? `yes, ${workerMs.toFixed(0)} ms` : `NO (${answer.reason})`,
      ],
    ];
    const body = [
      `${machine()}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} when it started (other work on the machine slows both rows alike; the ratio holds). Reproduce: \`npx tsx bench/convert.ts\`. Targets: converting the 14 MB VSQX to SVP under ${TARGET_MS} ms and under ${TARGET_MB} MB.`,
      '',
      `The file is bench/meta.ts's VSQX 4 (2 tracks, 24,000 notes, 13 pitch-curve points per note). Times are the median of ${RUNS} cold runs, each in a fresh process (module loading excluded); peak memory is the growth of the process's peak RSS during the run (highest of the runs). The ratio is against reading the same file's metadata in the same run. "Worker ≤ ${TARGET_MB} MB heap" runs the real path, a conversion job in the metadata worker pool in a worker process with \`--max-old-space-size=${TARGET_MB}\`, from source (its time includes starting a worker and the tsx loader, which the bundled server does not pay).`,
      '',
      table(
        ['work', 'MB in', 'ms', 'peak MB', 'MB out', 'ratio to reading', `worker ≤ ${TARGET_MB} MB heap`],
        rows,
      ),
      '',
      `Within targets: ${ok ? 'yes' : 'NO'}. How: the readers stream the VSQX once (curves pass by unkept) and hand over every note; the SVP is written note by note into 64 K-character pieces that go to the output file in order, so neither the document nor the output ever exists as one string.`,
    ].join('\n');
    writeSection('convert', 'Converted downloads', body);
    if (!ok) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') await child(process.argv[3], process.argv[4], process.argv[5]);
else await main();
