/**
 * A 100 MB project upload through `POST /api/upload/vsqx_file` (multipart, owner check, extension and size
 * limits while streaming, staging, the metadata read in its worker) against `POST /bench/plain-upload`, a
 * route of the same server that only pipes the raw body to a file, in the same run; then five such uploads
 * at once. The server's resident memory is sampled during each.
 * Run: `npx tsx bench/upload.ts` (part of `npm run bench`; writes its section of docs/performance.md).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { machine, table, writeSection } from './lib/report';
import { buildServer, isMain, memoryOf, startServer } from './lib/server';

const RUNS = 3;
const PARALLEL = 5;
const TARGET_RATIO = 0.7;
const TARGET_RSS_MB = 64;
const TARGET_PARALLEL_RSS_MB = 256;
const MB = 2 ** 20;

/** A realistic big upload: a zip holding a stored 99 MB backing track and a small project. */
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
  project.push(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><masterTrack><seqName>bench</seqName><resolution>480</resolution></masterTrack></vsq4>',
    ),
    true,
  );
  zip.end();
  await new Promise<void>((resolve) => out.end(resolve));
  return fs.statSync(file).size;
}

interface Shot {
  seconds: number;
  status: number;
  /** The server's own account (Server-Timing) of the metadata read, in seconds; 0 for the baseline. */
  metaSeconds: number;
}

/** Samples a process's resident memory every 20 ms while `work` runs; answers the highest rise in MB. */
async function rssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = memoryOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid))), 20);
  try {
    const result = await work();
    return { result, growthMb: (Math.max(peak, memoryOf(pid)) - before) / MB };
  } finally {
    clearInterval(timer);
  }
}

/** Sends head + file + tail as one streamed body. */
function send(
  base: URL,
  urlPath: string,
  headers: Record<string, string>,
  parts: { head: Buffer; file: string; tail: Buffer },
): Promise<Shot> {
  const length = parts.head.length + fs.statSync(parts.file).size + parts.tail.length;
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: urlPath,
        method: 'POST',
        headers: { ...headers, 'content-length': String(length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const meta = /meta;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          resolve({
            seconds: (performance.now() - t0) / 1000,
            status: res.statusCode ?? 0,
            metaSeconds: meta ? Number(meta[1]) / 1000 : 0,
          });
        });
      },
    );
    req.on('error', reject);
    async function* body() {
      yield parts.head;
      for await (const chunk of fs.createReadStream(parts.file, { highWaterMark: MB })) yield chunk as Buffer;
      yield parts.tail;
    }
    Readable.from(body()).pipe(req);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api<T>(base: string, urlPath: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(base + urlPath, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as { success: boolean; message: string; data: T };
  if (!env.success) throw new Error(`${urlPath}: ${env.message}`);
  return env.data;
}

export async function runUploadBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-upload-'));
  const file = path.join(dir, 'big.zip');
  const size = await makeZip(file);
  buildServer();
  const server = await startServer(
    { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
    { label: 'upload' },
  );
  const base = new URL(server.base);
  const pid = server.proc.pid!;
  const { token } = await api<{ token: string }>(server.base, '/api/auth/register', undefined, {
    username: 'bench_up',
    password: 'bench1234',
  });
  const slot = async () =>
    (await api<{ vsqx_uid: string }>(server.base, '/api/user/new_vsqx_uid', token)).vsqx_uid;
  const upload = async (i: number) => {
    const boundary = `----vsqxbench${i}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="vsqx_uid"\r\n\r\n${await slot()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    );
    const parts = { head, file, tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    };
    return { parts, headers };
  };
  const plain: (Shot & { growthMb: number })[] = [];
  const real: (Shot & { growthMb: number })[] = [];
  let parallel: { shots: Shot[]; growthMb: number; seconds: number };
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const u = await upload(i);
      const p = await rssGrowth(pid, () =>
        send(base, '/bench/plain-upload', { 'content-type': 'application/octet-stream' }, u.parts),
      );
      const r = await rssGrowth(pid, () => send(base, '/api/upload/vsqx_file', u.headers, u.parts));
      plain.push({ ...p.result, growthMb: p.growthMb });
      real.push({ ...r.result, growthMb: r.growthMb });
      if (r.result.status !== 200 || p.result.status !== 200)
        throw new Error(`status ${r.result.status}/${p.result.status}`);
      console.log(
        `run ${i + 1}: plain ${p.result.seconds.toFixed(2)} s, upload ${r.result.seconds.toFixed(2)} s, rss +${r.growthMb.toFixed(1)} MB`,
      );
    }
    const us = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(100 + i)));
    const t0 = performance.now();
    const p = await rssGrowth(pid, () =>
      Promise.all(us.map((u) => send(base, '/api/upload/vsqx_file', u.headers, u.parts))),
    );
    parallel = { shots: p.result, growthMb: p.growthMb, seconds: (performance.now() - t0) / 1000 };
    if (p.result.some((s) => s.status !== 200))
      throw new Error(`parallel: ${p.result.map((s) => s.status).join(',')}`);
    console.log(
      `${PARALLEL} at once: ${parallel.seconds.toFixed(2)} s, rss +${parallel.growthMb.toFixed(1)} MB`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const mbps = (s: number) => size / MB / s;
  const plainMbps = mbps(median(plain.map((s) => s.seconds)));
  const realMbps = mbps(median(real.map((s) => s.seconds)));
  const streamMbps = mbps(median(real.map((s) => s.seconds - s.metaSeconds)));
  const rss = Math.max(...real.map((s) => s.growthMb));
  const ratio = realMbps / plainMbps;
  const met = ratio >= TARGET_RATIO && rss < TARGET_RSS_MB && parallel.growthMb < TARGET_PARALLEL_RSS_MB;
  writeSection(
    'upload',
    'Project upload: 100 MB streamed to staging',
    [
      `${machine()}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Reproduce: \`npx tsx bench/upload.ts\` (part of \`npm run bench\`).`,
      '',
      `A ${(size / MB).toFixed(1)} MB zip (a stored 99 MB backing track and a small project) sent ${RUNS} times over loopback to the real upload ` +
        '(multipart parsing, owner check before the first byte, extension and 100 MB limit while streaming, staging, the staged-upload row, ' +
        'and the metadata read in its worker) and to `POST /bench/plain-upload` of the same server, which only pipes the raw body to a file; ' +
        `then ${PARALLEL} real uploads at once. The server is the production bundle (\`LOG_LEVEL=info\`). Medians; RSS growth is the highest ` +
        'rise of the server process over its RSS before the upload, sampled every 20 ms.',
      '',
      table(
        ['route', 'MB/s (median)', 'seconds (runs)', 'server RSS growth MB (max)'],
        [
          [
            'plain stream to disk',
            plainMbps.toFixed(0),
            plain.map((s) => s.seconds.toFixed(2)).join(' / '),
            Math.max(...plain.map((s) => s.growthMb)).toFixed(1),
          ],
          [
            'POST /api/upload/vsqx_file, whole answer',
            realMbps.toFixed(0),
            real.map((s) => s.seconds.toFixed(2)).join(' / '),
            rss.toFixed(1),
          ],
          [
            '... of which receiving and staging',
            streamMbps.toFixed(0),
            real.map((s) => (s.seconds - s.metaSeconds).toFixed(2)).join(' / '),
            '',
          ],
          [
            `${PARALLEL} uploads at once (${((PARALLEL * size) / MB).toFixed(0)} MB)`,
            mbps(parallel.seconds / PARALLEL).toFixed(0),
            parallel.seconds.toFixed(2),
            parallel.growthMb.toFixed(1),
          ],
        ],
      ),
      '',
      `Metadata read (Server-Timing \`meta\`): ${real.map((s) => (s.metaSeconds * 1000).toFixed(0)).join(' / ')} ms per upload (the first starts the worker, later ones reuse it). ` +
        `Ratio ${ratio.toFixed(2)} for the whole answer (target ≥ ${TARGET_RATIO}); upload RSS growth ${rss.toFixed(1)} MB (target < ${TARGET_RSS_MB} MB); ` +
        `${PARALLEL} at once ${parallel.growthMb.toFixed(1)} MB (target < ${TARGET_PARALLEL_RSS_MB} MB): ${met ? 'met' : 'NOT met'}.`,
    ].join('\n'),
  );
}

if (isMain(import.meta.url)) await runUploadBench();
