// Load held: 500 concurrent connections for 60 s on a mix of reads and writes by 50 logged-in creators,
// then the server's memory after a forced GC compared with before the run.
// Run: npx tsx bench/load.ts   (knobs: BENCH_LOAD_SECONDS=60, BENCH_LOAD_CONNECTIONS=500, BENCH_LOAD_PG=1)
import autocannon, { type Request } from 'autocannon';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { BENCH_PASSWORD, BIG_USER, QUICK_WORLD, generateWorld } from './lib/big-world';
import { machine, table, writeSection } from './lib/report';
import { buildServer, isMain, login, memoryOf, startServer } from './lib/server';
import { openWorldDb, pgAvailable } from './lib/world-db';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 500);
const USERS = 50;
const MB = 1024 * 1024;

interface Memory {
  gc: boolean;
  rss: number;
  heapUsed: number;
}

export interface LoadResult {
  db: string;
  rps: number;
  total: number;
  p50: number;
  p99: number;
  bad: number;
  codes: string;
  before: Memory;
  after: Memory;
  peakRss: number;
}

/** The mix each connection cycles through, as one creator at a time: 5 reads, 3 writes (favourite on/off, comment). */
function mix(tokens: string[], projects: { first: number; last: number }): Request[] {
  const pick = () => projects.first + Math.floor(Math.random() * (projects.last - projects.first + 1));
  const as = (ctx: Record<string, unknown>) => ({
    authorization: `Bearer ${ctx.token as string}`,
    'content-type': 'application/json',
  });
  return [
    {
      method: 'GET',
      path: '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=hot',
      setupRequest: (req, ctx) => {
        // A new round: another creator and another project.
        ctx.token = tokens[Math.floor(Math.random() * tokens.length)];
        ctx.project = pick();
        return { ...req, headers: as(ctx) };
      },
    },
    {
      method: 'GET',
      setupRequest: (req, ctx) => ({
        ...req,
        path: `/api/app/fav_add/${ctx.project as number}`,
        headers: as(ctx),
      }),
    },
    {
      method: 'GET',
      path: '/api/user/select_my_fav_list?page=1&page_size=10',
      setupRequest: (req, ctx) => ({ ...req, headers: as(ctx) }),
    },
    {
      method: 'POST',
      path: '/api/user/select_comment_msg_v2',
      body: '{"pageIndex":1}',
      setupRequest: (req, ctx) => ({ ...req, headers: as(ctx) }),
    },
    {
      method: 'GET',
      setupRequest: (req, ctx) => ({
        ...req,
        path: `/api/app/fav_cancel/${ctx.project as number}`,
        headers: as(ctx),
      }),
    },
    {
      method: 'POST',
      path: '/api/app/comment',
      setupRequest: (req, ctx) => ({
        ...req,
        headers: as(ctx),
        body: JSON.stringify({
          scene: 1,
          project_id: ctx.project,
          text: `压测评论，调得真好 ${Date.now() % 100000}`,
        }),
      }),
    },
    {
      method: 'GET',
      path: '/api/user/unread_msg_count',
      setupRequest: (req, ctx) => ({ ...req, headers: as(ctx) }),
    },
    {
      method: 'GET',
      setupRequest: (req, ctx) => ({
        ...req,
        path: `/api/app/project/${ctx.project as number}`,
        headers: as(ctx),
      }),
    },
  ];
}

async function memory(base: string): Promise<Memory> {
  // Twice: the first collection may only promote what the second frees.
  await fetch(`${base}/bench/memory`, { method: 'POST' });
  return (await (await fetch(`${base}/bench/memory`, { method: 'POST' })).json()) as Memory;
}

async function loadOn(dialect: 'sqlite' | 'postgres'): Promise<LoadResult> {
  const w = await openWorldDb(dialect, 'load');
  const world = await generateWorld(w.loader, QUICK_WORLD, await hashPassword(BENCH_PASSWORD));
  await w.settle();
  const server = await startServer(w.env, { label: `load-${dialect}`, nodeArgs: ['--expose-gc'] });
  try {
    const names = [
      BIG_USER,
      ...Array.from({ length: USERS - 1 }, (_, i) => `bench_u${String(i + 1).padStart(4, '0')}`),
    ];
    const tokens: string[] = [];
    for (const n of names) tokens.push(await login(server.base, n, BENCH_PASSWORD));
    const requests = mix(tokens, world.projects);
    // Warm-up at the same concurrency: JIT, statement and session caches, pools reach their steady size.
    await autocannon({ url: server.base, connections: CONNECTIONS, duration: 10, requests });
    const before = await memory(server.base);
    const r = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
      timeout: 30,
    });
    await new Promise((res) => setTimeout(res, 2000));
    const after = await memory(server.base);
    const codes = Object.entries(r.statusCodeStats)
      .map(([c, s]) => `${c}: ${s.count}`)
      .join(', ');
    const result: LoadResult = {
      db: dialect,
      rps: Math.round(r.requests.average),
      total: r.requests.total,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bad: r.non2xx + r.errors + r.timeouts,
      codes,
      before,
      after,
      peakRss: memoryOf(server.proc.pid!, 'VmHWM'),
    };
    console.log(
      `${dialect} load: ${result.rps} req/s, ${result.total} requests, bad ${result.bad} (${codes}), heap ${(before.heapUsed / MB).toFixed(1)} → ${(after.heapUsed / MB).toFixed(1)} MB`,
    );
    return result;
  } finally {
    await server.stop();
    await w.drop();
  }
}

export async function runLoadBench(): Promise<LoadResult[]> {
  buildServer();
  const results = [await loadOn('sqlite')];
  if (process.env.BENCH_LOAD_PG === '1' && (await pgAvailable())) results.push(await loadOn('postgres'));
  const mb = (n: number) => (n / MB).toFixed(1);
  writeSection(
    'load',
    'Load held: 500 connections, mixed reads and writes',
    [
      `${machine()}. Reproduce: \`npx tsx bench/load.ts\` (part of \`npm run bench\`; \`BENCH_LOAD_PG=1\` adds PostgreSQL).`,
      '',
      `World: ${QUICK_WORLD.projects.toLocaleString('en')} projects, ${QUICK_WORLD.favourites.toLocaleString('en')} favourites, ${QUICK_WORLD.messages.toLocaleString('en')} replies. ` +
        `${USERS} creators logged in through the API; autocannon keeps ${CONNECTIONS} connections busy for ${SECONDS} s (after a 10 s warm-up), each cycling as a random creator through ` +
        'my projects (hot), favourite add, my favourites, my replies, favourite cancel, a comment (reply notice + counters + day figure in one transaction), unread counts, and a public project page (click count) — 3 writes in 8. ' +
        'Memory: `POST /bench/memory` (bench-only route; the server runs with `--expose-gc`) forces two collections and answers `process.memoryUsage()`, before and after the run.',
      '',
      table(
        [
          'db',
          'req/s',
          'requests',
          'p50 ms',
          'p99 ms',
          'errors + non-2xx',
          'status codes',
          'heap before → after (MB)',
          'RSS before → after (MB)',
          'peak RSS (MB)',
        ],
        results.map((r) => [
          r.db,
          r.rps,
          r.total,
          r.p50,
          r.p99,
          r.bad,
          r.codes,
          `${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)}`,
          `${mb(r.before.rss)} → ${mb(r.after.rss)}`,
          mb(r.peakRss),
        ]),
      ),
      '',
      results
        .map(
          (r) =>
            `${r.db}: ${r.bad === 0 ? '0 errors' : `${r.bad} ERRORS`}; heap after the run ${r.after.heapUsed - r.before.heapUsed <= 16 * MB ? 'within 16 MB of' : 'MORE than 16 MB above'} the heap before (${mb(r.after.heapUsed - r.before.heapUsed)} MB).`,
        )
        .join(' '),
    ].join('\n'),
  );
  return results;
}

if (isMain(import.meta.url)) await runLoadBench();
