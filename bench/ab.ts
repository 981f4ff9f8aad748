// Two (or more) server builds side by side on one route, alternating short slices, so a before/after
// comparison sees the same machine (its speed drifts a lot when shared). Each build is the esbuild bundle in
// its own process (bench/lib/server.ts); build one with `SERVER_OUT=.e2e-builds/<name> node build.mjs` in
// apps/server (a checkout of the other commit builds the other). The paired ratio is the median, over the
// rounds, of each slice's figure divided by the first build's figure in the same round.
// Run: AB_DISTS=apps/server/.e2e-builds/before,apps/server/.e2e-builds/after npx tsx bench/ab.ts
// (knobs: AB_PATH=/bench/static (default) or an API path, called as the big world's creator;
// AB_BODY=<JSON>: POST it as JSON (the replies list: '{"pageIndex":1}');
// AB_PG=<schema of a kept world> or AB_SQLITE=<data folder of a kept world> (else each build gets an empty SQLite
// folder); AB_ROUNDS=10; AB_SLICE=2 s;
// AB_PROFILE=1 writes each server's CPU profile to bench/.out/prof-ab-<n> (AB_PROFILE_INTERVAL=<µs>: sample more
// often than V8's 1000 µs); AB_FLAGS=<flags>|<flags>|…: each build's V8 flags, space-separated, `-` for none
// (default: apps/server/node-flags.json for every build), so one build can also be compared with itself under
// other flags)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, shoot } from './lib/cannon';
import { BENCH_PASSWORD, BIG_USER } from './lib/big-world';
import { ROOT } from './lib/report';
import { login, startServer } from './lib/server';
import { PG_URL } from './lib/world-db';

const CONNECTIONS = 50;
const dists = (process.env.AB_DISTS ?? '').split(',').filter(Boolean);
if (dists.length < 2) throw new Error('AB_DISTS: two or more build folders, comma-separated');
const route = process.env.AB_PATH ?? '/bench/static';
const post = process.env.AB_BODY ? { method: 'POST' as const, body: process.env.AB_BODY } : {};
const rounds = Number(process.env.AB_ROUNDS ?? 10);
const slice = Number(process.env.AB_SLICE ?? 2);
const flagsOf = (process.env.AB_FLAGS ?? '')
  .split('|')
  .map((f) => f.split(' ').filter((x) => x && x !== '-'));

function environment(): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-ab-'));
  const kept = process.env.AB_SQLITE;
  if (process.env.AB_PG) return { DATA_DIR: dataDir, DATABASE_URL: PG_URL, PG_SCHEMA: process.env.AB_PG };
  return kept
    ? { DATA_DIR: kept, DATABASE_URL: `sqlite:${path.join(kept, 'vsqx.db')}` }
    : { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'vsqx.db')}` };
}

const servers = [];
for (const [i, dist] of dists.entries()) {
  const nodeArgs =
    process.env.AB_PROFILE === '1'
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=prof-ab-${i}`,
          ...(process.env.AB_PROFILE_INTERVAL
            ? [`--cpu-prof-interval=${process.env.AB_PROFILE_INTERVAL}`]
            : []),
        ]
      : [];
  servers.push(
    await startServer(environment(), {
      label: `ab-${i}`,
      dist: path.resolve(ROOT, dist),
      nodeArgs,
      ...(process.env.AB_FLAGS ? { flags: flagsOf[i] ?? [] } : {}),
    }),
  );
}
const headers: Record<string, string> = {};
if (post.body) headers['content-type'] = 'application/json';
if (route.startsWith('/api/'))
  headers.authorization = `Bearer ${await login(servers[0].base, BIG_USER, BENCH_PASSWORD)}`;
for (const s of servers)
  await shoot({ url: s.base + route, headers, ...post, connections: CONNECTIONS, duration: 1 });

const figures = dists.map(() => ({ rps: [] as number[], p99: [] as number[], cpu: [] as number[], bad: 0 }));
for (let r = 0; r < rounds; r++)
  for (const [i, s] of servers.entries()) {
    const x = await shoot(
      { url: s.base + route, headers, ...post, connections: CONNECTIONS, duration: slice },
      s.proc.pid,
    );
    figures[i].rps.push(x.rps);
    figures[i].p99.push(x.p99);
    figures[i].cpu.push(Math.round(x.cpuUs));
    figures[i].bad += x.bad;
  }
for (const s of servers) await s.stop();

const paired = (i: number, k: 'rps' | 'cpu' | 'p99') =>
  median(figures[i][k].map((v, r) => v / Math.max(1e-9, figures[0][k][r]))).toFixed(2);
console.log(
  `${route}, ${CONNECTIONS} connections, ${rounds} rounds of ${slice} s, ${os.loadavg()[0].toFixed(1)} load` +
    (process.env.AB_FLAGS ? `, flags ${flagsOf.map((f) => f.join(' ') || '-').join(' | ')}` : ''),
);
for (const [i, dist] of dists.entries()) {
  const f = figures[i];
  console.log(
    `${path.basename(dist)}: req/s ${median(f.rps)} [${f.rps.join(' ')}], p99 ms ${median(f.p99)} [${f.p99.join(' ')}], ` +
      `CPU µs/req ${median(f.cpu)} [${f.cpu.join(' ')}], bad ${f.bad}` +
      (i
        ? `; paired ratio to ${path.basename(dists[0])}: req/s ${paired(i, 'rps')}, CPU ${paired(i, 'cpu')}, p99 ${paired(i, 'p99')}`
        : ''),
  );
}
