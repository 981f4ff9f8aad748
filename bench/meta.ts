/**
 * Project-file metadata extraction: time and peak memory for a 14 MB VSQX, a 50 MB ZIP with a project
 * inside and a 4 MB MIDI (all generated here). Each reading runs in a fresh child process so its memory
 * is its own; the worker path is then checked under a 64 MB heap limit.
 * Run: `npx tsx bench/meta.ts` (writes its section of docs/performance.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { machine, table, writeSection } from './lib/report';
import { medianOfChildren } from './lib/child-runs';
import {
  MIKU_VOICE,
  TIANYI_VOICE,
  vsqxNotes,
  vsqxParts,
} from '../apps/server/src/modules/project-meta/fixtures/xml-fixtures';
import { buildMidi } from '../apps/server/src/modules/project-meta/fixtures/binary-fixtures';

const TARGET_MS = 1500;
const TARGET_MB = 64;
const RUNS = 3;

interface Reading {
  ms: number;
  peakMb: number;
  notes: number;
  format: string;
}

/** Child mode: read one file in-process and print what it cost. */
async function child(file: string, ext: string) {
  const { extractFromFile } = await import('../apps/server/src/modules/project-meta/extract');
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  const t0 = performance.now();
  const meta = await extractFromFile(file, ext);
  const ms = performance.now() - t0;
  const peak = process.resourceUsage().maxRSS * 1024;
  const reading: Reading = {
    ms,
    peakMb: Math.max(0, peak - base) / 2 ** 20,
    notes: meta.tracks.reduce((n, t) => n + t.noteCount, 0),
    format: meta.format,
  };
  console.log(JSON.stringify(reading));
}

function makeVsqx(file: string, targetBytes: number) {
  const fd = fs.openSync(file, 'w');
  const tracks = [
    { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(12_000, 'ら') },
    { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(12_000, '天') },
  ];
  for (const part of vsqxParts({ version: 4, bpm: 140, tracks, curvesPerNote: 13 })) fs.writeSync(fd, part);
  fs.closeSync(fd);
  const size = fs.statSync(file).size;
  if (Math.abs(size - targetBytes) > targetBytes * 0.15) console.warn(`vsqx is ${size} bytes`);
}

function makeZip(file: string, vsqxFile: string) {
  const noise = new Uint8Array(48 * 2 ** 20);
  for (let i = 0; i < noise.length; i += 65_536) crypto.getRandomValues(noise.subarray(i, i + 65_536));
  fs.writeFileSync(
    file,
    zipSync({
      '伴奏/inst.wav': [noise, { level: 0 }],
      '工程/song.vsqx': [fs.readFileSync(vsqxFile), { level: 6 }],
      'readme.txt': [Buffer.from('hello'), { level: 6 }],
    }),
  );
}

function makeMidi(file: string) {
  const tracks = Array.from({ length: 16 }, (_, c) => ({
    name: `track ${c + 1}`,
    channel: c,
    notes: Array.from({ length: 31_500 }, (_, i) => ({
      tick: i * 120,
      dur: 100,
      key: 40 + ((i + c) % 40),
      lyric: c === 0 ? 'ら' : undefined,
    })),
  }));
  fs.writeFileSync(file, buildMidi(tracks, { bpm: 128 }));
}

function measure(file: string, ext: string): Reading {
  return medianOfChildren<Reading>('bench/meta.ts', [file, ext], RUNS);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-meta-'));
  try {
    const cases = [
      { name: 'VSQX 4 (2 tracks, 24k notes, pitch curves)', file: path.join(dir, 'song.vsqx'), ext: 'vsqx' },
      { name: 'ZIP: 48 MB audio + the VSQX above', file: path.join(dir, 'song.zip'), ext: 'zip' },
      { name: 'MIDI (16 tracks, 504k notes, lyrics)', file: path.join(dir, 'song.mid'), ext: 'mid' },
    ];
    makeVsqx(cases[0].file, 14 * 2 ** 20);
    makeZip(cases[1].file, cases[0].file);
    makeMidi(cases[2].file);
    const { extractProjectMeta } =
      await import('../apps/server/src/modules/project-meta/extract-project-meta');
    const rows: (string | number)[][] = [];
    for (const c of cases) {
      const r = measure(c.file, c.ext);
      const t0 = performance.now();
      const inWorker = await extractProjectMeta(c.file, c.ext, { maxHeapMb: TARGET_MB });
      const workerMs = performance.now() - t0;
      const ok = r.ms < TARGET_MS && r.peakMb < TARGET_MB && inWorker !== null;
      rows.push([
        c.name,
        (fs.statSync(c.file).size / 2 ** 20).toFixed(1),
        r.format,
        r.notes,
        r.ms.toFixed(0),
        r.peakMb.toFixed(1),
        inWorker ? `yes, ${workerMs.toFixed(0)} ms` : 'NO',
        ok ? 'yes' : 'NO',
      ]);
    }
    const body = [
      `${machine()}, ${os.cpus().length} cores. Reproduce: \`npx tsx bench/meta.ts\`. Targets: under ${TARGET_MS} ms and under ${TARGET_MB} MB per file.`,
      '',
      `Reading time is the median of ${RUNS} cold runs, each in a fresh process (module loading excluded); peak memory is the growth of the process's peak RSS during the read (highest of the runs). "Worker ≤ 64 MB heap" runs the real path, \`extractProjectMeta\` in a worker process with \`--max-old-space-size=64\`, from source (its time includes starting a worker and the tsx loader, ~0.5-1 s that the bundled server does not pay).`,
      '',
      table(
        [
          'file',
          'MB',
          'format',
          'notes counted',
          'read ms',
          'peak MB',
          'worker ≤ 64 MB heap',
          'within targets',
        ],
        rows,
      ),
      '',
      'How: VSQX is streamed through saxes in 64 KB chunks (curve data is never kept); the ZIP is read through its central directory with the file left on disk, and only the project entry is inflated (capped, ratio-checked); MIDI is walked event by event without building an object per event; at most 200,000 notes are counted and 5,000 kept for the preview.',
    ].join('\n');
    writeSection('meta', 'Project-file metadata extraction', body);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') await child(process.argv[3], process.argv[4]);
else await main();
