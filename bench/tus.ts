/**
 * Resumable uploads (issue 21): a 100 MB project file through tus (`POST /api/uploads/tus` + one PATCH, the
 * completion staging it and reading its metadata like the multipart upload) against `POST /bench/plain-upload`
 * (the raw body piped to a file) in the same run; a transfer cut at 50 % and resumed (HEAD, then PATCH from the
 * server's offset): the bytes sent in all; five 100 MB tus uploads at once: the server's RSS growth.
 * Run: `flock /tmp/bench.lock npx tsx bench/tus.ts` (writes its section of docs/performance.md); with
 * `BENCH_TUS_S3_URL=<s3:// FILE_STORE_URL>` (scripts/s3-swift.sh start prints one) the same figures on S3 beside it.
 * Two more floors in the same rounds: the raw body piped through the server into its store's staging
 * (`POST /bench/plain-store-upload`: a local file, or an S3 multipart upload), and, on S3, one plain PutObject of
 * the file from this process straight into the same bucket (the S3 server's own ingest rate, no app server).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { parseS3Url } from '../apps/server/src/files/s3-file-store';
import { machine, table, writeSection } from './lib/report';
import { buildServer, isMain, memoryOf, startServer } from './lib/server';

const RUNS = 3;
const PARALLEL = 5;
const MB = 2 ** 20;
const SIZE = 100 * MB;
const TARGET_RATIO = 0.7;
const TARGET_RESENT = 0.55;
const TARGET_PARALLEL_RSS_MB = 128;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const b64 = (s: string) => Buffer.from(s).toString('base64');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request; the body streams from `file` (from `start`), cut off after `cutAfter` bytes when given. */
function request(
  base: URL,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: { file: string; start: number; cutAfter?: number },
): Promise<Answer & { sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      { host: base.hostname, port: base.port, path: urlPath, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, sent }));
      },
    );
    req.on('error', (err) =>
      body?.cutAfter !== undefined
        ? resolve({ status: 0, headers: {}, body: String(err), sent })
        : reject(err),
    );
    if (!body) return void req.end();
    const stream = fs.createReadStream(body.file, { start: body.start, highWaterMark: MB });
    stream.on('data', (chunk) => {
      const c = chunk as Buffer;
      if (body.cutAfter !== undefined && sent + c.length >= body.cutAfter) {
        req.write(c.subarray(0, body.cutAfter - sent));
        sent = body.cutAfter;
        stream.destroy();
        // The connection drops mid-body, as a network cut would.
        setTimeout(() => req.destroy(new Error('cut')), 50);
        return;
      }
      sent += c.length;
      if (!req.write(c)) {
        stream.pause();
        req.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => req.end());
  });
}

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

interface StoreFigures {
  store: string;
  plain: number[];
  tus: number[];
  /** The raw body through the server into its store's staging. */
  staged: number[];
  /** S3 only: PutObject from the bench process into the bucket, then CopyObject of it, then a GetObject read through. */
  put: number[];
  copies: number[];
  reads: number[];
  resume: { sent: number; offsetAfterCut: number };
  parallel: { seconds: number; growthMb: number };
}

/** The four figures on one server: its files on the local disk, or (FILE_STORE_URL) in an S3 bucket. */
async function measure(
  file: string,
  dir: string,
  store: string,
  fileStoreUrl: string,
): Promise<StoreFigures> {
  const server = await startServer(
    {
      DATA_DIR: path.join(dir, `data-${store}`),
      DATABASE_URL: '',
      ...(fileStoreUrl ? { FILE_STORE_URL: fileStoreUrl } : {}),
    },
    { label: `tus-${store}` },
  );
  const base = new URL(server.base);
  const pid = server.proc.pid!;
  const { token } = await api<{ token: string }>(server.base, '/api/auth/register', undefined, {
    username: 'bench_tus',
    password: 'bench1234',
  });
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const create = async () => {
    const uid = (await api<{ vsqx_uid: string }>(server.base, '/api/user/new_vsqx_uid', token)).vsqx_uid;
    const res = await request(base, 'POST', '/api/uploads/tus', {
      ...auth,
      'upload-length': String(SIZE),
      'upload-metadata': `target ${b64('vsqx_file')},uid ${b64(uid)},filename ${b64('big.zip')}`,
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${res.body}`);
    return String(res.headers.location);
  };
  const patch = (loc: string, offset: number, cutAfter?: number) =>
    request(
      base,
      'PATCH',
      loc,
      {
        ...auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(SIZE - offset),
      },
      { file, start: offset, cutAfter },
    );
  const tusOnce = async () => {
    const t0 = performance.now();
    const r = await patch(await create(), 0);
    if (r.status !== 200) throw new Error(`patch: ${r.status} ${r.body}`);
    return (performance.now() - t0) / 1000;
  };
  const plainOnce = async () => {
    const t0 = performance.now();
    const r = await request(
      base,
      'POST',
      '/bench/plain-upload',
      { 'content-type': 'application/octet-stream', 'content-length': String(SIZE) },
      { file, start: 0 },
    );
    if (r.status !== 200) throw new Error(`plain: ${r.status}`);
    return (performance.now() - t0) / 1000;
  };

  const storeOnce = async () => {
    const t0 = performance.now();
    const r = await request(
      base,
      'POST',
      '/bench/plain-store-upload',
      { 'content-type': 'application/octet-stream', 'content-length': String(SIZE) },
      { file, start: 0 },
    );
    if (r.status !== 200) throw new Error(`store: ${r.status} ${r.body}`);
    return (performance.now() - t0) / 1000;
  };
  const s3 = fileStoreUrl ? parseS3Url(fileStoreUrl) : null;
  const client =
    s3 &&
    new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: s3.credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  // The plain PUT, then what a tus completion on S3 adds to the upload itself: the server-side copy into
  // `.staging/` (adopt) and one read of the whole object (the metadata reader's temporary copy).
  const putOnce = async (i: number) => {
    const Key = `.bench/put-${i}`;
    const copy = `${Key}-copy`;
    const clock = () => {
      const t0 = performance.now();
      return () => (performance.now() - t0) / 1000;
    };
    let lap = clock();
    await client!.send(
      new PutObjectCommand({
        Bucket: s3!.bucket,
        Key,
        Body: fs.createReadStream(file, { highWaterMark: MB }),
        ContentLength: SIZE,
      }),
    );
    const put = lap();
    lap = clock();
    await client!.send(
      new CopyObjectCommand({ Bucket: s3!.bucket, Key: copy, CopySource: `${s3!.bucket}/${Key}` }),
    );
    const copied = lap();
    lap = clock();
    const got = await client!.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: copy }));
    for await (const chunk of got.Body as AsyncIterable<Buffer>) void chunk;
    const read = lap();
    for (const k of [Key, copy]) await client!.send(new DeleteObjectCommand({ Bucket: s3!.bucket, Key: k }));
    return { put, copied, read };
  };

  const plain: number[] = [];
  const tus: number[] = [];
  const stored: number[] = [];
  const put: number[] = [];
  const copies: number[] = [];
  const reads: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      plain.push(await plainOnce());
      stored.push(await storeOnce());
      if (client) {
        const r = await putOnce(i);
        put.push(r.put);
        copies.push(r.copied);
        reads.push(r.read);
      }
      tus.push(await tusOnce());
      console.log(
        `${store} run ${i + 1}: plain ${plain[i].toFixed(2)} s, store ${stored[i].toFixed(2)} s${client ? `, S3 PUT ${put[i].toFixed(2)} s` : ''}, tus ${tus[i].toFixed(2)} s`,
      );
    }
    // Cut at 50 %, then resume from what the server has.
    const loc = await create();
    const cut = await patch(loc, 0, SIZE / 2);
    await new Promise((r) => setTimeout(r, 300));
    const head = await request(base, 'HEAD', loc, auth);
    const offset = Number(head.headers['upload-offset']);
    const rest = await patch(loc, offset);
    if (rest.status !== 200) throw new Error(`resume: ${rest.status} ${rest.body}`);
    const resume = { sent: cut.sent + rest.sent, offsetAfterCut: offset };
    console.log(`${store}: cut at ${cut.sent} B, server kept ${offset} B, sent ${resume.sent} B in all`);
    const locs = await Promise.all(Array.from({ length: PARALLEL }, () => create()));
    const t0 = performance.now();
    const p = await rssGrowth(pid, () => Promise.all(locs.map((l) => patch(l, 0))));
    if (p.result.some((r) => r.status !== 200))
      throw new Error(`parallel: ${p.result.map((r) => `${r.status} ${r.body.slice(0, 200)}`).join(',')}`);
    const parallel = { seconds: (performance.now() - t0) / 1000, growthMb: p.growthMb };
    console.log(
      `${store}: ${PARALLEL} at once: ${parallel.seconds.toFixed(2)} s, rss +${parallel.growthMb.toFixed(1)} MB`,
    );
    return { store, plain, tus, staged: stored, put, copies, reads, resume, parallel };
  } finally {
    client?.destroy();
    await server.stop();
  }
}

/** `BENCH_TUS_S3_URL` (an s3:// FILE_STORE_URL, e.g. from scripts/s3-swift.sh) adds a run with the files in a fresh bucket of that server. */
export async function runTusBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-tus-'));
  const file = path.join(dir, 'big.zip');
  const block = Buffer.alloc(MB);
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < SIZE / MB; i++) {
    for (let j = 0; j < MB; j += 65_536) crypto.getRandomValues(block.subarray(j, j + 65_536));
    fs.writeSync(fd, block);
  }
  fs.closeSync(fd);
  buildServer();
  const s3 = process.env.BENCH_TUS_S3_URL;
  const results: StoreFigures[] = [];
  try {
    results.push(await measure(file, dir, 'local', ''));
    if (s3) {
      const u = new URL(s3);
      u.pathname = `/benchtus${Date.now()}`;
      results.push(await measure(file, dir, 'S3 (Swift)', u.toString()));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const mbps = (s: number) => SIZE / MB / s;
  const figures = results.map((r) => {
    const ratio = mbps(median(r.tus)) / mbps(median(r.plain));
    const resent = r.resume.sent / SIZE - 1;
    return {
      ...r,
      ratio,
      resent,
      met: ratio >= TARGET_RATIO && resent <= TARGET_RESENT && r.parallel.growthMb < TARGET_PARALLEL_RSS_MB,
    };
  });
  const cell = (f: (x: (typeof figures)[number]) => string) => figures.map(f);
  writeSection(
    'tus',
    'Resumable uploads (tus): 100 MB, a cut transfer, five at once',
    [
      `${machine()}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Reproduce: \`${s3 ? 'BENCH_TUS_S3_URL=$(bash scripts/s3-swift.sh start | tail -n 1) ' : ''}flock /tmp/bench.lock npx tsx bench/tus.ts\`.`,
      '',
      `A 100 MB file (\`big.zip\`) sent ${RUNS} times over loopback through tus (creation, one PATCH; the SHA-256 is taken as the bytes arrive, and the completing PATCH ` +
        'moves the finished file into staging (a rename on the local disk, a server-side copy inside the bucket on S3), runs the metadata read and writes the staged row, as the multipart upload does) ' +
        'and to `POST /bench/plain-upload` of the same server (the raw body piped to a local file, on both stores); in the same rounds, the raw body through the server into ' +
        'its store (`POST /bench/plain-store-upload`: a local file, or an 8 MB-part multipart upload into the bucket) and, on S3, one PutObject of the file from the bench process into the same bucket. SQLite, production bundle. Medians.',
      '',
      table(
        ['measure', ...figures.map((f) => f.store), 'target'],
        [
          [
            'plain pipe to disk',
            ...cell(
              (f) =>
                `${mbps(median(f.plain)).toFixed(0)} MB/s (${f.plain.map((s) => s.toFixed(2)).join(' / ')} s)`,
            ),
            '',
          ],
          [
            'tus, create + PATCH to the staged answer',
            ...cell(
              (f) =>
                `${mbps(median(f.tus)).toFixed(0)} MB/s (${f.tus.map((s) => s.toFixed(2)).join(' / ')} s)`,
            ),
            '',
          ],
          ['ratio tus / plain', ...cell((f) => f.ratio.toFixed(2)), `≥ ${TARGET_RATIO}`],
          [
            'plain pipe through the server into the store (`FileStore.stage`)',
            ...cell(
              (f) =>
                `${mbps(median(f.staged)).toFixed(0)} MB/s (${f.staged.map((s) => s.toFixed(2)).join(' / ')} s)`,
            ),
            '',
          ],
          [
            'ratio tus / store pipe',
            ...cell((f) => (mbps(median(f.tus)) / mbps(median(f.staged))).toFixed(2)),
            '',
          ],
          [
            'plain S3 PUT of the file into the same bucket (no app server)',
            ...cell((f) =>
              f.put.length
                ? `${mbps(median(f.put)).toFixed(0)} MB/s (${f.put.map((s) => s.toFixed(2)).join(' / ')} s)`
                : '—',
            ),
            '',
          ],
          [
            'ratio tus / S3 PUT',
            ...cell((f) => (f.put.length ? (mbps(median(f.tus)) / mbps(median(f.put))).toFixed(2) : '—')),
            '',
          ],
          [
            "S3: CopyObject of that object inside the bucket (what completion's adopt does)",
            ...cell((f) =>
              f.copies.length
                ? `${median(f.copies).toFixed(2)} s (${f.copies.map((s) => s.toFixed(2)).join(' / ')})`
                : '—',
            ),
            '',
          ],
          [
            "S3: GetObject of it, read through (what the metadata reader's copy does)",
            ...cell((f) =>
              f.reads.length
                ? `${median(f.reads).toFixed(2)} s (${f.reads.map((s) => s.toFixed(2)).join(' / ')})`
                : '—',
            ),
            '',
          ],
          [
            'cut at 50 %, resumed: bytes sent beyond the file',
            ...cell(
              (f) =>
                `${(f.resent * 100).toFixed(1)} % (server kept ${(f.resume.offsetAfterCut / MB).toFixed(1)} MB)`,
            ),
            `≤ ${Math.round(TARGET_RESENT * 100)} %`,
          ],
          [
            `${PARALLEL} tus uploads at once (${PARALLEL * 100} MB)`,
            ...cell(
              (f) => `${f.parallel.seconds.toFixed(2)} s, server RSS +${f.parallel.growthMb.toFixed(1)} MB`,
            ),
            `< ${TARGET_PARALLEL_RSS_MB} MB`,
          ],
        ],
      ),
      '',
      figures.every((f) => f.met)
        ? 'All targets met.'
        : `Not every target met: ${figures.map((f) => `${f.store} ${f.met ? 'met' : 'NOT met'}`).join(', ')}.`,
    ].join('\n'),
  );
}

if (isMain(import.meta.url)) await runTusBench();
