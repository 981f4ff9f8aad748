// The download and project-page calls of one project, each beside the static JSON route of the same server,
// for this checkout's build and (BENCH_BASE_DIST=<folder of another build's main.js>) a baseline build in the
// same run: issue 21 "Versions" must not make the download of the current version slower.
// Run: npx tsx bench/download.ts   (knobs: BENCH_DURATION=10, BENCH_BASE_DIST, BENCH_CONNECTIONS=50)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DURATION, median, medianShot, shoot, type Shot } from './lib/cannon';
import { machine, table, writeSection } from './lib/report';
import { buildServer, isMain, startServer, type BenchServer } from './lib/server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 5;
const FILE_BYTES = 200 * 1024;

interface Row {
  build: string;
  call: string;
  shot: Shot;
  base: Shot;
  ratio: number;
}

async function call(base: string, url: string, init: RequestInit = {}, token?: string) {
  const res = await fetch(base + url, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  return res;
}

/** A creator, and one project with a 200 KB file, made through the real routes; answers the project id and token. */
async function oneProject(s: BenchServer) {
  const reg = await (
    await call(s.base, '/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_dl', password: 'secret123' }),
    })
  ).json();
  const token = reg.data.token as string;
  const slot = (await (await call(s.base, '/api/user/new_vsqx_uid', { method: 'POST' }, token)).json()).data
    .vsqx_uid as string;
  const fd = new FormData();
  fd.append('vsqx_uid', slot);
  fd.append('file', new Blob([Buffer.alloc(FILE_BYTES, 7)]), 'song.zip');
  if (!(await call(s.base, '/api/upload/vsqx_file', { method: 'POST', body: fd }, token)).ok)
    throw new Error('upload failed');
  const form = new URLSearchParams({
    vsqx_uid: slot,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: '下载测速',
    b_av: '',
    b_type: '1',
    agreement: '2',
    language: '2',
    selected_list: '古风',
    rate: '2',
    lyric_content: '',
    vsqx_content: '下载测速工程',
    p_introduce: '',
    up_name: '',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '1',
    pic_exist: '0',
    file_extension: 'zip',
    synthesizer_name: '',
    synthesizer_type: '1',
  });
  const sub = await (
    await call(
      s.base,
      '/api/user/submit_new_vsqx_project',
      { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      token,
    )
  ).json();
  const id = sub.data.music_id as number;
  for (let i = 0; (await call(s.base, `/api/app/download/${id}`, {}, token)).status !== 200; i++) {
    if (i > 100) throw new Error('transfer did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { id, token };
}

interface Target {
  build: string;
  server: BenchServer;
  id: number;
  token: string;
  dataDir: string;
}

async function prepare(build: string, dist: string | undefined): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-dl-'));
  const server = await startServer(
    { DATA_DIR: dataDir, TRANSFER_DELAY_MS: '0' },
    { label: `download-${build.replace(/\W/g, '')}`, dist },
  );
  const { id, token } = await oneProject(server);
  const detail = await (await call(server.base, `/api/app/project/${id}`, {}, token)).text();
  await fetch(`${server.base}/bench/static`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: detail,
  });
  return { build, server, id, token, dataDir };
}

/**
 * Both builds run at once and take turns round by round (static, then the call, on one build, then the
 * other), so the machine's load drifts over both alike. Logged in: the same viewer, so after the first
 * request the hourly count is a lookup, as for a listener's repeat.
 */
async function measure(targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  const calls = [
    { label: 'download, current version', url: (t: Target) => `/api/app/download/${t.id}` },
    { label: 'project page data', url: (t: Target) => `/api/app/project/${t.id}` },
  ];
  for (const c of calls) {
    const shots = targets.map(() => [] as Shot[]);
    const bases = targets.map(() => [] as Shot[]);
    const opts = (t: Target) => ({
      real: {
        url: t.server.base + c.url(t),
        headers: { authorization: `Bearer ${t.token}` },
        connections: CONNECTIONS,
      },
      still: { url: `${t.server.base}/bench/static`, connections: CONNECTIONS },
    });
    for (const t of targets) await shoot({ ...opts(t).real, duration: 1 });
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, t] of targets.entries()) {
        bases[k].push(await shoot({ ...opts(t).still, duration: DURATION / ROUNDS }, t.server.proc.pid));
        shots[k].push(await shoot({ ...opts(t).real, duration: DURATION / ROUNDS }, t.server.proc.pid));
      }
    }
    for (const [k, t] of targets.entries()) {
      const row = {
        build: t.build,
        call: c.label,
        shot: medianShot(shots[k]),
        base: medianShot(bases[k]),
        ratio: median(shots[k].map((s, i) => s.rps / bases[k][i].rps)),
      };
      rows.push(row);
      console.log(
        `${t.build} ${c.label}: ${row.shot.rps} req/s (static ${row.base.rps}), ratio ${row.ratio.toFixed(2)}, p99 ${row.shot.p99} ms, CPU ${row.shot.cpuUs.toFixed(0)} µs/req, bad ${row.shot.bad}`,
      );
    }
  }
  return rows;
}

export async function runDownloadBench(): Promise<Row[]> {
  buildServer();
  const base = process.env.BENCH_BASE_DIST;
  const targets = [
    ...(base ? [await prepare('baseline', base)] : []),
    await prepare('this build', undefined),
  ];
  let rows: Row[];
  try {
    rows = await measure(targets);
  } finally {
    for (const t of targets) {
      await t.server.stop();
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  }
  const body = [
    `${machine()}, load average ${os.loadavg()[0].toFixed(1)} when it started. Reproduce: \`${base ? 'BENCH_BASE_DIST=<baseline build folder> ' : ''}npx tsx bench/download.ts\`.`,
    '',
    `One project with a ${FILE_BYTES / 1024} KB file made through the real routes on a fresh SQLite database; the same logged-in viewer ` +
      `downloads it (after the first request the hourly count is a lookup) and reads its page data. autocannon, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds; in each, every build in turn answers the static route, then the call (both servers up at once, so load drifts over both alike); "static" is \`GET /bench/static\` answering the page data's JSON. Ratio = median of (call req/s ÷ static req/s).`,
    '',
    table(
      [
        'build',
        'call',
        'bytes',
        'req/s',
        'p50 ms',
        'p99 ms',
        'static req/s',
        'ratio',
        'CPU µs/req',
        'static CPU µs/req',
        'errors',
      ],
      rows.map((r) => [
        r.build,
        r.call,
        r.shot.bytes,
        r.shot.rps,
        r.shot.p50,
        r.shot.p99,
        r.base.rps,
        r.ratio.toFixed(2),
        r.shot.cpuUs.toFixed(0),
        r.base.cpuUs.toFixed(0),
        r.shot.bad,
      ]),
    ),
  ].join('\n');
  writeSection('download', 'Download and project page of one project (versions, issue 21)', body);
  return rows;
}

if (isMain(import.meta.url)) await runDownloadBench();
