/**
 * A 100 MB project upload through `POST /api/upload/vsqx_file` (multipart, owner check, extension and size
 * limits while streaming, staging, metadata read in a worker) against a plain stream-to-disk route of the
 * same server in the same run, with the server's resident memory sampled during each upload.
 * Run: `npx tsx bench/projects/upload.ts` (writes its section of docs/performance.md).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough, ZipDeflate } from 'fflate';
import { machine, table, writeSection } from '../lib/report';
import { bundleServer, rssOf, startServer } from './server-process';

const RUNS = 3;
const TARGET_RATIO = 0.7;
const TARGET_RSS_MB = 64;
const MB = 2 ** 20;

/** A realistic big upload: a zip holding a stored 100 MB-ish backing track and a small project. */
async function makeZip(file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.write(Buffer.from(chunk));
  });
  const wav = new ZipPassThrough('伴奏/inst.wav');
  zip.add(wav);
  const block = new Uint8Array(MB);
  for (let i = 0; i < 99; i += 1) {
    for (let j = 0; j < block.length; j += 65_536) crypto.getRandomValues(block.subarray(j, j + 65_536));
    wav.push(block);
  }
  wav.push(new Uint8Array(0), true);
  const project = new ZipDeflate('工程/song.vsqx', { level: 6 });
  zip.add(project);
  project.push(Buffer.from('<?xml version="1.0" encoding="UTF-8"?><vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><masterTrack><seqName>bench</seqName><resolution>480</resolution></masterTrack></vsq4>'), true);
  zip.end();
  await new Promise<void>((resolve) => out.end(resolve));
  return fs.statSync(file).size;
}

interface Shot {
  seconds: number;
  status: number;
  rssGrowthMb: number;
  /** The server's own account (Server-Timing) of the metadata read, in seconds; 0 for the baseline. */
  metaSeconds: number;
}

/** Sends head + file + tail as one streamed body while sampling the server's RSS every 20 ms. */
function send(port: number, urlPath: string, headers: Record<string, string>, head: Buffer, file: string, tail: Buffer, pid: number): Promise<Shot> {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const length = head.length + fs.statSync(file).size + tail.length;
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', headers: { ...headers, 'content-length': String(length) } }, (res) => {
      res.resume();
      res.on('end', () => {
        clearInterval(timer);
        peak = Math.max(peak, rssOf(pid));
        const meta = /meta;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
        resolve({ seconds: (performance.now() - t0) / 1000, status: res.statusCode ?? 0, rssGrowthMb: (peak - before) / MB, metaSeconds: meta ? Number(meta[1]) / 1000 : 0 });
      });
    });
    req.on('error', reject);
    async function* body() {
      yield head;
      for await (const chunk of fs.createReadStream(file, { highWaterMark: MB })) yield chunk as Buffer;
      yield tail;
    }
    Readable.from(body()).pipe(req);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-upload-'));
  const file = path.join(dir, 'big.zip');
  const size = await makeZip(file);
  const entry = await bundleServer();
  const port = 9700 + Math.floor(Math.random() * 200);
  const server = await startServer<{ token: string; slots: string[] }>(entry, { PORT: String(port), DATA_DIR: path.join(dir, 'data'), BENCH_MODE: 'upload', BENCH_SLOTS: String(RUNS) });
  const { token, slots, pid } = server.ready;
  const plain: Shot[] = [];
  const real: Shot[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const boundary = `----vsqxbench${i}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="vsqx_uid"\r\n\r\n${slots[i]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      plain.push(await send(port, '/bench/plain-upload', { 'content-type': 'application/octet-stream' }, head, file, tail, pid));
      real.push(await send(port, '/api/upload/vsqx_file', { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` }, head, file, tail, pid));
      if (real.at(-1)!.status !== 200 || plain.at(-1)!.status !== 200) throw new Error(`status ${real.at(-1)!.status}/${plain.at(-1)!.status}`);
      console.log(`run ${i + 1}: plain ${plain.at(-1)!.seconds.toFixed(2)} s, upload ${real.at(-1)!.seconds.toFixed(2)} s, rss +${real.at(-1)!.rssGrowthMb.toFixed(1)} MB`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const mbps = (s: number) => size / MB / s;
  const plainMbps = mbps(median(plain.map((s) => s.seconds)));
  const realMbps = mbps(median(real.map((s) => s.seconds)));
  const streamMbps = mbps(median(real.map((s) => s.seconds - s.metaSeconds)));
  const ratio = realMbps / plainMbps;
  const streamRatio = streamMbps / plainMbps;
  const rss = Math.max(...real.map((s) => s.rssGrowthMb));
  writeSection(
    'projects-upload',
    'Project upload: 100 MB streamed to staging',
    [
      `${machine()}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Reproduce: \`npx tsx bench/projects/upload.ts\`.`,
      '',
      `A ${(size / MB).toFixed(1)} MB zip (a stored 99 MB backing track and a small project) sent ${RUNS} times over loopback to the real upload ` +
        '(multipart parsing, owner check before the first byte, extension and 100 MB limit while streaming, staging, the staged-upload row, ' +
        'and the metadata read in its worker) and to a route of the same server that only pipes the raw body to a file. Medians; RSS growth ' +
        'is the highest rise of the server process over its RSS before the upload, sampled every 20 ms.',
      '',
      table(['route', 'MB/s (median)', 'seconds (runs)', 'server RSS growth MB (max)'], [
        ['plain stream to disk', plainMbps.toFixed(0), plain.map((s) => s.seconds.toFixed(2)).join(' / '), Math.max(...plain.map((s) => s.rssGrowthMb)).toFixed(1)],
        ['POST /api/upload/vsqx_file, whole answer', realMbps.toFixed(0), real.map((s) => s.seconds.toFixed(2)).join(' / '), rss.toFixed(1)],
        ['... of which receiving and staging', streamMbps.toFixed(0), real.map((s) => (s.seconds - s.metaSeconds).toFixed(2)).join(' / '), ''],
      ]),
      '',
      `Metadata read (Server-Timing \`meta\`): ${real.map((s) => (s.metaSeconds * 1000).toFixed(0)).join(' / ')} ms per upload (a worker started per file). ` +
        `Ratio ${ratio.toFixed(2)} for the whole answer, ${streamRatio.toFixed(2)} for receiving and staging (target ≥ ${TARGET_RATIO}); ` +
        `upload RSS growth ${rss.toFixed(1)} MB (target < ${TARGET_RSS_MB} MB).`,
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
